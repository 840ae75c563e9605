import type { ReactNode } from 'react';
import { Anchor, Badge, Divider, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { RELATED_LIMIT, type CustomerInquiry } from '@makro/domain/customer-inquiries';
import { ticketPath } from '@makro/domain/tickets';
import { Link } from 'react-router';
import { useRelatedRecords } from '@/features/customer-inquiries/api';
import { InquirySummary } from '@/features/customer-inquiries/format';
import { formatDate, formatDateTime } from '@/lib/dates';
import { SentReply } from '@/ui/rich-text-reply';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title} ({count >= RELATED_LIMIT ? `latest ${RELATED_LIMIT}` : count})
      </Text>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          None for this e-mail address.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={150} type="auto" offsetScrollbars>
          <Stack gap={2}>{children}</Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function Line({ to, label, detail }: { to: string; label: string; detail: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={to} size="sm" ff="monospace">
        {label}
      </Anchor>
      <Text size="xs" c="dimmed" truncate="end">
        {detail}
      </Text>
    </Group>
  );
}

/** The customer's orders, RMA requests and tickets found by the inquiry's e-mail, each a link to its page. */
function RelatedRecords({ inquiry }: { inquiry: CustomerInquiry }) {
  const related = useRelatedRecords(inquiry.id);
  if (related.isPending) return <Loader size="sm" aria-label="Loading the customer's records" />;
  if (related.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {related.error.message}
      </Text>
    );
  const { orders, rmas, tickets } = related.data;
  return (
    <Stack gap="sm" data-testid="related-records">
      <Section title="Orders" count={orders.length}>
        {orders.map((order) => (
          <Line
            key={`${order.shop}-${order.number}`}
            to={`/order-tickets?keyword=${encodeURIComponent(order.number)}`}
            label={`#${order.number}`}
            detail={`${order.shop.toUpperCase()} · ${order.status} · $${order.total} · ${formatDate(order.date_created)}`}
          />
        ))}
      </Section>
      <Section title="RMA requests" count={rmas.length}>
        {rmas.map((rma) => (
          <Line
            key={rma.rma_number}
            to={`/rma-tickets?keyword=${encodeURIComponent(rma.rma_number)}`}
            label={rma.rma_number}
            detail={`${rma.approval_status} · ${rma.status} · order #${rma.original_order_number} · ${formatDate(rma.created_at)}`}
          />
        ))}
      </Section>
      <Section title="Tickets" count={tickets.length}>
        {tickets.map((ticket) => (
          <Line
            key={ticket.ticket_number}
            to={ticketPath(ticket.ticket_type, ticket.ticket_number)}
            label={ticket.ticket_number}
            detail={`${ticket.ticket_type} · ${ticket.status} · ${formatDate(ticket.created_at)}`}
          />
        ))}
      </Section>
    </Stack>
  );
}

/** Read-only: the inquiry, the reply sent (the server's sanitised HTML), and the customer's other records. */
export function InquiryDetailsModal({ inquiry, onClose }: { inquiry: CustomerInquiry | null; onClose: () => void }) {
  return (
    <Modal opened={inquiry !== null} onClose={onClose} title="Customer Inquiry" size="lg" centered>
      {inquiry && (
        <Stack gap="md">
          <InquirySummary inquiry={inquiry} withStatus />
          <Divider />
          {inquiry.replied_at && inquiry.email_reply ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Reply sent {formatDateTime(inquiry.replied_at)}
                {inquiry.replied_by ? ` by ${inquiry.replied_by.name}` : ''}
              </Text>
              <SentReply html={inquiry.email_reply} />
            </Stack>
          ) : (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                No reply has been sent yet.
              </Text>
              {inquiry.reply_pending && (
                <Badge color="blue" variant="light">
                  Reply queued
                </Badge>
              )}
            </Group>
          )}
          <Divider label="The customer's records" labelPosition="left" />
          <RelatedRecords inquiry={inquiry} />
        </Stack>
      )}
    </Modal>
  );
}
