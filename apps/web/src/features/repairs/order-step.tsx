import {
  Alert,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  PAYMENT_TERMS_DAYS,
  REPAIR_SERVICE_TYPES,
  VK2_FIRMWARE,
  issuesFor,
  repairDueDate,
  type PaymentTermsDays,
  type RepairServiceType,
} from '@makro/domain/repairs';
import { VIN_LENGTH, cleanVinInput, type VinDecoded } from '@makro/domain/vin-decoder';
import { VehicleFields } from '@/features/repairs/vehicle-fields';
import { changeOrder, valuesOf, type WizardForm } from '@/features/repairs/wizard-form';
import { LABELS, afterTypeChange } from '@/features/repairs/wizard-model';
import { businessToday, formatCalendarDay } from '@/lib/dates';

const TYPE_OPTIONS = REPAIR_SERVICE_TYPES.map((type) => ({ value: type.id, label: type.label }));
const FIRMWARE_OPTIONS = VK2_FIRMWARE.map((entry) => ({ value: entry.code, label: `${entry.code} / ${entry.pair}` }));
const TERMS_OPTIONS = PAYMENT_TERMS_DAYS.map((days) => ({ value: String(days), label: `${days} days` }));

/** What the decoder said about the VIN, under the field: the vehicle, or why it may be wrong. */
function VinNote({ decoded, loading }: { decoded: VinDecoded | null; loading: boolean }) {
  if (loading)
    return (
      <Text fz="xs" c="dimmed">
        Decoding the VIN…
      </Text>
    );
  if (!decoded) return null;
  const vehicle = [decoded.model_year, decoded.make, decoded.model].filter(Boolean).join(' ');
  return (
    <Stack gap={4}>
      {vehicle && (
        <Text fz="xs" c="teal.7" fw={600}>
          {vehicle}
        </Text>
      )}
      {decoded.warnings.map((warning) => (
        <Group key={warning} gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden="true" />
          <Text fz="xs" c="orange.8">
            {warning}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Step 2, Order Info (spec part 2 §2): the vehicle or the VK2 firmware, the price, the terms and what is wrong. */
export function OrderStep({
  form,
  mode,
  decoded,
  decoding,
}: {
  form: WizardForm;
  mode: 'staff' | 'public';
  decoded: VinDecoded | null;
  decoding: boolean;
}) {
  const { order } = valuesOf(form);
  const type = order.repair_type;
  const terms = order.terms as PaymentTermsDays;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={LABELS.vin}
          description={`Optional · ${order.vin.length}/${VIN_LENGTH}`}
          placeholder="Type or scan the 17 characters"
          autoComplete="off"
          maxLength={VIN_LENGTH}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('order.vin')}
          onChange={(event) =>
            changeOrder(form, { vin: cleanVinInput(event.currentTarget.value).slice(0, VIN_LENGTH) })
          }
        />
        <Select
          label={LABELS.repair_type}
          required
          searchable
          selectFirstOptionOnChange
          allowDeselect={false}
          placeholder="TIPM, ECM or VK2-C3812"
          data={TYPE_OPTIONS}
          {...form.getInputProps('order.repair_type')}
          onChange={(value) => {
            changeOrder(form, afterTypeChange(valuesOf(form).order, value as RepairServiceType | null));
            form.clearErrors();
          }}
        />
      </SimpleGrid>
      <VinNote decoded={decoded} loading={decoding} />
      {type === 'vk2' ? (
        <Select
          label={LABELS.firmware}
          required
          searchable
          selectFirstOptionOnChange
          placeholder="The module's firmware code"
          data={FIRMWARE_OPTIONS}
          {...form.getInputProps('order.firmware')}
        />
      ) : type ? (
        <VehicleFields form={form} decoded={decoded} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={LABELS.engine}
          description="Optional"
          step={0.1}
          min={0.1}
          max={20}
          decimalScale={1}
          {...form.getInputProps('order.engine')}
          onChange={(value) => changeOrder(form, { engine: value === '' ? '' : String(value) })}
        />
        <NumberInput
          label={LABELS.subtotal}
          required
          step={0.01}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
          thousandSeparator=","
          {...form.getInputProps('order.subtotal')}
        />
        <Select
          label={LABELS.terms}
          required
          allowDeselect={false}
          data={TERMS_OPTIONS}
          description={`Due ${formatCalendarDay(repairDueDate(businessToday(), terms))}`}
          {...form.getInputProps('order.terms')}
          value={String(order.terms)}
          onChange={(value) => {
            changeOrder(form, { terms: Number(value) });
            if (mode === 'staff') form.setFieldValue('overrides.due_date', '');
          }}
        />
      </SimpleGrid>
      <MultiSelect
        label={LABELS.issues}
        required
        searchable
        selectFirstOptionOnChange
        clearable
        placeholder={type ? 'Choose every issue that applies' : 'Choose the repair type first'}
        disabled={!type}
        data={type ? [...issuesFor(type)] : []}
        {...form.getInputProps('order.issues')}
      />
      <Textarea
        label={LABELS.description}
        required
        rows={4}
        resize="vertical"
        placeholder="What happens, since when, and what was already tried"
        {...form.getInputProps('order.description')}
      />
      {mode === 'staff' && (
        <TextInput
          label={LABELS.po_number}
          description="Optional"
          maxLength={60}
          {...form.getInputProps('order.po_number')}
        />
      )}
      {type === null && (
        <Alert variant="light" color="gray" icon={<IconAlertTriangle size={16} />}>
          Choose the repair type to see the vehicle or firmware fields and the issue list.
        </Alert>
      )}
    </Stack>
  );
}
