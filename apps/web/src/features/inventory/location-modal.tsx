import { useState } from 'react';
import { Button, Divider, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconScan } from '@tabler/icons-react';
import { cleanScannedCode, isBinCode } from '@makro/domain/inventory';
import { useBins } from '@/features/inventory/bins-api';

interface LocationModalProps {
  opened: boolean;
  onClose: () => void;
  /** A bin code chosen: the table filters to it. */
  onPick: (code: string) => void;
}

/** 'Search Location': scan a bin's label (a wedge scanner types it and presses Enter) or pick a bin. */
export function LocationModal({ opened, onClose, onPick }: LocationModalProps) {
  const locations = useBins(opened);
  const [scanned, setScanned] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const code = cleanScannedCode(scanned);
  const scanError = code && !isBinCode(code) ? 'Bin codes look like BIN-A01' : null;

  const choose = (value: string) => {
    onPick(value);
    setScanned('');
    setPicked(null);
    onClose();
  };

  const options = (locations.data?.locations ?? []).map((bin) => ({
    value: bin.code,
    label: `${bin.code} · ${bin.name} (${bin.item_count} item${bin.item_count === 1 ? '' : 's'})`,
  }));

  return (
    <Modal opened={opened} onClose={onClose} title="Search Location" centered>
      <Stack gap="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code && !scanError) choose(code);
          }}
        >
          <TextInput
            label="Scan a bin label"
            description="Scan the bin's QR code, or type its code and press Enter"
            placeholder="BIN-A01"
            leftSection={<IconScan size={16} />}
            value={scanned}
            onChange={(event) => setScanned(event.currentTarget.value)}
            error={scanError}
            data-autofocus
            autoComplete="off"
          />
        </form>
        <Divider label="or" labelPosition="center" />
        <Select
          label="Pick a bin"
          placeholder={locations.isPending ? 'Loading bins…' : options.length ? 'Choose a bin' : 'No bins yet'}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage="No such bin"
          leftSection={<IconMapPin size={16} />}
          error={locations.isError ? 'The bins could not be loaded' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              const value = picked ?? (code && !scanError ? code : null);
              if (value) choose(value);
            }}
            disabled={!picked && (!code || scanError !== null)}
          >
            Show items
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          The table then lists only the items in that bin.
        </Text>
      </Stack>
    </Modal>
  );
}
