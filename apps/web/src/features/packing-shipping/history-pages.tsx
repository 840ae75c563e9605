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

/** /packing-history: who packed which module into which ticket, when; 20 a page, searchable. */
export function PackingHistoryPage() {
  const list = useListState({ filters: FILTERS });
  const history = usePackingHistories({
    page: list.page,
    per_page: PACKING_HISTORY_PAGE_SIZE,
    keyword: list.filters.keyword || undefined,
  });
  const total = history.data?.total_count ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader title="Packing History" crumbs={crumbs} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Group mb="xs">
          <DebouncedSearchInput
            label="Search packing history"
            placeholder="Search ticket #, customer, part, tag or who packed"
            defaultValue={list.filters.keyword}
            debounceMs={SEARCH_DEBOUNCE_MS}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
        </Group>
        <ServerDataTable<PackingHistory>
          label="Packing History"
          records={history.data?.packing_histories}
          columns={PACKING_COLUMNS}
          totalRecords={total}
          page={list.page}
          perPage={PACKING_HISTORY_PAGE_SIZE}
          onPage={list.setPage}
          fetching={history.isFetching}
          countLabel={`${total} module${total === 1 ? '' : 's'} packed`}
          columnsKey="packing-history"
          minWidth={900}
          empty={{
            title: list.filters.keyword ? 'Nothing packed matches this search' : 'Nothing packed yet',
            icon: <IconPackage size={32} stroke={1.5} />,
          }}
        />
      </Card>
    </Stack>
  );
}

/** /shipping-history: what went out, with which carrier and tracking number, shipped by whom; 20 a page. */
export function ShippingHistoryPage() {
  const list = useListState({ filters: FILTERS });
  const history = useShippingHistories({
    page: list.page,
    per_page: SHIPPING_HISTORY_PAGE_SIZE,
    keyword: list.filters.keyword || undefined,
  });
  const total = history.data?.total_count ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader title="Shipping History" crumbs={crumbs} />
      <Card withBorder radius="md" shadow="xs" padding="lg">
        <Group mb="xs">
          <DebouncedSearchInput
            label="Search shipping history"
            placeholder="Search ticket or order #, customer, tracking number, carrier"
            defaultValue={list.filters.keyword}
            debounceMs={SEARCH_DEBOUNCE_MS}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
        </Group>
        <ServerDataTable<ShippingHistory>
          label="Shipping History"
          records={history.data?.shipping_histories}
          columns={SHIPPING_COLUMNS}
          totalRecords={total}
          page={list.page}
          perPage={SHIPPING_HISTORY_PAGE_SIZE}
          onPage={list.setPage}
          fetching={history.isFetching}
          countLabel={`${total} shipment${total === 1 ? '' : 's'}`}
          columnsKey="shipping-history"
          minWidth={1000}
          rowAttributes={(row) => ({ 'data-tracking': row.tracking_number })}
          empty={{
            title: list.filters.keyword ? 'No shipment matches this search' : 'Nothing shipped yet',
            icon: <IconTruck size={32} stroke={1.5} />,
          }}
        />
      </Card>
    </Stack>
  );
}
