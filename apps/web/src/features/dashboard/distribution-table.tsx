import { Alert, Button, Card, Group, Progress, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatCount, formatShare, type DistributionRow } from '@/features/dashboard/distribution-data';
import type { DataTableColumn } from '@/ui/data-table';
import { figureColumn, ReportTable } from '@/ui/report-table';

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
  const columns: DataTableColumn<DistributionRow>[] = [
    {
      accessor: 'label',
      title: nameHeader,
      render: (row) => (
        <Text size="sm" pl={row.indent ? 'lg' : 0} c={row.indent ? 'dimmed' : undefined} fw={row.indent ? 400 : 500}>
          {row.label}
        </Text>
      ),
    },
    figureColumn({ accessor: 'count', title: 'Count', render: (row) => formatCount(row.count) }),
    {
      accessor: 'share',
      title: shareHeader,
      width: '55%',
      render: (row) => (
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
      ),
    },
  ];
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
        <ReportTable<DistributionRow>
          label={title}
          records={rows}
          columns={columns}
          fetching={loading}
          idAccessor="key"
          rowAttributes={(row) => ({ 'data-row': row.key })}
          minWidth={300}
        />
      )}
    </Card>
  );
}
