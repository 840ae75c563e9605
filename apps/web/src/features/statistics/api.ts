import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { statistics } from '@makro/domain/statistics';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

export type StatisticsQuery = NonNullable<EndpointInput<typeof statistics>['query']>;

/** The figures of a valid range; `null` makes no request. */
export function useStatistics(query: StatisticsQuery | null) {
  return useQuery({
    queryKey: queryKeyFor(statistics, query ? { query } : undefined),
    queryFn: query ? ({ signal }) => callEndpoint(statistics, { query }, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}
