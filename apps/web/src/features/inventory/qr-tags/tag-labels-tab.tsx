import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { NewTags, UNKNOWN_PART_NUMBER, type CatalogTag } from '@makro/domain/inventory';
import { useCreateTags } from '@/features/inventory/qr-tags/api';
import { LabelGrid, PrintSheet, type LabelData } from '@/features/inventory/qr-tags/qr-labels';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/dates';

const tagLabel = (tag: CatalogTag): LabelData => ({
  code: tag.serial_number,
  subtitle: tag.part_number,
  meta: tag.module_type ? `Type ${tag.module_type}` : undefined,
});

const isUnknownPart = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === UNKNOWN_PART_NUMBER;

/** Asks before a part number nobody knows becomes a catalogue part: a typo would otherwise stay there. */
function confirmNewPart(tags: NewTags): Promise<boolean> {
  return new Promise((answer) =>
    modals.openConfirmModal({
      title: 'Add a new part to the catalogue?',
      centered: true,
      size: 'lg',
      children: (
        <Text size="sm">
          <b>{tags.part_number}</b> is not in the catalogue. Add it as a new part and generate {tags.quantity} tag
          {tags.quantity === 1 ? '' : 's'} for it?
        </Text>
      ),
      labels: { confirm: 'Add part and generate tags', cancel: 'No, check the number' },
      onConfirm: () => answer(true),
      // Cancel, Escape and the close button all close it; after a confirm the answer is already given.
      onClose: () => answer(false),
    }),
  );
}

/** Choose a part number and a quantity: Makro allocates the serials, the page shows printable labels. */
export function TagLabelsTab({ active }: { active: boolean }) {
  const create = useCreateTags();
  const [tags, setTags] = useState<CatalogTag[]>([]);
  const form = useContractForm(NewTags, { initialValues: { part_number: '', quantity: 10 } });

  const generate = async (values: NewTags): Promise<CatalogTag[] | null> => {
    try {
      return (await create.mutateAsync(values)).tags;
    } catch (error) {
      if (isUnknownPart(error) && !values.confirm_new_part && (await confirmNewPart(values))) {
        return generate({ ...values, confirm_new_part: true });
      }
      markServerErrors(form, error);
      return null;
    }
  };
  const submit = form.onSubmit(async (values) => {
    const created = await generate(values);
    if (created) setTags(created);
  });

  const labels = tags.map(tagLabel);
  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Part number"
            placeholder="68224500AC"
            w={{ base: '100%', xs: 240 }}
            autoComplete="off"
            {...form.getInputProps('part_number')}
          />
          <NumberInput
            label="Quantity"
            min={1}
            max={500}
            clampBehavior="strict"
            allowDecimal={false}
            w={{ base: '100%', xs: 120 }}
            {...form.getInputProps('quantity')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconQrcode size={16} />}
            loading={create.isPending}
          >
            Generate tags
          </Button>
        </Group>
      </form>
      {create.isError && !isUnknownPart(create.error) && (
        <Alert color="red" title="The tags could not be generated">
          {create.error.message}
        </Alert>
      )}
      {labels.length > 0 && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {labels.length} new tag{labels.length === 1 ? '' : 's'} for <b>{tags[0]?.part_number}</b>, registered in
              the catalogue {tags[0] ? formatDateTime(tags[0].created_at) : ''}.
            </Text>
            <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
          <LabelGrid labels={labels} />
          {active && (
            <PrintSheet>
              <LabelGrid labels={labels} />
            </PrintSheet>
          )}
        </>
      )}
    </Stack>
  );
}
