import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { reasonLabel, type RefundHistory } from '@makro/domain/refunds';
import { useRefundDecisions, useRefundPermissions } from '@/features/refunds/refund-actions';
import { departmentLabel, money } from '@/features/refunds/format';
import { RefundStatusBadge } from '@/features/refunds/refund-status';
import { formatDateTime } from '@/lib/dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

const PAYOUT_WORDS = {
  none: 'Not paid back',
  pending: 'Waiting for the payment processor',
  refunded: 'Paid back',
  failed: 'Failed',
} as const;

const NOTIFICATION_COLORS = { pending: 'yellow', sent: 'green', failed: 'red' } as const;

/** Every field of a refund, where its money stands and how its e-mails went; approve or reject from here. */
export function RefundDetailsModal({ refund, onClose }: { refund: RefundHistory | null; onClose: () => void }) {
  const can = useRefundPermissions();
  const decisions = useRefundDecisions();
  return (
    <Modal opened={refund !== null} onClose={onClose} title="Refund Details" size="lg" centered>
      {refund && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Ticket/Order #">{refund.ticket_number}</Field>
            <Field label="Transaction ID">{refund.transaction_id}</Field>
            <Field label="Customer">
              {refund.customer_name}
              {refund.customer_email ? ` (${refund.customer_email})` : ''}
            </Field>
            <Field label="Part Number">{refund.part_number || '----'}</Field>
            <Field label="Refund Amount">{money(refund.refund_amount)}</Field>
            <Field label="Reason">{reasonLabel(refund.reason)}</Field>
            {refund.total_days_rented !== null && <Field label="Days Rented">{refund.total_days_rented}</Field>}
            <Field label="Department">{departmentLabel(refund.department)}</Field>
            <Field label="Status">
              <RefundStatusBadge refund={refund} />
            </Field>
            <Field label="Date Requested">{formatDateTime(refund.date_requested)}</Field>
            <Field label="Requested By">{refund.requested_by?.name ?? '----'}</Field>
            <Field label="Date Refunded">{formatDateTime(refund.date_refunded)}</Field>
            <Field label="Approved By">{refund.approved_by?.name ?? '----'}</Field>
          </SimpleGrid>
          <Field label="Notes">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {refund.notes}
            </Text>
          </Field>
          {refund.status === 'approved' && (
            <>
              <Divider label="Payment" labelPosition="left" />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Field label="Payout">{PAYOUT_WORDS[refund.payout.status]}</Field>
                <Field label="Processor Transaction">{refund.payout.processor_transaction_id ?? '----'}</Field>
                {refund.payout.error && (
                  <Field label="Payout Error">
                    <Text c="red" size="sm">
                      {refund.payout.error}
                    </Text>
                  </Field>
                )}
              </SimpleGrid>
            </>
          )}
          {refund.notifications.length > 0 && (
            <>
              <Divider label="E-mail notifications" labelPosition="left" />
              <Stack gap={4} aria-label="E-mail notifications" role="list">
                {refund.notifications.map((notification) => (
                  <Group key={notification.email} justify="space-between" role="listitem">
                    <Text size="sm">{notification.email}</Text>
                    <Badge variant="light" color={NOTIFICATION_COLORS[notification.status]}>
                      {notification.status}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </>
          )}
          {refund.status === 'pending' && can.canApprove && (
            <Group justify="flex-end">
              <Button
                variant="light"
                color="red"
                disabled={decisions.pending}
                onClick={() => decisions.reject(refund, onClose)}
              >
                Reject
              </Button>
              <Button color="green" loading={decisions.pending} onClick={() => decisions.approve(refund, onClose)}>
                Approve
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
