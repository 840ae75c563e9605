import { useState } from 'react';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconLink, IconPackageImport, IconTrash } from '@tabler/icons-react';
import {
  RECEIVED_HISTORY_DEBOUNCE_MS,
  RECEIVED_HISTORY_PAGE_SIZE,
  RECEIVING_MESSAGES,
  deleteReceivedHistory,
  matchReceivedHistory,
  type ReceivedHistory,
} from '@makro/domain/receiving';
import { grants } from '@makro/domain/shared';
import {
  messageOf,
  useDeleteReceivedHistory,
  useReceivedHistories,
  type ReceivedHistoryQuery,
} from '@/features/receiving/api';
import { RECEIVED_COLUMNS } from '@/features/receiving/received-columns';
import { ReceivedDetailsModal } from '@/features/receiving/received-details-modal';
import { MatchModal } from '@/features/receiving/match-modal';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import type { ListStateControls } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { RowAction } from '@/ui/row-action';
import { DebouncedSearchInput } from '@/ui/search-input';

/** The received history's search and filter, kept in the URL (the page's own keys stay beside them). */
export const HISTORY_FILTERS = { keyword: '', show: 'all' };
export type HistoryFilters = typeof HISTORY_FILTERS;

export function historyQuery(list: { page: number; filters: HistoryFilters }): ReceivedHistoryQuery {
  return {
    page: list.page,
    per_page: RECEIVED_HISTORY_PAGE_SIZE,
    keyword: list.filters.keyword || undefined,
    unmatched: list.filters.show === 'unmatched' ? true : undefined,
  };
}

type Dialog = { kind: 'details' | 'match'; entry: ReceivedHistory } | null;

function useHistoryPermissions() {
  const { user, permissions } = useSession();
  const accountType = user?.account_type.slug ?? '';
  return {
    canDelete: grants(deleteReceivedHistory.access, permissions, accountType),
    canMatch: grants(matchReceivedHistory.access, permissions, accountType),
  };
}

function RowActions({ entry, onOpen }: { entry: ReceivedHistory; onOpen: (dialog: Dialog) => void }) {
  const can = useHistoryPermissions();
  const remove = useDeleteReceivedHistory();
  const name = entry.order_number ?? entry.tracking_number;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: RECEIVING_MESSAGES.deleteTitle(name),
      centered: true,
      children: <Text size="sm">{RECEIVING_MESSAGES.deleteText}</Text>,
      labels: { confirm: RECEIVING_MESSAGES.deleteConfirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(entry.id);
          toast('success', RECEIVING_MESSAGES.deletedText, RECEIVING_MESSAGES.deleted);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return;
          toast('error', messageOf(error));
        }
      },
    });
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction label={`Details of ${name}`} onClick={() => onOpen({ kind: 'details', entry })}>
        <IconEye size={18} />
      </RowAction>
      {entry.order_number === null && can.canMatch && (
        <RowAction
          label={`Match ${entry.tracking_number} to a ticket`}
          color="orange"
          onClick={() => onOpen({ kind: 'match', entry })}
        >
          <IconLink size={18} />
        </RowAction>
      )}
      {can.canDelete && (
        <RowAction label={`Delete ${name}`} color="red" disabled={remove.isPending} onClick={confirmDelete}>
          <IconTrash size={18} />
        </RowAction>
      )}
    </Group>
  );
}

/** Received History (spec part 2 §2): server-paged, 20 a page, searched 900 ms after typing stops. */
export function ReceivedHistoryTable({ list }: { list: ListStateControls<HistoryFilters, never> }) {
  const history = useReceivedHistories(historyQuery(list));
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = history.data;
  const total = data?.total_count ?? 0;
  const filtered = list.filters.keyword !== '' || list.filters.show === 'unmatched';
  return (
    <>
      <Group gap="sm" mb="xs" wrap="wrap">
        <DebouncedSearchInput
          label="Search received history"
          placeholder="Search order #, sender, tracking, part or serial number"
          defaultValue={list.filters.keyword}
          debounceMs={RECEIVED_HISTORY_DEBOUNCE_MS}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        <SegmentedControl
          aria-label="Show"
          value={list.filters.show === 'unmatched' ? 'unmatched' : 'all'}
          onChange={(show) => list.setFilters({ show })}
          data={[
            { value: 'all', label: 'All parcels' },
            { value: 'unmatched', label: 'Unmatched' },
          ]}
        />
      </Group>
      {history.isError && !data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          {RECEIVING_MESSAGES.historyFailed(history.error.message)}
        </Text>
      ) : (
        <ServerDataTable<ReceivedHistory>
          label="Received History"
          records={data?.received_histories}
          columns={RECEIVED_COLUMNS}
          totalRecords={total}
          page={list.page}
          perPage={RECEIVED_HISTORY_PAGE_SIZE}
          onPage={list.setPage}
          fetching={history.isFetching}
          countLabel={`${total} parcel${total === 1 ? '' : 's'}`}
          rowActions={(entry) => <RowActions entry={entry} onOpen={setDialog} />}
          rowActionsWidth={120}
          columnsKey="received-history"
          minWidth={980}
          rowAttributes={(entry) => ({ 'data-tracking': entry.tracking_number })}
          empty={{
            title: filtered ? 'No parcels match this search' : 'No parcels received yet',
            hint: filtered ? 'Try another search.' : undefined,
            icon: <IconPackageImport size={32} stroke={1.5} />,
          }}
        />
      )}
      <ReceivedDetailsModal entry={dialog?.kind === 'details' ? dialog.entry : null} onClose={() => setDialog(null)} />
      <MatchModal entry={dialog?.kind === 'match' ? dialog.entry : null} onClose={() => setDialog(null)} />
    </>
  );
}
