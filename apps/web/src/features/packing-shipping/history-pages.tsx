import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPackage, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  CARRIER_LABELS,
  PACKING_HISTORY_PAGE_SIZE,
  SHIPPING_HISTORY_PAGE_SIZE,
  type PackingHistory,
  type ShippingHistory,
} from '@makro/domain/packing-shipping';
import { ticketPath, type TicketType } from '@makro/domain/tickets';
import { usePackingHistories, useShippingHistories } from '@/features/packing-shipping/api';
import { formatDateTime } from '@/lib/dates';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { DebouncedSearchInput } from '@/ui/search-input';

const FILTERS = { keyword: '' };
/** The histories' search waits as the received history's does (spec part 2 §9: 900 ms). */
const SEARCH_DEBOUNCE_MS = 900;

function TicketCell({ number, type }: { number: string; type: TicketType | null }) {
  return type ? (
    <Text size="sm" component={Link} to={ticketPath(type, number)} c="makro" fw={600}>
      {number}
    </Text>
  ) : (
    <Text size="sm" fw={600}>
      {number}
    </Text>
  );
}

const PACKING_COLUMNS: DataTableColumn<PackingHistory>[] = [
  {
    accessor: 'ticket_number',
    title: 'Ticket #',
    noWrap: true,
    render: (row) => <TicketCell number={row.ticket_number} type={row.ticket_type} />,
  },
  { accessor: 'customer', title: 'Customer' },
  { accessor: 'part_number', title: 'Part Number', noWrap: true },
  {
    accessor: 'serial_number',
    title: 'Module Tag',
    noWrap: true,
    render: (row) => (
      <Text ff="monospace" size="sm">
        {row.serial_number}
      </Text>
    ),
  },
  { accessor: 'packed_by_name', title: 'Packed By', render: (row) => row.packed_by_name ?? '----' },
  { accessor: 'packed_at', title: 'Packed', noWrap: true, render: (row) => formatDateTime(row.packed_at) },
];

const SHIPPING_COLUMNS: DataTableColumn<ShippingHistory>[] = [
  {
    accessor: 'ticket_number',
    title: 'Ticket #',
    noWrap: true,
    render: (row) => <TicketCell number={row.ticket_number} type={null} />,
  },
  { accessor: 'order_number', title: 'Order #', noWrap: true },
  { accessor: 'customer', title: 'Customer' },
  {
    accessor: 'carrier_code',
    title: 'Carrier',
    render: (row) => <Badge variant="light">{CARRIER_LABELS[row.carrier_code]}</Badge>,
  },
  {
    accessor: 'tracking_number',
    title: 'Tracking Number',
    noWrap: true,
    render: (row) => (
      <Text ff="monospace" size="sm">
        {row.tracking_number}
      </Text>
    ),
  },
  { accessor: 'serial_numbers', title: 'Modules', render: (row) => row.serial_numbers.join(', ') },
  { accessor: 'shipped_by_name', title: 'Shipped By', render: (row) => row.shipped_by_name ?? '----' },
  { accessor: 'shipped_at', title: 'Shipped', noWrap: true, render: (row) => formatDateTime(row.shipped_at) },
];

const crumbs = [{ label: 'Packing / Shipping', to: '/packing-shipping' }];

interface HistoryPageProps<Row> {
  title: string;
  searchLabel: string;
  placeholder: string;
  pageSize: number;
  /** The list's call for one page and keyword: its rows and total. */
  useRows: (query: { page: number; per_page: number; keyword?: string }) => {
    rows: Row[] | undefined;
    total: number;
    fetching: boolean;
  };
  columns: DataTableColumn<Row>[];
  count: (total: number) => string;
  columnsKey: string;
  minWidth: number;
  rowAttributes?: (row: Row) => Record<string, string>;
  empty: { searched: string; none: string; icon: ReactNode };
}

/** One history page: its title, a search kept in the URL, and the server-paged table. */
function HistoryPage<Row>(props: HistoryPageProps<Row>) {
  const list = useListState({ filters: FILTERS });
  const { rows, total, fetching } = props.useRows({
    page: list.page,
    per_page: props.pageSize,
    keyword: list.filters.keyword || undefined,
  });
  return (
    <Stack gap={0}>
      <PageHeader title={props.title} crumbs={crumbs} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Group mb="xs">
          <DebouncedSearchInput
            label={props.searchLabel}
            placeholder={props.placeholder}
            defaultValue={list.filters.keyword}
            debounceMs={SEARCH_DEBOUNCE_MS}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
        </Group>
        <ServerDataTable<Row>
          label={props.title}
          records={rows}
          columns={props.columns}
          totalRecords={total}
          page={list.page}
          perPage={props.pageSize}
          onPage={list.setPage}
          fetching={fetching}
          countLabel={props.count(total)}
          columnsKey={props.columnsKey}
          minWidth={props.minWidth}
          rowAttributes={props.rowAttributes}
          empty={{
            title: list.filters.keyword ? props.empty.searched : props.empty.none,
            icon: props.empty.icon,
          }}
        />
      </Card>
    </Stack>
  );
}

function usePackingRows(query: { page: number; per_page: number; keyword?: string }) {
  const history = usePackingHistories(query);
  return { rows: history.data?.packing_histories, total: history.data?.total_count ?? 0, fetching: history.isFetching };
}

function useShippingRows(query: { page: number; per_page: number; keyword?: string }) {
  const history = useShippingHistories(query);
  return {
    rows: history.data?.shipping_histories,
    total: history.data?.total_count ?? 0,
    fetching: history.isFetching,
  };
}

/** /packing-history: who packed which module into which ticket, when; 20 a page, searchable. */
export const PackingHistoryPage = () => (
  <HistoryPage<PackingHistory>
    title="Packing History"
    searchLabel="Search packing history"
    placeholder="Search ticket #, customer, part, tag or who packed"
    pageSize={PACKING_HISTORY_PAGE_SIZE}
    useRows={usePackingRows}
    columns={PACKING_COLUMNS}
    count={(total) => `${total} module${total === 1 ? '' : 's'} packed`}
    columnsKey="packing-history"
    minWidth={900}
    empty={{
      searched: 'Nothing packed matches this search',
      none: 'Nothing packed yet',
      icon: <IconPackage size={32} stroke={1.5} />,
    }}
  />
);

/** /shipping-history: what went out, with which carrier and tracking number, shipped by whom; 20 a page. */
export const ShippingHistoryPage = () => (
  <HistoryPage<ShippingHistory>
    title="Shipping History"
    searchLabel="Search shipping history"
    placeholder="Search ticket or order #, customer, tracking number, carrier"
    pageSize={SHIPPING_HISTORY_PAGE_SIZE}
    useRows={useShippingRows}
    columns={SHIPPING_COLUMNS}
    count={(total) => `${total} shipment${total === 1 ? '' : 's'}`}
    columnsKey="shipping-history"
    minWidth={1000}
    rowAttributes={(row) => ({ 'data-tracking': row.tracking_number })}
    empty={{
      searched: 'No shipment matches this search',
      none: 'Nothing shipped yet',
      icon: <IconTruck size={32} stroke={1.5} />,
    }}
  />
);
