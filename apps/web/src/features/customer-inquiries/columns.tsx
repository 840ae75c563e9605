import { Stack, Text } from '@mantine/core';
import type { CustomerInquiry } from '@makro/domain/customer-inquiries';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { DataTableColumn } from '@/ui/data-table';
import { EMPTY, InquiryShopBadge, InquiryStatusBadge } from '@/features/customer-inquiries/format';

/** The inbox's columns; Actions are added by the table. */
export const INQUIRY_COLUMNS: DataTableColumn<CustomerInquiry>[] = [
  {
    accessor: 'created_at',
    title: 'Received',
    noWrap: true,
    render: (inquiry) => (
      <Text size="sm" title={formatDateTime(inquiry.created_at)}>
        {formatDate(inquiry.created_at)}
      </Text>
    ),
  },
  {
    accessor: 'name',
    title: 'Customer',
    width: 180,
    render: (inquiry) => (
      <Stack gap={0} maw={180}>
        <Text size="sm" fw={500} truncate="end">
          {inquiry.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" title={inquiry.email}>
          {inquiry.email}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'subject',
    title: 'Subject',
    render: (inquiry) => (
      <Stack gap={0} maw={230}>
        <Text size="sm" fw={500} truncate="end">
          {inquiry.subject}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {inquiry.message}
        </Text>
      </Stack>
    ),
  },
  {
    accessor: 'source',
    title: 'Shop',
    noWrap: true,
    render: (inquiry) => <InquiryShopBadge source={inquiry.source} />,
  },
  {
    accessor: 'order_number',
    title: 'Order Number',
    noWrap: true,
    render: (inquiry) => (
      <Text size="sm" ff="monospace">
        {inquiry.order_number ?? EMPTY}
      </Text>
    ),
  },
  { accessor: 'status', title: 'Status', noWrap: true, render: (inquiry) => <InquiryStatusBadge inquiry={inquiry} /> },
];
