import { useCallback } from 'react';
import { Grid, SimpleGrid, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { addDays } from '@makro/domain/shared';
import { DASHBOARD_ENDPOINTS, useOrderDistribution, useRmaSubmissions } from '@/features/dashboard/api';
import { OverallPieCard, TipmPieCard } from '@/features/dashboard/distribution-charts';
import { categoryRows, tipmTypeRows } from '@/features/dashboard/distribution-data';
import { DistributionTable } from '@/features/dashboard/distribution-table';
import { OrdersInRangeCard, RmaCountsCard } from '@/features/dashboard/summary-cards';
import { SyncStatus, syncPercent, useShopSync } from '@/features/shops';
import { queryKeyFor } from '@/lib/api-client';
import { businessToday } from '@/lib/dates';
import { useDateRangeParams } from '@/lib/use-date-range-params';
import { useListState } from '@/lib/use-list-state';
import { DateRangeBar } from '@/ui/date-range-inputs';
import { PageHeader } from '@/ui/page-header';
import { TopProgress } from '@/ui/top-progress';

/** Spec part 1 §9: yesterday to today, in the business's time zone. */
function yesterdayToToday() {
  const today = businessToday();
  return { start: addDays(today, -1), end: today };
}

/** /dashboard (spec part 1 §2 "Dashboard"), read from Makro's order mirror. */
export function DashboardPage() {
  const queryClient = useQueryClient();
  const dates = useDateRangeParams(yesterdayToToday);
  // 'Within 30 days since the original Order' is on by default; the URL names it only when off.
  const { filters, setFilters } = useListState({ filters: { within30days: 'true' } });
  const within30days = filters.within30days !== 'false';

  const rma = useRmaSubmissions(dates.query && { ...dates.query, within30days });
  const sync = useShopSync();
  const firstSync = sync.data?.shops.some((shop) => shop.status === 'running' && !shop.last_synced_at) ?? false;
  const distribution = useOrderDistribution(dates.query, { syncing: firstSync });

  const refresh = useCallback(() => {
    for (const endpoint of DASHBOARD_ENDPOINTS) void queryClient.invalidateQueries({ queryKey: queryKeyFor(endpoint) });
  }, [queryClient]);

  // The thin bar: a first sync's pages, else how many of the page's requests have answered.
  const loading = [rma.isLoading, distribution.isLoading];
  const pending = loading.filter(Boolean).length;
  const progress = firstSync
    ? syncPercent(sync.data?.shops)
    : pending > 0
      ? ((loading.length - pending) / loading.length) * 100
      : null;

  const data = distribution.data;
  const figureState = {
    loading: distribution.isPending && dates.query !== null,
    error: data ? null : distribution.error,
    onRetry: () => void distribution.refetch(),
    emptyText: firstSync ? 'The shops’ orders are still being copied…' : undefined,
  };

  return (
    <>
      <TopProgress value={progress} label="Loading orders" />
      <PageHeader title="Dashboard" />
      <SyncStatus lastSyncedAt={data?.last_synced_at} onSynced={refresh} />
      <DateRangeBar range={dates.range} problem={dates.problem} onChange={dates.setRange}>
        <Switch
          label="Within 30 days since the original Order"
          checked={within30days}
          onChange={(event) => setFilters({ within30days: String(event.currentTarget.checked) })}
          mb={8}
        />
      </DateRangeBar>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 4 }}>
          {/* Beside the two pies on wide screens, a row of its own above them otherwise. */}
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 1 }} spacing="md" h="100%">
            <RmaCountsCard
              submissions={rma.data?.submissions}
              range={dates.range}
              loading={rma.isLoading}
              error={rma.error}
              onRetry={() => void rma.refetch()}
            />
            <OrdersInRangeCard data={dates.query ? data : undefined} loading={figureState.loading} />
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <TipmPieCard data={data} {...figureState} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <OverallPieCard data={data} {...figureState} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DistributionTable
            title="TIPM Type Distribution"
            nameHeader="TIPM Type"
            shareHeader="Share of TIPMs"
            rows={data ? tipmTypeRows(data) : undefined}
            total={data?.total_tipms}
            totalLabel="Total TIPMs Purchased"
            {...figureState}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DistributionTable
            title="Product Category Distribution"
            nameHeader="Category"
            shareHeader="Share of items"
            rows={data ? categoryRows(data) : undefined}
            total={data?.total_items}
            totalLabel="Total Items Purchased"
            {...figureState}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
