import { useQuery } from '@tanstack/react-query';
import type { OrderDistribution } from '@makro/domain/dashboard';
import type { RmaSubmissionSummary } from '@makro/domain/rma';
import { api } from '@/lib/api-client';

export interface RmaQuery {
  start: string;
  end: string;
  within30days: boolean;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  rmaSubmissions: (query: RmaQuery) => [...dashboardKeys.all, 'rma-submissions', query] as const,
  distributions: () => [...dashboardKeys.all, 'order-distribution'] as const,
  distribution: (start: string, end: string) => [...dashboardKeys.distributions(), { start, end }] as const,
};

/** The distribution is re-read every minute while the page is open, so new shop orders show up. */
export const DISTRIBUTION_REFETCH_MS = 60_000;

/** RMA submissions of the range; `null` while the range is not valid (no request is made). */
export function useRmaSubmissions(query: RmaQuery | null) {
  return useQuery({
    queryKey: dashboardKeys.rmaSubmissions(query ?? { start: '', end: '', within30days: true }),
    queryFn: ({ signal }) =>
      api.get<{ submissions: RmaSubmissionSummary[] }>('/v1/rma_submissions', {
        signal,
        query: { date_start: query?.start, date_end: query?.end, within30days: query?.within30days },
      }),
    enabled: query !== null,
  });
}

/** While the mirror's first copy runs, the figures fill in: re-read them more often. */
export const DISTRIBUTION_SYNCING_REFETCH_MS = 5_000;

export function useOrderDistribution(range: { start: string; end: string } | null, { syncing = false } = {}) {
  return useQuery({
    queryKey: dashboardKeys.distribution(range?.start ?? '', range?.end ?? ''),
    queryFn: ({ signal }) =>
      api.get<OrderDistribution>('/v1/dashboard/order_distribution', {
        signal,
        query: { date_start: range?.start, date_end: range?.end },
      }),
    enabled: range !== null,
    refetchInterval: syncing ? DISTRIBUTION_SYNCING_REFETCH_MS : DISTRIBUTION_REFETCH_MS,
  });
}
