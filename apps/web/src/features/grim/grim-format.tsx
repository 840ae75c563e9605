import { Badge } from '@mantine/core';
import { grimPartNumber, grimStatusLook, type RtgrimOrder } from '@makro/domain/grim';
import { formatDateTime } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';

/** A GRIM status with the spec's label and colour (part 2 §4). */
export function GrimStatusBadge({ status }: { status: string }) {
  const look = grimStatusLook(status);
  return (
    <Badge color={look.color} variant="light" data-status={status}>
      {look.label}
    </Badge>
  );
}

export const customerOf = (order: RtgrimOrder) =>
  `${order.customer_first_name} ${order.customer_last_name}`.trim() || order.customer_email || '—';

export const GRIM_COLUMNS: DataTableColumn<RtgrimOrder>[] = [
  { accessor: 'order_number', title: 'Order #', render: (order) => <b>{order.order_number}</b> },
  { accessor: 'customer', title: 'Customer', render: customerOf },
  { accessor: 'part_number', title: 'Part Number', render: (order) => grimPartNumber(order.part_number) },
  { accessor: 'line_item_title', title: 'Item', toggleable: true, ellipsis: true },
  { accessor: 'total', title: 'Total', textAlign: 'right', render: (order) => `$${order.total}` },
  { accessor: 'status', title: 'Status', width: 190, render: (order) => <GrimStatusBadge status={order.status} /> },
  { accessor: 'created_at', title: 'Ordered', toggleable: true, render: (order) => formatDateTime(order.created_at) },
];
