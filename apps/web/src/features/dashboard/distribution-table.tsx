import { Alert, Button, Card, Group, Progress, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatCount, formatShare, type DistributionRow } from '@/features/dashboard/distribution-data';

export interface FigureState {
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** What an empty range says (during the mirror's first copy the orders may simply not be there yet). */
  emptyText?: string;
}

/** Error with retry, or an empty state, for a card whose figures could not be shown. */
export function FigureProblem({
  error,
  onRetry,
  empty,
  emptyText = 'No orders in this range',
}: {
  error: Error | null;
  onRetry: () => void;
  empty: boolean;
  emptyText?: string;
}) {
  if (error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Could not load the orders">
        <Text size="sm" mb="xs">
          {error.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Alert>
    );
  return (
    <Text c="dimmed" ta="center" py="xl" size="sm">
      {empty ? emptyText : 'Pick a valid date range'}
    </Text>
  );
}

function SkeletonRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Table.Tr key={index} data-testid="distribution-skeleton">
      <Table.Td>
        <Skeleton h={12} w={60} />
      </Table.Td>
      <Table.Td>
        <Skeleton h={12} w={40} ml="auto" />
      </Table.Td>
      <Table.Td>
        <Skeleton h={8} />
      </Table.Td>
    </Table.Tr>
  ));
}

export interface DistributionTableProps extends FigureState {
  title: string;
  /** Header of the name column ('TIPM Type', 'Category'). */
  nameHeader: string;
  /** Header of the share column ('% of TIPMs'). */
  shareHeader: string;
  rows: DistributionRow[] | undefined;
  total: number | undefined;
  totalLabel: string;
}

/** A distribution as a table: name, count and a progress bar of its share. */
export function DistributionTable(props: DistributionTableProps) {
  const { title, nameHeader, shareHeader, rows, total, totalLabel, loading, error, onRetry, emptyText } = props;
  const empty = !loading && !error && total === 0;
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{title}</Title>
        {total !== undefined && !error && (
          <Text size="sm" c="dimmed">
            {totalLabel}: <b>{formatCount(total)}</b>
          </Text>
        )}
      </Group>
      {error || empty || (!rows && !loading) ? (
        <FigureProblem error={error} onRetry={onRetry} empty={empty} emptyText={emptyText} />
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6} highlightOnHover aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{nameHeader}</Table.Th>
                <Table.Th ta="right">Count</Table.Th>
                <Table.Th w="55%">{shareHeader}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !rows ? (
                <SkeletonRows count={8} />
              ) : (
                rows?.map((row) => (
                  <Table.Tr key={row.key} data-row={row.key}>
                    <Table.Td pl={row.indent ? 'xl' : undefined} c={row.indent ? 'dimmed' : undefined}>
                      <Text size="sm" fw={row.indent ? 400 : 500} inherit>
                        {row.label}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatCount(row.count)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Progress
                          value={row.share * 100}
                          color={row.color}
                          size={row.indent ? 'sm' : 'md'}
                          style={{ flex: 1 }}
                          aria-label={`${row.label} share`}
                        />
                        <Text size="xs" c="dimmed" w={48} ta="right">
                          {formatShare(row.share)}
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
