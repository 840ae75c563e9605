import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import type { CatalogTag } from '@makro/domain/inventory';
import { useCreateTags } from '@/features/inventory/qr-tags/api';
import { LabelGrid, PrintSheet, type LabelData } from '@/features/inventory/qr-tags/qr-labels';
import { formatDateTime } from '@/lib/dates';

export const MAX_TAGS = 500;

export const tagLabel = (tag: CatalogTag): LabelData => ({
  code: tag.serial_number,
  subtitle: tag.part_number,
  meta: tag.module_type ? `Type ${tag.module_type}` : undefined,
});

/** Choose a part number and a quantity: Makro allocates the serials, the page shows printable labels. */
export function TagLabelsTab({ active }: { active: boolean }) {
  const create = useCreateTags();
  const [tags, setTags] = useState<CatalogTag[]>([]);
  const form = useForm({
    initialValues: { part_number: '', quantity: 10 as number | string },
    validate: {
      part_number: (value) => (value.trim() ? null : 'Enter a part number'),
      quantity: (value) => {
        const count = Number(value);
        return Number.isInteger(count) && count >= 1 && count <= MAX_TAGS ? null : `From 1 to ${MAX_TAGS}`;
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const { tags: created } = await create.mutateAsync({
        part_number: values.part_number.trim().toUpperCase(),
        quantity: Number(values.quantity),
      });
      setTags(created);
    } catch {
      // Shown below from the mutation's error.
    }
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
            max={MAX_TAGS}
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
      {create.isError && (
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
