import { Paper, Select, Stack, Text } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { useBins, type BinRow } from '@/features/inventory/bins-api';
import { ChosenTarget } from '@/features/inventory/scanning/chosen-target';

interface BinPickerProps {
  bin: BinRow | null;
  onChange: (bin: BinRow | null) => void;
  /** What the chosen bin is for, e.g. 'Scanned items go into' */
  purpose: string;
  disabled?: boolean;
}

/** Choose a bin from the list (scanning its BIN- code does the same); once chosen it is shown prominently. */
export function BinPicker({ bin, onChange, purpose, disabled = false }: BinPickerProps) {
  const bins = useBins(bin === null);
  if (bin) {
    return (
      <ChosenTarget
        testId="chosen-bin"
        icon={<IconBox size={30} />}
        purpose={purpose}
        value={bin.code}
        detail={`${bin.name} · ${bin.item_count} ${bin.item_count === 1 ? 'item' : 'items'}`}
        changeLabel="Change bin"
        onChange={() => onChange(null)}
        disabled={disabled}
      />
    );
  }
  const options = (bins.data?.locations ?? []).map((location) => ({
    value: location.code,
    label: `${location.code} · ${location.name}`,
  }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>Scan a bin label (BIN-…) or choose the bin</Text>
        <Select
          label="Bin"
          placeholder={bins.isLoading ? 'Loading bins…' : 'Choose a bin'}
          data={options}
          searchable
          nothingFoundMessage="No bin matches"
          disabled={disabled}
          value={null}
          onChange={(code) => {
            const chosen = bins.data?.locations.find((location) => location.code === code);
            if (!chosen) return;
            // The field gives the focus back so the next keystrokes are scans again.
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
            onChange(chosen);
          }}
          error={bins.isError ? 'The bins could not be loaded; scan a bin label instead.' : undefined}
          maw={420}
        />
      </Stack>
    </Paper>
  );
}
