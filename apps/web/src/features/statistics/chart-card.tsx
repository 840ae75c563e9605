import { Suspense, useState, type ReactNode } from 'react';
import { Card, Center, Group, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';

export type ChartView = 'chart' | 'table';

export interface ChartCardProps {
  title: string;
  description?: string;
  chart: ReactNode;
  table: ReactNode;
  /** Still loading the first figures: a skeleton instead of either view. */
  loading: boolean;
  empty: boolean;
  defaultView?: ChartView;
}

export function ChartSkeleton() {
  return <Skeleton h={280} radius="md" data-testid="chart-skeleton" />;
}

/** A chart with a Chart/Table toggle: the numbers behind it are one click away. */
export function ChartCard({ title, description, chart, table, loading, empty, defaultView = 'chart' }: ChartCardProps) {
  const [view, setView] = useState<ChartView>(defaultView);
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg" h="100%" data-testid={`chart-card-${title}`}>
      <Group justify="space-between" align="flex-start" mb="md" gap="xs" wrap="nowrap">
        <div>
          <Title order={5}>{title}</Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as ChartView)}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'table', label: 'Table' },
          ]}
          aria-label={`${title}: chart or table`}
        />
      </Group>
      {loading ? (
        <ChartSkeleton />
      ) : empty ? (
        <Center h={200}>
          <Text c="dimmed" size="sm">
            No orders in this range
          </Text>
        </Center>
      ) : view === 'chart' ? (
        <Suspense fallback={<ChartSkeleton />}>{chart}</Suspense>
      ) : (
        table
      )}
    </Card>
  );
}
