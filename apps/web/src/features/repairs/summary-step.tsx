import '@mantine/dates/styles.css';
import { Divider, Group, Loader, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  VK2_ITEM_NAME,
  repairDueDate,
  repairItemName,
  repairTotal,
  taxAmount,
  type PaymentTermsDays,
} from '@makro/domain/repairs';
import { valuesOf, type WizardForm } from '@/features/repairs/wizard-form';
import { LABELS } from '@/features/repairs/wizard-model';
import { businessToday, formatCalendarDay } from '@/lib/dates';
import { SummaryLine } from '@/ui/summary-line';

/** The shop's tax as step 3 last asked for it (spec part 2 §4: reaching step 3 resets it to 0 and asks again). */
export interface TaxState {
  amount: string;
  percent: string;
  loading: boolean;
}

const money = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** The totals the summary shows: the shop's tax, or the staff member's percent of the subtotal. */
export function summaryTotals(form: WizardForm, tax: TaxState) {
  const { order, overrides } = valuesOf(form);
  const subtotal = Number(order.subtotal || 0).toFixed(2);
  const ownPercent = overrides.tax_percent.trim();
  const amount = ownPercent ? taxAmount(subtotal, ownPercent) : tax.amount;
  const percent = ownPercent ? Number(ownPercent).toFixed(2) : tax.percent;
  const dueDate = overrides.due_date || repairDueDate(businessToday(), order.terms as PaymentTermsDays);
  return { subtotal, amount, percent, total: repairTotal(subtotal, amount), dueDate };
}

/** Step 3, Order Summary (spec part 2 §2): the item, the money and when it is due; staff may set tax and due date. */
export function SummaryStep({ form, mode, tax }: { form: WizardForm; mode: 'staff' | 'public'; tax: TaxState }) {
  const { order, overrides } = valuesOf(form);
  const totals = summaryTotals(form, tax);
  const item =
    order.repair_type === 'vk2' ? VK2_ITEM_NAME : repairItemName({ type: order.repair_type ?? 'tipm', ...order });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" role="region" aria-label="Order summary">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{item}</Text>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              1 × {money(totals.subtotal)}
            </Text>
          </Group>
          {order.vin && <SummaryLine label="VIN" value={order.vin} />}
          {order.repair_type === 'vk2' && <SummaryLine label="Firmware" value={order.firmware} />}
          <SummaryLine label="Issues" value={order.issues.join(', ')} />
          <Text size="sm" c="dimmed">
            Failure Description
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {order.description}
          </Text>
          <Divider my={4} />
          <SummaryLine label="Subtotal" value={money(totals.subtotal)} />
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Tax ({totals.percent}%)
            </Text>
            {tax.loading && !overrides.tax_percent ? (
              <Loader size="xs" aria-label="Calculating the tax" />
            ) : (
              <Text size="sm" fw={500}>
                {money(totals.amount)}
              </Text>
            )}
          </Group>
          <SummaryLine label="Total" value={money(totals.total)} strong />
          <SummaryLine label="Payment Terms" value={`${order.terms} days`} />
          <SummaryLine label="Due Date" value={formatCalendarDay(totals.dueDate)} />
        </Stack>
      </Paper>
      {mode === 'staff' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={LABELS.tax_percent}
            description="Leave empty for the shop's tax"
            min={0}
            max={99.999}
            step={0.25}
            decimalScale={3}
            suffix="%"
            clampBehavior="none"
            {...form.getInputProps('overrides.tax_percent')}
            onChange={(value) => form.setFieldValue('overrides.tax_percent', value === '' ? '' : String(value))}
          />
          <DatePickerInput
            label={LABELS.due_date}
            valueFormat="MMM D, YYYY"
            minDate={businessToday()}
            {...form.getInputProps('overrides.due_date')}
            value={totals.dueDate}
            onChange={(value) => form.setFieldValue('overrides.due_date', value ?? '')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
