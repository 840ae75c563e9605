import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Statistics } from '@makro/domain/statistics';
import { api } from '@/lib/api-client';

export const statisticsKeys = {
  all: ['statistics'] as const,
  range: (start: string, end: string) => [...statisticsKeys.all, { start, end }] as const,
};

/** The figures of a valid range; `null` makes no request. */
export function useStatistics(range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: statisticsKeys.range(range?.start ?? '', range?.end ?? ''),
    queryFn: ({ signal }) =>
      api.get<Statistics>('/v1/statistics', { signal, query: { date_start: range?.start, date_end: range?.end } }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
