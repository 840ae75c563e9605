import { useCallback } from 'react';
import { Alert, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { dashboardKeys, useOrderDistribution, useRmaSubmissions } from '@/features/dashboard/api';
import { OverallPieCard, TipmPieCard } from '@/features/dashboard/distribution-charts';
import { categoryRows, formatCount, tipmTypeRows } from '@/features/dashboard/distribution-data';
import { DistributionTable } from '@/features/dashboard/distribution-table';
import { DateRangeFilter } from '@/features/dashboard/date-range-filter';
import { RmaCountsCard } from '@/features/dashboard/rma-counts-card';
import { useDashboardParams } from '@/features/dashboard/use-dashboard-params';
import { SyncStatus, syncPercent, useShopSync } from '@/features/shops';
import { rangeProblem } from '@/lib/use-date-range-params';
import { PageHeader } from '@/ui/page-header';
import { TopProgress } from '@/ui/top-progress';

/** /dashboard (spec part 1 §2 "Dashboard"), read from Makro's order mirror. */
export function DashboardPage() {
  const queryClient = useQueryClient();
  const [params, update] = useDashboardParams();
  const problem = rangeProblem(params);
  const range = problem === null && params.start && params.end ? { start: params.start, end: params.end } : null;

  const rma = useRmaSubmissions(range && { ...range, within30days: params.within30days });
  const sync = useShopSync();
  const firstSync = sync.data?.shops.some((shop) => shop.status === 'running' && !shop.last_synced_at) ?? false;
  const distribution = useOrderDistribution(range, { syncing: firstSync });

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);

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
    loading: distribution.isPending && range !== null,
    error: data ? null : distribution.error,
    onRetry: () => void distribution.refetch(),
    emptyText: firstSync ? 'The shops’ orders are still being copied…' : undefined,
  };

  return (
    <>
      <TopProgress value={progress} label="Loading orders" />
      <PageHeader title="Dashboard" />
      <SyncStatus lastSyncedAt={data?.last_synced_at} onSynced={refresh} />
      <DateRangeFilter params={params} problem={problem} onChange={update} />

      {problem !== null ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md" role="alert">
          {problem === 'invalid' ? 'Invalid date range' : 'Both Date Start and Date End are required'}
        </Alert>
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
          <Stack gap="md" h="100%">
            <RmaCountsCard
              submissions={rma.data?.submissions}
              start={params.start}
              end={params.end}
              loading={rma.isLoading}
              error={rma.error}
              onRetry={() => void rma.refetch()}
            />
            <Card withBorder radius="md" shadow="xs" padding="lg" style={{ flex: 1 }}>
              <Title order={5} mb="sm">
                Orders in range
              </Title>
              <Group gap="xl">
                {[
                  ['Orders', data?.total_orders],
                  ['Items', data?.total_items],
                  ['TIPMs', data?.total_tipms],
                ].map(([label, value]) => (
                  <Stack key={label} gap={0}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {label}
                    </Text>
                    <Text fz="xl" fw={700}>
                      {typeof value === 'number' && range ? formatCount(value) : '–'}
                    </Text>
                  </Stack>
                ))}
              </Group>
            </Card>
          </Stack>
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
