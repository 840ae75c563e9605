import { lazy, Suspense } from 'react';
import { Card, Center, Skeleton, Stack, Title } from '@mantine/core';
import type { OrderDistribution } from '@makro/domain/dashboard';
import { categoryRows, tipmTypeRows, type DistributionRow } from '@/features/dashboard/distribution-data';
import { FigureProblem, type FigureState } from '@/features/dashboard/distribution-table';

/** The chart library is large: it loads with the first chart, not with the app. */
const DistributionPie = lazy(() =>
  import('@/features/dashboard/distribution-pie').then((m) => ({ default: m.DistributionPie })),
);

function PieSkeleton() {
  return (
    <Center py="md" data-testid="pie-skeleton">
      <Stack align="center" gap="md">
        <Skeleton circle h={220} />
        <Skeleton h={12} w={160} />
      </Stack>
    </Center>
  );
}

interface PieCardProps extends FigureState {
  title: string;
  totalLabel: string;
  rows: DistributionRow[] | undefined;
  total: number | undefined;
  legendColumns?: 2 | 3;
}

function PieCard(props: PieCardProps) {
  const { title, totalLabel, rows, total, legendColumns, loading, error, onRetry, emptyText } = props;
  const empty = !loading && !error && total === 0;
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg" h="100%" data-testid={`pie-${title}`}>
      <Title order={5} mb="md">
        {title}
      </Title>
      {error || empty || (!rows && !loading) ? (
        <FigureProblem error={error} onRetry={onRetry} empty={empty} emptyText={emptyText} />
      ) : !rows || total === undefined ? (
        <PieSkeleton />
      ) : (
        <Suspense fallback={<PieSkeleton />}>
          <DistributionPie
            title={title}
            rows={rows}
            total={total}
            totalLabel={totalLabel}
            legendColumns={legendColumns}
          />
        </Suspense>
      )}
    </Card>
  );
}

/** 'TIPM Order Distribution' (by TIPM type) and 'Overall Distribution' (by category). */
export function TipmPieCard({ data, ...state }: FigureState & { data: OrderDistribution | undefined }) {
  return (
    <PieCard
      title="TIPM Order Distribution"
      totalLabel="Total TIPMs Purchased"
      rows={data ? tipmTypeRows(data) : undefined}
      total={data?.total_tipms}
      legendColumns={3}
      {...state}
    />
  );
}

export function OverallPieCard({ data, ...state }: FigureState & { data: OrderDistribution | undefined }) {
  return (
    <PieCard
      title="Overall Distribution"
      totalLabel="Total Items Purchased"
      rows={data ? categoryRows(data).filter((row) => !row.indent) : undefined}
      total={data?.total_items}
      {...state}
    />
  );
}
