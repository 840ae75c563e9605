import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import { OUTBOX_STATUSES, type SideEffectRow } from '@makro/domain/system';
import { useRetrySideEffect, useSideEffects, type SideEffectsQuery } from '@/features/system/api';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { RowAction } from '@/ui/row-action';

const PAGE_SIZE = 20;
const ALL = 'all';
type Status = SideEffectRow['status'];

export const STATUS_LABELS: Record<Status, string> = {
  pending: 'Waiting',
  sending: 'Being done',
  sent: 'Done',
  failed: 'Failed',
};
const STATUS_COLORS: Record<Status, string> = { pending: 'blue', sending: 'cyan', sent: 'green', failed: 'red' };

/** "email" → "Email", "shop_tag" → "Shop tag". */
export const kindLabel = (kind: string) => {
  const words = kind.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const COLUMNS: DataTableColumn<SideEffectRow>[] = [
  {
    accessor: 'description',
    title: 'Side effect',
    render: (entry) => (
      <Stack gap={2} miw={260} maw={520}>
        <Text size="sm" fw={500}>
          {entry.description}
        </Text>
        {entry.last_error && (
          <Text size="xs" c="red" lineClamp={2} title={entry.last_error} style={{ wordBreak: 'break-word' }}>
            {entry.last_error}
          </Text>
        )}
      </Stack>
    ),
  },
  { accessor: 'kind', title: 'Kind', render: (entry) => kindLabel(entry.kind) },
  {
    accessor: 'status',
    title: 'Status',
    // The badge's label is cut, not wrapped, when the column is squeezed: keep room for "Being done".
    width: 120,
    render: (entry) => (
      <Badge variant="light" color={STATUS_COLORS[entry.status]}>
        {STATUS_LABELS[entry.status]}
      </Badge>
    ),
  },
  { accessor: 'attempts', title: 'Attempts', textAlign: 'right' },
  {
    accessor: 'created_at',
    title: 'Queued',
    render: (entry) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(entry.created_at)}
      </Text>
    ),
  },
];

function RetryButton({ entry }: { entry: SideEffectRow }) {
  const retry = useRetrySideEffect();
  const onRetry = async () => {
    try {
      await retry.mutateAsync(entry.id);
      toast('success', `${entry.description}: queued to be done again.`);
    } catch (error) {
      toast('error', error instanceof Error ? error.message : 'Something went wrong', 'Retry failed');
    }
  };
  return (
    <RowAction
      label={`Retry ${entry.description}`}
      hint="Retry"
      disabled={retry.isPending}
      onClick={() => void onRetry()}
    >
      <IconRefresh size={18} />
    </RowAction>
  );
}

const asStatus = (value: string): Status | undefined =>
  (OUTBOX_STATUSES as readonly string[]).includes(value) ? (value as Status) : undefined;

/** The outbox a page at a time, failed ones first in view: what the worker gave up on can be queued again. */
export function SideEffectsTable() {
  const list = useListState({ filters: { status: 'failed' } });
  const query: SideEffectsQuery = { page: list.page, per_page: PAGE_SIZE, status: asStatus(list.filters.status) };
  const entries = useSideEffects(query);
  const total = entries.data?.total_count ?? 0;
  const showsFailed = query.status === 'failed';
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          E-mails, shop orders and other work done after a change was saved. A failed one can be tried again.
        </Text>
        <Select
          aria-label="Show side effects"
          w={170}
          allowDeselect={false}
          value={query.status ?? ALL}
          onChange={(status) => list.setFilters({ status: status ?? 'failed' })}
          data={[
            ...OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            { value: ALL, label: 'All' },
          ]}
        />
      </Group>
      <ServerDataTable<SideEffectRow>
        label="Side effects"
        records={entries.data?.entries}
        columns={COLUMNS}
        totalRecords={total}
        page={list.page}
        perPage={PAGE_SIZE}
        onPage={list.setPage}
        fetching={entries.isFetching}
        countLabel={`${total} side effect${total === 1 ? '' : 's'}`}
        minWidth={760}
        rowActions={(entry) => (entry.status === 'failed' ? <RetryButton entry={entry} /> : null)}
        rowActionsWidth={90}
        rowAttributes={(entry) => ({ 'data-side-effect-id': entry.id })}
        empty={{
          title: showsFailed ? 'Nothing has failed' : 'No side effects here',
          hint: showsFailed ? 'Every e-mail and shop update went through.' : undefined,
          icon: <IconChecks size={32} stroke={1.5} />,
        }}
      />
    </Stack>
  );
}
