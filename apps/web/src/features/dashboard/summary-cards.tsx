import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { countRmaSubmissions, type RmaSubmissionSummary } from '@makro/domain/rma';
import { daySpan } from '@makro/domain/shared';
import { FigureProblem } from '@/features/dashboard/distribution-table';

export interface RmaCountsCardProps {
  submissions: RmaSubmissionSummary[] | undefined;
  start: string | null;
  end: string | null;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

function Count({ label, value, loading }: { label: string; value: number | undefined; loading: boolean }) {
  return (
    <Stack gap={2} align="center" data-testid={`rma-count-${label.toLowerCase()}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={34} w={56} my={2} />
      ) : (
        <Text fz={32} fw={700} lh={1.2} c="makro">
          {value === undefined ? '–' : value.toLocaleString('en-US')}
        </Text>
      )}
    </Stack>
  );
}

/** 'RMA Submission Counts': TIPM and ECM counts (EXC- excluded, E- is ECM) and the span of the range. */
export function RmaCountsCard({ submissions, start, end, loading, error, onRetry }: RmaCountsCardProps) {
  const counts = submissions ? countRmaSubmissions(submissions) : undefined;
  const span = start && end && start <= end ? daySpan(start, end) : null;
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={5}>RMA Submission Counts</Title>
        {span !== null && (
          <Badge variant="light" radius="sm" tt="none" size="lg" fw={500} data-testid="rma-span">
            {span} {span === 1 ? 'day' : 'days'} worth of data
          </Badge>
        )}
      </Group>
      {error && !submissions ? (
        <FigureProblem error={error} onRetry={onRetry} empty={false} />
      ) : (
        <SimpleGrid cols={2}>
          <Count label="TIPM" value={counts?.tipm} loading={loading} />
          <Count label="ECM" value={counts?.ecm} loading={loading} />
        </SimpleGrid>
      )}
    </Card>
  );
}
