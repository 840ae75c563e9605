import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OrderDistribution } from '@makro/domain/dashboard';
import { countRmaSubmissions, type RmaSubmissionSummary } from '@makro/domain/rma';
import { daySpan } from '@makro/domain/shared';
import { formatCount } from '@/features/dashboard/distribution-data';
import { FigureProblem } from '@/features/dashboard/distribution-table';
import type { DateRange } from '@/lib/use-date-range-params';

function Count({
  label,
  value,
  loading,
  testId,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
  testId: string;
}) {
  return (
    <Stack gap={2} align="center" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={34} w={56} my={2} />
      ) : (
        <Text fz={32} fw={700} lh={1.2} c="makro">
          {value === undefined ? '–' : formatCount(value)}
        </Text>
      )}
    </Stack>
  );
}

/** A card of a few large counts, centred in whatever height its row gives it. */
function CountsCard({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg" h="100%">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={5}>{title}</Title>
        {badge}
      </Group>
      <Stack justify="center" style={{ flex: 1 }}>
        {children}
      </Stack>
    </Card>
  );
}

export interface RmaCountsCardProps {
  submissions: RmaSubmissionSummary[] | undefined;
  range: DateRange;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** 'RMA Submission Counts': TIPM and ECM counts (EXC- excluded, E- is ECM) and the span of the range. */
export function RmaCountsCard({ submissions, range: { start, end }, loading, error, onRetry }: RmaCountsCardProps) {
  const counts = submissions ? countRmaSubmissions(submissions) : undefined;
  const span = start && end && start <= end ? daySpan(start, end) : null;
  const badge = span !== null && (
    <Badge variant="light" radius="sm" tt="none" size="lg" fw={500} data-testid="rma-span">
      {span} {span === 1 ? 'day' : 'days'} worth of data
    </Badge>
  );
  return (
    <CountsCard title="RMA Submission Counts" badge={badge}>
      {error && !submissions ? (
        <FigureProblem error={error} onRetry={onRetry} empty={false} />
      ) : (
        <SimpleGrid cols={2}>
          <Count label="TIPM" value={counts?.tipm} loading={loading} testId="rma-count-tipm" />
          <Count label="ECM" value={counts?.ecm} loading={loading} testId="rma-count-ecm" />
        </SimpleGrid>
      )}
    </CountsCard>
  );
}

/** Orders, items and TIPMs sold in the range, from the same answer as the distribution. */
export function OrdersInRangeCard({ data, loading }: { data: OrderDistribution | undefined; loading: boolean }) {
  return (
    <CountsCard title="Orders in range">
      <SimpleGrid cols={3}>
        <Count label="Orders" value={data?.total_orders} loading={loading} testId="orders-count-orders" />
        <Count label="Items" value={data?.total_items} loading={loading} testId="orders-count-items" />
        <Count label="TIPMs" value={data?.total_tipms} loading={loading} testId="orders-count-tipms" />
      </SimpleGrid>
    </CountsCard>
  );
}
