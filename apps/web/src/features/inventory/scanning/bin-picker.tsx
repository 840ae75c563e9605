import { Button, Group, Paper, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { useBins, type BinRow } from '@/features/inventory/bins-api';

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
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-makro-light)" data-testid="chosen-bin">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="filled" color="makro">
              <IconBox size={30} />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {purpose}
              </Text>
              <Text fw={700} fz={24} ff="monospace" lh={1.2}>
                {bin.code}
              </Text>
              <Text size="sm">
                {bin.name} · {bin.item_count} {bin.item_count === 1 ? 'item' : 'items'}
              </Text>
            </div>
          </Group>
          <Button variant="default" onClick={() => onChange(null)} disabled={disabled}>
            Change bin
          </Button>
        </Group>
      </Paper>
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
