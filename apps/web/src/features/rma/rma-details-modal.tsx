import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TICKET_SOURCE_LABELS } from '@makro/domain/tickets';
import type { RmaDetail, RmaRow } from '@makro/domain/rma';
import { useRmaDetail } from '@/features/rma/api';
import { isExchange, useApproveRma } from '@/features/rma/rma-decisions';
import { ReviewStatusBadge, RmaTypeBadge, customerName, money } from '@/features/rma/rma-format';
import { formatDate, formatDateTime } from '@/lib/dates';

const EMPTY = '----';

function Field({ label, children, span }: { label: string; children: ReactNode; span?: boolean }) {
  return (
    <Stack gap={2} style={span ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {children === '' ? EMPTY : children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function Issues({ issues, notes }: { issues: string[]; notes: string | null }) {
  if (issues.length === 0 && !notes?.trim())
    return (
      <Text size="sm" c="dimmed">
        {EMPTY}
      </Text>
    );
  return (
    <Stack gap={4}>
      {issues.length > 0 && (
        <Group gap={4}>
          {issues.map((issue) => (
            <Badge key={issue} variant="outline" color="gray" radius="sm" style={{ textTransform: 'none' }}>
              {issue}
            </Badge>
          ))}
        </Group>
      )}
      {notes?.trim() && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {notes}
        </Text>
      )}
    </Stack>
  );
}

function OriginalOrder({ rma }: { rma: RmaDetail }) {
  const order = rma.original_order;
  if (!order)
    return (
      <Text size="sm">
        #{rma.original_order_number}{' '}
        <Text span size="xs" c="dimmed">
          (the shop&apos;s order could not be read)
        </Text>
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        #{order.number} · {formatDate(order.date_created)} · total {money(order.total)}
      </Text>
      <Table withTableBorder fz="sm" verticalSpacing={4} aria-label="Original order line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.line_items.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.sku ?? EMPTY}</Table.Td>
              <Table.Td ta="right">{money(line.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Details({ rma }: { rma: RmaDetail }) {
  const replacement = rma.replacement;
  return (
    <Stack gap="md">
      {rma.approval.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The last approval failed">
          {rma.approval.error ?? 'The shop order could not be created.'} The request is still pending.
        </Alert>
      )}
      {rma.approval.status === 'pending' && (
        <Alert color="yellow" variant="light" title="Approval in progress">
          The shop order is being created; this request is approved once it exists.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="Original Order" span>
          <OriginalOrder rma={rma} />
        </Field>
        <Field label="E-mail">{rma.customer_email}</Field>
        <Field label="RMA Type">
          <Group gap={6}>
            <RmaTypeBadge type={rma.rma_type} />
          </Group>
        </Field>
        <Field label="Customer Name">{customerName(rma)}</Field>
        <Field label="Phone">{rma.customer_phone_number ?? ''}</Field>
        <Field label="Source">{`${rma.data_source} · ${TICKET_SOURCE_LABELS[rma.site]}`}</Field>
        <Field label="Status">
          <Group gap={6}>
            <ReviewStatusBadge rma={rma} />
          </Group>
        </Field>
        <Field label="Purchased Item">{rma.purchased_sku ?? ''}</Field>
        <Field label="Replacement Item">
          {replacement ? `${replacement.title} (${replacement.sku}) · ${money(replacement.price)}` : ''}
        </Field>
        <Field label="Original Issues">
          <Issues issues={rma.original_issues} notes={rma.original_issues_desc} />
        </Field>
        <Field label="New Issues">
          <Issues issues={rma.new_issues} notes={rma.new_issues_desc} />
        </Field>
        {rma.vin && <Field label="VIN">{rma.vin}</Field>}
        <Field label="Days Since Original Order">
          {rma.order_days_elapsed === null ? '' : String(rma.order_days_elapsed)}
        </Field>
        <Field label="Requested Date">{formatDateTime(rma.created_at)}</Field>
        {rma.rejection_reason && (
          <Field label="Rejection Reason" span>
            {rma.rejection_reason}
          </Field>
        )}
        {rma.replacement_order_number && <Field label="Replacement Order">{`#${rma.replacement_order_number}`}</Field>}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * One RMA request's every field (spec part 2 §2) with its original order from the shop, and Approve RMA while
 * it is pending: an exchange goes on to the Complete Exchange Order modal, any other type is approved here.
 */
export function RmaDetailsModal({
  rma,
  onClose,
  onExchange,
  onReject,
}: {
  rma: RmaRow | null;
  onClose: () => void;
  /** Approving an exchange: the caller opens the Complete Exchange Order modal. */
  onExchange: (rma: RmaRow) => void;
  /** Rejecting: the caller asks for the reason. */
  onReject?: (rma: RmaRow) => void;
}) {
  const detail = useRmaDetail(rma?.id ?? null);
  const approve = useApproveRma();
  const data = detail.data?.rma_submission;
  const pending = (data ?? rma)?.approval_status === 'pending';

  const startApproval = () => {
    if (!rma) return;
    if (isExchange(rma)) onExchange(rma);
    else approve.confirm(rma, { approval_status: 'approved' }, { onDone: onClose });
  };

  return (
    <Modal
      opened={rma !== null}
      onClose={onClose}
      title={<Text fw={600}>RMA {rma?.rma_number}</Text>}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          The request could not be loaded: {detail.error.message}
        </Alert>
      ) : !data ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading the request" />
        </Center>
      ) : (
        <Details rma={data} />
      )}
      <Divider my="md" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {pending && onReject && rma && (
          <Button variant="light" color="red" onClick={() => onReject(rma)} disabled={approve.pending}>
            Reject
          </Button>
        )}
        {pending && (
          <Button
            color="green"
            onClick={startApproval}
            loading={approve.pending}
            disabled={data?.approval.status === 'pending'}
          >
            Approve RMA
          </Button>
        )}
      </Group>
    </Modal>
  );
}
