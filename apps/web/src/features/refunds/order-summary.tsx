import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { RefundQuote } from '@makro/domain/refunds';
import { money } from '@/features/refunds/format';
import { SummaryLine } from '@/ui/summary-line';

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
          <SummaryLine label="Order #" value={quote.order_number} />
          <SummaryLine label="Customer" value={quote.customer_name} />
          {quote.part_numbers.length > 0 && <SummaryLine label="Part Numbers" value={quote.part_numbers.join(', ')} />}
          <SummaryLine label="Order Total" value={money(quote.order_total)} />
          <SummaryLine label="Already Refunded" value={money(quote.refunded)} />
          <SummaryLine label="Refundable" value={money(quote.refundable)} strong />
          {quote.rental && (
            <>
              <SummaryLine label="Days Rented" value={String(quote.rental.days)} />
              <SummaryLine label="Rental Fee" value={money(quote.rental.fee)} />
              <SummaryLine label="Rental Refund Amount" value={money(quote.rental.refund_amount)} strong />
            </>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}
