import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { createBin } from '@makro/domain/inventory';
import { useBins, useCreateBin, type BinRow } from '@/features/inventory/bins-api';
import { LabelGrid, PrintSheet, type LabelData } from '@/features/inventory/qr-tags/qr-labels';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

const binLabel = (bin: BinRow): LabelData => ({ code: bin.code, subtitle: bin.name });

function CreateBinForm({ onCreated }: { onCreated: (bin: BinRow) => void }) {
  const create = useCreateBin();
  const form = useContractForm(createBin.body, { initialValues: { location: { code: 'BIN-', name: '' } } });
  const submit = form.onSubmit(async (values) => {
    try {
      const { location } = await create.mutateAsync(values);
      toast('success', `${location.code} created.`, 'Bin created');
      form.reset();
      onCreated(location);
    } catch (error) {
      if (markServerErrors(form, error)) return;
      toast('error', `The bin could not be created: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={6} mb="xs">
        New bin
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Code"
            w={{ base: '100%', xs: 180 }}
            autoComplete="off"
            {...form.getInputProps('location.code')}
          />
          <TextInput
            label="Name"
            w={{ base: '100%', xs: 260 }}
            autoComplete="off"
            {...form.getInputProps('location.name')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
          >
            Create bin
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** Create bins and print labels (QR of the bin code, the code and the name) for the ones chosen. */
export function BinLabelsTab({ active }: { active: boolean }) {
  const locations = useBins(active);
  const [chosen, setChosen] = useState<string[]>([]);
  const bins = locations.data?.locations ?? [];
  const labels = bins.filter((bin) => chosen.includes(bin.code)).map(binLabel);
  const allChosen = bins.length > 0 && chosen.length === bins.length;

  return (
    <Stack gap="md">
      <CreateBinForm onCreated={(bin) => setChosen((current) => [...current, bin.code])} />
      {locations.isError && <Alert color="red">The bins could not be loaded: {locations.error.message}</Alert>}
      <Group justify="space-between" wrap="wrap">
        <Checkbox
          label={`All bins (${bins.length})`}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={() => setChosen(allChosen ? [] : bins.map((bin) => bin.code))}
          disabled={bins.length === 0}
        />
        <Button
          variant="light"
          leftSection={<IconPrinter size={16} />}
          disabled={labels.length === 0}
          onClick={() => window.print()}
        >
          Print {labels.length || ''} label{labels.length === 1 ? '' : 's'}
        </Button>
      </Group>
      {bins.length === 0 && !locations.isPending ? (
        <Text size="sm" c="dimmed">
          No bins yet: create the first one above.
        </Text>
      ) : (
        <Checkbox.Group value={chosen} onChange={setChosen} aria-label="Bins to print">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
            {bins.map((bin) => (
              <Checkbox
                key={bin.code}
                value={bin.code}
                label={`${bin.code} · ${bin.name}`}
                description={`${bin.item_count} item${bin.item_count === 1 ? '' : 's'}`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      {labels.length > 0 && <LabelGrid labels={labels} />}
      {active && labels.length > 0 && (
        <PrintSheet>
          <LabelGrid labels={labels} />
        </PrintSheet>
      )}
    </Stack>
  );
}
