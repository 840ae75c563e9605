import { Button, Divider, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconScan } from '@tabler/icons-react';
import { cleanScannedCode, createBin } from '@makro/domain/inventory';
import { useBins } from '@/features/inventory/bins-api';
import { useContractForm } from '@/lib/contract-form';

/** A bin is chosen by its code, with the rule a new bin's code follows. */
const BinChoice = createBin.body.shape.location.pick({ code: true });

interface LocationModalProps {
  opened: boolean;
  onClose: () => void;
  /** A bin code chosen: the table filters to it. */
  onPick: (code: string) => void;
}

/** 'Search Location': scan a bin's label (a wedge scanner types it and presses Enter) or pick a bin. */
export function LocationModal({ opened, onClose, onPick }: LocationModalProps) {
  const bins = useBins(opened);
  const form = useContractForm(BinChoice, { initialValues: { code: '' } });
  const options = (bins.data?.locations ?? []).map((bin) => ({
    value: bin.code,
    label: `${bin.code} · ${bin.name} (${bin.item_count} item${bin.item_count === 1 ? '' : 's'})`,
  }));
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ code }) => {
    onPick(code);
    close();
  });
  const { code } = form.values;

  return (
    <Modal opened={opened} onClose={close} title="Search Location" centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Scan a bin label"
            description="Scan the bin's QR code, or type its code and press Enter"
            placeholder="BIN-A01"
            leftSection={<IconScan size={16} />}
            {...form.getInputProps('code')}
            // What a scanner types around the code (control characters, a symbology prefix) never reaches the form.
            onChange={(event) => form.setFieldValue('code', cleanScannedCode(event.currentTarget.value))}
            data-autofocus
            autoComplete="off"
          />
          <Divider label="or" labelPosition="center" />
          <Select
            label="Pick a bin"
            placeholder={bins.isPending ? 'Loading bins…' : options.length ? 'Choose a bin' : 'No bins yet'}
            data={options}
            value={options.some((option) => option.value === code) ? code : null}
            onChange={(value) => form.setFieldValue('code', value ?? '')}
            searchable
            nothingFoundMessage="No such bin"
            leftSection={<IconMapPin size={16} />}
            error={bins.isError ? 'The bins could not be loaded' : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!code}>
              Show items
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            The table then lists only the items in that bin.
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
