import { Badge, SimpleGrid, Text } from '@mantine/core';
import { INQUIRY_STATUS_LABELS, type CustomerInquiry } from '@makro/domain/customer-inquiries';
import { formatDateTime } from '@/lib/dates';
import { LabelledField as Field } from '@/ui/labelled-field';
import { WHOLE_TEXT } from '@/ui/badge-styles';

export const EMPTY = '—';

const STATUS_COLORS = { waiting: 'orange', answered: 'teal', closed: 'gray' } as const;

export function InquiryStatusBadge({ inquiry }: { inquiry: CustomerInquiry }) {
  const label = inquiry.reply_pending ? 'Reply queued' : INQUIRY_STATUS_LABELS[inquiry.status];
  return (
    <Badge color={inquiry.reply_pending ? 'blue' : STATUS_COLORS[inquiry.status]} variant="light" styles={WHOLE_TEXT}>
      {label}
    </Badge>
  );
}

export function InquiryShopBadge({ source }: { source: CustomerInquiry['source'] }) {
  return (
    <Badge color={source === 'tipm' ? 'indigo' : 'grape'} variant="dot" styles={WHOLE_TEXT}>
      {source.toUpperCase()}
    </Badge>
  );
}

/** Who wrote, from which shop, about what, and their message as they sent it (plain text). */
export function InquirySummary({ inquiry, withStatus = false }: { inquiry: CustomerInquiry; withStatus?: boolean }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Field label="Name">{inquiry.name}</Field>
        <Field label="E-mail">{inquiry.email}</Field>
        <Field label="Phone">{inquiry.phone ?? EMPTY}</Field>
        <Field label="Shop">
          <InquiryShopBadge source={inquiry.source} />
        </Field>
        <Field label="Order Number">{inquiry.order_number ?? EMPTY}</Field>
        <Field label="Received">{formatDateTime(inquiry.created_at)}</Field>
        {withStatus && (
          <Field label="Status">
            <InquiryStatusBadge inquiry={inquiry} />
          </Field>
        )}
      </SimpleGrid>
      <Text size="sm" fw={600} mt="md">
        {inquiry.subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inquiry-message">
        {inquiry.message}
      </Text>
    </>
  );
}
