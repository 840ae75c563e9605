import { Text } from '@mantine/core';
import { reasonLabel, type RefundHistory } from '@makro/domain/refunds';
import { departmentLabel, money } from '@/features/refunds/format';
import { RefundStatusBadge } from '@/features/refunds/refund-status';
import { formatDate } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';

/** The columns of both refund tables (spec part 2 §2, §3). */
export const REFUND_COLUMNS: DataTableColumn<RefundHistory>[] = [
  { accessor: 'date_requested', title: 'Date Requested', render: (refund) => formatDate(refund.date_requested) },
  {
    accessor: 'ticket_number',
    title: 'Ticket/Order #',
    render: (refund) => (
      <Text size="sm" fw={600}>
        {refund.ticket_number}
      </Text>
    ),
  },
  { accessor: 'customer_name', title: 'Customer' },
  {
    accessor: 'refund_amount',
    title: 'Amount',
    textAlign: 'right',
    render: (refund) => money(refund.refund_amount),
  },
  { accessor: 'reason', title: 'Reason', render: (refund) => reasonLabel(refund.reason), toggleable: true },
  {
    accessor: 'department',
    title: 'Department',
    render: (refund) => departmentLabel(refund.department),
    toggleable: true,
  },
  {
    accessor: 'requested_by',
    title: 'Requested By',
    render: (refund) => refund.requested_by?.name ?? '----',
    toggleable: true,
  },
  { accessor: 'status', title: 'Status', render: (refund) => <RefundStatusBadge refund={refund} /> },
];
