import { useState } from 'react';
import { Badge, Button, Card, Group, Select, Tabs, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import {
  REFUND_DEBOUNCE_MS,
  REFUND_DEPARTMENTS,
  REFUND_PAGE_SIZE,
  REFUND_REASON_VALUES,
  type RefundDepartment,
  type RefundHistory,
  type RefundReason,
} from '@makro/domain/refunds';
import { usePendingRefundCount, useRefundList, type RefundListQuery } from '@/features/refunds/api';
import { DEPARTMENT_OPTIONS, REASON_OPTIONS } from '@/features/refunds/format';
import { RefundRowActions, type RefundDialog } from '@/features/refunds/refund-actions';
import { REFUND_COLUMNS } from '@/features/refunds/refund-columns';
import { RefundDetailsModal } from '@/features/refunds/refund-details-modal';
import { RefundEditModal } from '@/features/refunds/refund-edit-modal';
import { TransactionsModal } from '@/features/refunds/transactions-modal';
import { useListState, type ListState } from '@/lib/use-list-state';
import { ServerDataTable } from '@/ui/data-table';
import { DebouncedSearchInput } from '@/ui/search-input';

type Tab = 'requests' | 'approved';
/** The open tab and its search and filters, in the URL; changing tab starts its list afresh. */
export const REFUND_FILTERS = { tab: 'requests', keyword: '', department: '', reason: '' };
type RefundFilters = typeof REFUND_FILTERS;

const isDepartment = (value: string): value is RefundDepartment =>
  (REFUND_DEPARTMENTS as readonly string[]).includes(value);
const isReason = (value: string): value is RefundReason => (REFUND_REASON_VALUES as readonly string[]).includes(value);
const tabOf = (filters: RefundFilters): Tab => (filters.tab === 'approved' ? 'approved' : 'requests');

/** The URL's state as the API's query: Requests lists pending requests, Approved Refunds the approved ones. */
export function refundListQuery({ page, filters }: ListState<RefundFilters, never>): RefundListQuery {
  const approved = tabOf(filters) === 'approved';
  return {
    page,
    per_page: REFUND_PAGE_SIZE,
    status: approved ? 'approved' : 'pending',
    keyword: filters.keyword || undefined,
    department: approved && isDepartment(filters.department) ? filters.department : undefined,
    reason: approved && isReason(filters.reason) ? filters.reason : undefined,
  };
}

/** Department and reason apply on Filter; Clear empties both. */
function HistoryFilters({
  filters,
  setFilters,
}: {
  filters: RefundFilters;
  setFilters: (change: Partial<RefundFilters>) => void;
}) {
  const [department, setDepartment] = useState<string | null>(
    isDepartment(filters.department) ? filters.department : null,
  );
  const [reason, setReason] = useState<string | null>(isReason(filters.reason) ? filters.reason : null);
  return (
    <>
      <Select
        aria-label="Department"
        placeholder="All Departments"
        data={DEPARTMENT_OPTIONS}
        value={department}
        onChange={setDepartment}
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        aria-label="Reason"
        placeholder="All Reasons"
        data={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
        clearable
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <Button onClick={() => setFilters({ department: department ?? '', reason: reason ?? '' })}>Filter</Button>
      <Button
        variant="default"
        onClick={() => {
          setDepartment(null);
          setReason(null);
          setFilters({ department: '', reason: '' });
        }}
      >
        Clear
      </Button>
    </>
  );
}

function RefundTable({
  tab,
  list,
  onOpen,
}: {
  tab: Tab;
  list: ReturnType<typeof useListState<RefundFilters>>;
  onOpen: (dialog: RefundDialog, refund: RefundHistory) => void;
}) {
  const refunds = useRefundList(refundListQuery(list));
  const data = refunds.data;
  const total = data?.total_count ?? 0;
  const label = tab === 'approved' ? 'Approved Refunds' : 'Refund Requests';
  const filtered = list.filters.keyword !== '' || list.filters.department !== '' || list.filters.reason !== '';
  return (
    <>
      <Group gap="sm" mb="xs" wrap="wrap">
        <DebouncedSearchInput
          label={tab === 'approved' ? 'Search approved refunds' : 'Search refund requests'}
          placeholder="Search order #, customer or transaction id"
          defaultValue={list.filters.keyword}
          debounceMs={REFUND_DEBOUNCE_MS}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        {tab === 'approved' && <HistoryFilters filters={list.filters} setFilters={list.setFilters} />}
      </Group>
      {refunds.isError && !data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          The refunds could not be loaded: {refunds.error.message}
        </Text>
      ) : (
        <ServerDataTable<RefundHistory>
          label={label}
          records={data?.refund_histories}
          columns={REFUND_COLUMNS}
          totalRecords={total}
          page={list.page}
          perPage={REFUND_PAGE_SIZE}
          onPage={list.setPage}
          fetching={refunds.isFetching}
          countLabel={`${total} ${tab === 'approved' ? 'refund' : 'request'}${total === 1 ? '' : 's'}`}
          rowActions={(refund) => <RefundRowActions refund={refund} onOpen={onOpen} />}
          rowActionsWidth={230}
          columnsKey={`refunds-${tab}`}
          minWidth={1000}
          empty={{
            title: filtered
              ? 'No refunds match this search'
              : tab === 'approved'
                ? 'No approved refunds yet'
                : 'No pending refund requests',
            hint: filtered ? 'Try another search or filter.' : undefined,
            icon: <IconReceiptRefund size={32} stroke={1.5} />,
          }}
        />
      )}
    </>
  );
}

/** The right card of /refunds: Requests (pending, with their count) and Approved Refunds (history). */
export function RefundLists() {
  const list = useListState({ filters: REFUND_FILTERS });
  const tab = tabOf(list.filters);
  const pendingCount = usePendingRefundCount();
  const [dialog, setDialog] = useState<{ kind: RefundDialog; refund: RefundHistory } | null>(null);
  const onOpen = (kind: RefundDialog, refund: RefundHistory) => setDialog({ kind, refund });
  const close = () => setDialog(null);

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Tabs
        value={tab}
        onChange={(value) => openTab(list, value === 'approved' ? 'approved' : 'requests')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab
            value="requests"
            rightSection={
              pendingCount ? (
                <Badge size="sm" circle color="red" data-testid="pending-count">
                  {pendingCount}
                </Badge>
              ) : null
            }
          >
            Requests
          </Tabs.Tab>
          <Tabs.Tab value="approved">Approved Refunds</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <RefundTable key="requests" tab="requests" list={list} onOpen={onOpen} />
        </Tabs.Panel>
        <Tabs.Panel value="approved">
          <RefundTable key="approved" tab="approved" list={list} onOpen={onOpen} />
        </Tabs.Panel>
      </Tabs>
      <RefundDetailsModal refund={dialog?.kind === 'details' ? dialog.refund : null} onClose={close} />
      <RefundEditModal refund={dialog?.kind === 'edit' ? dialog.refund : null} onClose={close} />
      <TransactionsModal
        ticketNumber={dialog?.kind === 'transactions' ? dialog.refund.ticket_number : null}
        onClose={close}
      />
    </Card>
  );
}

/** A new tab starts without the other tab's search and filters. */
function openTab(list: { setFilters: (change: Partial<RefundFilters>) => void }, tab: Tab) {
  list.setFilters({ tab, keyword: '', department: '', reason: '' });
}
