import { skipToken, useQuery } from '@tanstack/react-query';
import { orderDistribution } from '@makro/domain/dashboard';
import { listDashboardRmaSubmissions } from '@makro/domain/rma';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

export type RmaSubmissionsQuery = NonNullable<EndpointInput<typeof listDashboardRmaSubmissions>['query']>;
export type DistributionQuery = NonNullable<EndpointInput<typeof orderDistribution>['query']>;

/** Every call whose figures a shop sync changes. */
export const DASHBOARD_ENDPOINTS = [orderDistribution, listDashboardRmaSubmissions] as const;

/** The distribution is re-read every minute while the page is open, so new shop orders show up. */
export const DISTRIBUTION_REFETCH_MS = 60_000;

/** While the mirror's first copy runs, the figures fill in: re-read them more often. */
export const DISTRIBUTION_SYNCING_REFETCH_MS = 5_000;

/** RMA submissions of the range; `null` while the range is not valid (no request is made). */
export function useRmaSubmissions(query: RmaSubmissionsQuery | null) {
  return useQuery({
    queryKey: queryKeyFor(listDashboardRmaSubmissions, query ? { query } : undefined),
    queryFn: query ? ({ signal }) => callEndpoint(listDashboardRmaSubmissions, { query }, { signal }) : skipToken,
  });
}

/** Items sold in the range by TIPM type and category; `null` while the range is not valid. */
export function useOrderDistribution(query: DistributionQuery | null, { syncing = false } = {}) {
  return useQuery({
    queryKey: queryKeyFor(orderDistribution, query ? { query } : undefined),
    queryFn: query ? ({ signal }) => callEndpoint(orderDistribution, { query }, { signal }) : skipToken,
    refetchInterval: syncing ? DISTRIBUTION_SYNCING_REFETCH_MS : DISTRIBUTION_REFETCH_MS,
  });
}
