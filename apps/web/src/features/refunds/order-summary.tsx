import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { RefundQuote } from '@makro/domain/refunds';
import { money } from '@/features/refunds/format';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The order the form refunds, as the server quotes it: who, how much, how much is left (and the rental's fee). */
export function OrderSummary({
  quote,
  loading,
  problem,
}: {
  quote: RefundQuote | undefined;
  loading: boolean;
  /** Why the order could not be looked up, when it is not a field's problem (those show on the field). */
  problem: string | null;
}) {
  if (!quote && !loading && !problem) return null;
  return (
    <Paper withBorder radius="sm" p="sm" role="region" aria-label="Order summary" aria-busy={loading}>
      {loading && !quote ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Looking up the order…
          </Text>
        </Group>
      ) : problem && !quote ? (
        <Text size="sm" c="red" role="alert">
          The order could not be looked up: {problem}
        </Text>
      ) : quote ? (
        <Stack gap={4}>
          <Line label="Order #" value={quote.order_number} />
          <Line label="Customer" value={quote.customer_name} />
          {quote.part_numbers.length > 0 && <Line label="Part Numbers" value={quote.part_numbers.join(', ')} />}
          <Line label="Order Total" value={money(quote.order_total)} />
          <Line label="Already Refunded" value={money(quote.refunded)} />
          <Line label="Refundable" value={money(quote.refundable)} strong />
          {quote.rental && (
            <>
              <Line label="Days Rented" value={String(quote.rental.days)} />
              <Line label="Rental Fee" value={money(quote.rental.fee)} />
              <Line label="Rental Refund Amount" value={money(quote.rental.refund_amount)} strong />
            </>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}
