import { Anchor, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconCheck, IconEye, IconRotate2, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RMA_PAGE_SIZES, RMA_SEARCH_DEBOUNCE_MS, type RmaRow } from '@makro/domain/rma';
import { TICKET_SOURCES, TICKET_SOURCE_LABELS, ticketPath, type TicketSource } from '@makro/domain/tickets';
import { AssigneeControl, TicketStatusBadge, useTechnicianOptions } from '@/features/tickets';
import { useRefreshRmaLists, useRmaList, type RmaListQuery } from '@/features/rma/api';
import { useCanDeleteRma } from '@/features/rma/rma-decisions';
import { ReviewStatusBadge, RmaTypeBadge, customerName, within30DaysText } from '@/features/rma/rma-format';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { ListState } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { DebouncedSearchInput } from '@/ui/search-input';
import { RowAction } from '@/ui/row-action';

export type RmaTab = 'approved' | 'review';
/** The open tab and its search and filters, in the URL; changing tab starts its list afresh. */
export const RMA_FILTERS = { tab: 'approved', keyword: '', source: '', assigned_to: '', within30days: '' };
export type RmaFilters = typeof RMA_FILTERS;
export type RmaListControls = ListState<RmaFilters, never> & {
  setFilters: (change: Partial<RmaFilters>) => void;
  setPage: (page: number) => void;
};

export const tabOf = (filters: RmaFilters): RmaTab => (filters.tab === 'review' ? 'review' : 'approved');
const isSource = (value: string): value is TicketSource => (TICKET_SOURCES as readonly string[]).includes(value);
const isUserId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value);

/**
 * The URL's state as the API's query: Approved RMA lists approved and paid requests (20 a page, with its
 * filters), Under Review the unpaid ones (10 a page). A hand-edited value the list does not know is ignored.
 */
export function rmaListQuery({ page, filters }: ListState<RmaFilters, never>): RmaListQuery {
  const keyword = filters.keyword || undefined;
  if (tabOf(filters) === 'review') return { page, per_page: RMA_PAGE_SIZES.review, is_paid: false, keyword };
  return {
    page,
    per_page: RMA_PAGE_SIZES.approved,
    is_paid: true,
    approval_status: 'approved',
    keyword,
    within30days: filters.within30days === 'true' ? true : undefined,
    source: isSource(filters.source) ? filters.source : undefined,
    assigned_to: isUserId(filters.assigned_to) ? Number(filters.assigned_to) : undefined,
  };
}

const SOURCE_OPTIONS = TICKET_SOURCES.map((source) => ({ value: source, label: TICKET_SOURCE_LABELS[source] }));

function ApprovedFilters({ list }: { list: RmaListControls }) {
  const technicians = useTechnicianOptions();
  const { filters, setFilters } = list;
  const filtered = filters.assigned_to !== '' || filters.source !== '' || filters.within30days !== '';
  return (
    <>
      <Select
        aria-label="Assigned to"
        placeholder="All Technicians"
        data={technicians.data}
        nothingFoundMessage={technicians.nothingFoundMessage}
        value={isUserId(filters.assigned_to) ? filters.assigned_to : null}
        onChange={(value) => setFilters({ assigned_to: value ?? '' })}
        searchable
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        aria-label="Source"
        placeholder="All Sources"
        data={SOURCE_OPTIONS}
        value={isSource(filters.source) ? filters.source : null}
        onChange={(value) => setFilters({ source: value ?? '' })}
        clearable
        w={{ base: '100%', xs: 140 }}
      />
      <Switch
        label="Within 30 days"
        checked={filters.within30days === 'true'}
        onChange={(event) => setFilters({ within30days: event.currentTarget.checked ? 'true' : '' })}
      />
      <Button
        variant="default"
        leftSection={<IconRotate2 size={16} />}
        disabled={!filtered}
        onClick={() => setFilters({ assigned_to: '', source: '', within30days: '' })}
      >
        Clear Filter
      </Button>
    </>
  );
}

const createdColumn: DataTableColumn<RmaRow> = {
  accessor: 'created_at',
  title: 'Date Created',
  noWrap: true,
  render: (rma) => (
    <Text size="sm" title={formatDateTime(rma.created_at)}>
      {formatDate(rma.created_at)}
    </Text>
  ),
};

const customerColumn: DataTableColumn<RmaRow> = {
  accessor: 'customer_lastname',
  title: 'Customer',
  render: (rma) => (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {customerName(rma)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {rma.customer_email}
      </Text>
    </Stack>
  ),
};

function approvedColumns(onAssigned: () => void): DataTableColumn<RmaRow>[] {
  return [
    {
      accessor: 'rma_number',
      title: 'RMA Number',
      noWrap: true,
      render: (rma) =>
        rma.ticket ? (
          <Anchor component={Link} to={ticketPath('rma', rma.ticket.ticket_number)} fw={600} size="sm">
            {rma.ticket.ticket_number}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {rma.rma_number}
          </Text>
        ),
    },
    customerColumn,
    {
      accessor: 'quality_control',
      title: 'QC',
      noWrap: true,
      render: (rma) => (
        <Text size="sm" tt="uppercase">
          {rma.ticket?.quality_control ?? 'none'}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (rma) =>
        rma.ticket ? (
          <TicketStatusBadge status={rma.ticket.status} />
        ) : (
          <Text size="sm" c="dimmed">
            No ticket yet
          </Text>
        ),
    },
    {
      accessor: 'assigned_to',
      title: 'Assigned To',
      render: (rma) =>
        rma.ticket ? (
          <AssigneeControl
            ticketNumber={rma.ticket.ticket_number}
            assignee={rma.ticket.assigned_to}
            onAssigned={onAssigned}
          />
        ) : (
          <Text size="sm" c="dimmed">
            ----
          </Text>
        ),
    },
    createdColumn,
    {
      accessor: 'order_days_elapsed',
      title: 'Within 30 Days',
      noWrap: true,
      render: (rma) => {
        const text = within30DaysText(rma.order_days_elapsed);
        return (
          <Text
            size="sm"
            fw={600}
            c={text === 'TRUE' ? 'teal' : text === 'FALSE' ? 'red' : 'dimmed'}
            title={rma.order_days_elapsed === null ? undefined : `${rma.order_days_elapsed} days since the order`}
          >
            {text}
          </Text>
        );
      },
    },
  ];
}

const REVIEW_COLUMNS: DataTableColumn<RmaRow>[] = [
  {
    accessor: 'rma_number',
    title: 'Request ID',
    noWrap: true,
    render: (rma) => (
      <Text size="sm" fw={600}>
        {rma.rma_number}
      </Text>
    ),
  },
  { accessor: 'rma_type', title: 'RMA Type', noWrap: true, render: (rma) => <RmaTypeBadge type={rma.rma_type} /> },
  customerColumn,
  {
    accessor: 'approval_status',
    title: 'Status',
    noWrap: true,
    render: (rma) => <ReviewStatusBadge rma={rma} />,
  },
  createdColumn,
];

export interface RmaRowHandlers {
  onDetails: (rma: RmaRow) => void;
  onApprove: (rma: RmaRow) => void;
  onReject: (rma: RmaRow) => void;
  onDelete: (rma: RmaRow) => void;
  busy: boolean;
}

/** One tab of /rma-tickets: its search and filters, and its server-paged table. */
export function RmaTable({ tab, list, handlers }: { tab: RmaTab; list: RmaListControls; handlers: RmaRowHandlers }) {
  const rmas = useRmaList(rmaListQuery(list));
  const refresh = useRefreshRmaLists();
  const canDelete = useCanDeleteRma();
  const data = rmas.data;
  const total = data?.total_count ?? 0;
  const approved = tab === 'approved';
  const label = approved ? 'Approved RMAs' : 'RMA requests under review';
  const filtered = Object.entries(list.filters).some(
    ([key, value]) => key !== 'tab' && value !== RMA_FILTERS[key as keyof RmaFilters],
  );

  const reviewActions = (rma: RmaRow) => {
    const pending = rma.approval_status === 'pending';
    return (
      <Group gap={2} wrap="nowrap" justify="flex-end">
        <RowAction label={`Details of ${rma.rma_number}`} onClick={() => handlers.onDetails(rma)}>
          <IconEye size={18} />
        </RowAction>
        {pending && (
          <>
            <RowAction
              label={`Approve ${rma.rma_number}`}
              color="green"
              disabled={handlers.busy}
              onClick={() => handlers.onApprove(rma)}
            >
              <IconCheck size={18} />
            </RowAction>
            <RowAction
              label={`Reject ${rma.rma_number}`}
              color="orange"
              disabled={handlers.busy}
              onClick={() => handlers.onReject(rma)}
            >
              <IconX size={18} />
            </RowAction>
          </>
        )}
        {/* An approved RMA has a shop order and a ticket: the server keeps it, so no delete is offered. */}
        {canDelete && rma.approval_status !== 'approved' && (
          <RowAction label={`Delete ${rma.rma_number}`} color="red" onClick={() => handlers.onDelete(rma)}>
            <IconTrash size={18} />
          </RowAction>
        )}
      </Group>
    );
  };
  const approvedActions = (rma: RmaRow) => (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction label={`Details of ${rma.rma_number}`} onClick={() => handlers.onDetails(rma)}>
        <IconEye size={18} />
      </RowAction>
    </Group>
  );

  return (
    <>
      <Group gap="sm" mb="xs" wrap="wrap" align="center">
        <DebouncedSearchInput
          label={tab === 'approved' ? 'Search approved RMAs' : 'Search RMA requests'}
          placeholder="Search RMA #, customer, e-mail or order #"
          defaultValue={list.filters.keyword}
          debounceMs={RMA_SEARCH_DEBOUNCE_MS}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        {approved && <ApprovedFilters list={list} />}
      </Group>
      {rmas.isError && !data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          The RMAs could not be loaded: {rmas.error.message}
        </Text>
      ) : (
        <ServerDataTable<RmaRow>
          label={label}
          records={data?.rows}
          columns={approved ? approvedColumns(refresh) : REVIEW_COLUMNS}
          totalRecords={total}
          page={list.page}
          perPage={approved ? RMA_PAGE_SIZES.approved : RMA_PAGE_SIZES.review}
          onPage={list.setPage}
          fetching={rmas.isFetching}
          countLabel={`${total} ${approved ? 'RMA' : 'request'}${total === 1 ? '' : 's'}`}
          // The spec adds the approved tab's Actions column for administrators only.
          rowActions={approved ? (canDelete ? approvedActions : undefined) : reviewActions}
          rowActionsWidth={approved ? 90 : 160}
          columnsKey={`rma-${tab}`}
          minWidth={approved ? 1100 : 900}
          empty={{
            title: filtered
              ? 'No RMAs match these filters'
              : approved
                ? 'No approved RMAs yet'
                : 'No RMA requests to review',
            hint: filtered ? 'Try another search or filter.' : undefined,
          }}
        />
      )}
    </>
  );
}
