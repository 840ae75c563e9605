import { lazy, useCallback, type ComponentType } from 'react';
import { Alert, Button, Grid, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { addDays } from '@makro/domain/shared';
import { statistics, type Statistics } from '@makro/domain/statistics';
import { useStatistics } from '@/features/statistics/api';
import { ChartCard } from '@/features/statistics/chart-card';
import {
  CategoryMixTable,
  RmaRatesTable,
  TopPartsTable,
  WeeklyOrdersTable,
  WeeklyRevenueTable,
} from '@/features/statistics/statistic-tables';
import { SummaryCards } from '@/features/statistics/summary-cards';
import { SyncStatus } from '@/features/shops';
import { queryKeyFor } from '@/lib/api-client';
import { businessToday } from '@/lib/dates';
import { useDateRangeParams } from '@/lib/use-date-range-params';
import { DateRangeBar } from '@/ui/date-range-inputs';
import { PageHeader } from '@/ui/page-header';
import { TopProgress } from '@/ui/top-progress';

const charts = () => import('@/features/statistics/statistic-charts');
const WeeklyOrdersChart = lazy(() => charts().then((m) => ({ default: m.WeeklyOrdersChart })));
const WeeklyRevenueChart = lazy(() => charts().then((m) => ({ default: m.WeeklyRevenueChart })));
const CategoryMixChart = lazy(() => charts().then((m) => ({ default: m.CategoryMixChart })));
const RmaRateChart = lazy(() => charts().then((m) => ({ default: m.RmaRateChart })));
const TopPartsChart = lazy(() => charts().then((m) => ({ default: m.TopPartsChart })));

const PRESET_WEEKS = [4, 12, 26, 52];

/**
 * The last `weeks` calendar weeks (Monday to Sunday, the current one included) up to the business's today,
 * so the first weekly bar is a whole week. The default is 12.
 */
export function lastWeeks(weeks: number, today = businessToday()) {
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { start: addDays(monday, -(weeks - 1) * 7), end: today };
}

/** /statistics: what a manager looks at, from the order mirror, for a chosen range. */
export function StatisticsPage() {
  const queryClient = useQueryClient();
  const { range, problem, query: rangeQuery, setRange } = useDateRangeParams(() => lastWeeks(12));
  const query = useStatistics(rangeQuery);
  const stats = query.data;
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeyFor(statistics) }),
    [queryClient],
  );

  const loading = rangeQuery !== null && !stats;
  const empty = stats !== undefined && stats.totals.orders === 0;
  const card = { loading, empty };
  type View = ComponentType<{ stats: Statistics }>;
  const views = (Chart: View, Numbers: View) => ({
    chart: stats ? <Chart stats={stats} /> : null,
    table: stats ? <Numbers stats={stats} /> : null,
  });
  const today = businessToday();

  return (
    <>
      <TopProgress value={query.isFetching ? 30 : null} label="Loading statistics" />
      <PageHeader title="Statistics" />
      <SyncStatus lastSyncedAt={stats?.last_synced_at} onSynced={refresh} />
      <DateRangeBar range={range} problem={problem} onChange={setRange}>
        <Group gap={6} mb={4}>
          {PRESET_WEEKS.map((weeks) => {
            const preset = lastWeeks(weeks, today);
            const active = range.start === preset.start && range.end === preset.end;
            return (
              <Button
                key={weeks}
                size="compact-sm"
                variant={active ? 'filled' : 'default'}
                onClick={() => setRange(preset)}
              >
                {weeks === 52 ? 'Last year' : `Last ${weeks} weeks`}
              </Button>
            );
          })}
        </Group>
      </DateRangeBar>
      {query.isError && !stats && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md" title="Could not load">
          <Text size="sm" mb="xs">
            {query.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      )}

      {rangeQuery && <SummaryCards totals={stats?.totals} />}
      {rangeQuery && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <ChartCard
              title="Orders per week"
              description="Processing and completed orders, by shop"
              {...views(WeeklyOrdersChart, WeeklyOrdersTable)}
              {...card}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <ChartCard
              title="Revenue per week"
              description="Order totals, by shop"
              {...views(WeeklyRevenueChart, WeeklyRevenueTable)}
              {...card}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6, xl: 7 }}>
            <ChartCard
              title="Product category mix"
              description="Items sold per week, by category"
              {...views(CategoryMixChart, CategoryMixTable)}
              {...card}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6, xl: 5 }}>
            <ChartCard
              title="RMA rate by category"
              description="RMAs per item sold in the range"
              {...views(RmaRateChart, RmaRatesTable)}
              {...card}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <ChartCard
              title="Top part numbers"
              description="By quantity sold, both shops"
              {...views(TopPartsChart, TopPartsTable)}
              defaultView="table"
              {...card}
            />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
