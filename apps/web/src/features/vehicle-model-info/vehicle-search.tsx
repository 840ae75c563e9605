import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBarcode, IconSearch } from '@tabler/icons-react';
import { VEHICLE_INFO_MESSAGES } from '@makro/domain/vehicle-model-info';
import { VIN_LENGTH, cleanVinInput, isDecodableVin, vinStructureMessage } from '@makro/domain/vin-decoder';
import { useVehicleCategories } from '@/features/vehicle-model-info/api';

export interface VehicleChoice {
  year: string;
  make: string;
  model: string;
}

/** Year, make and model selects from the shops' vehicle categories; a make clears the model, a year narrows the makes. */
export function VehicleSelects({
  value,
  onChange,
}: {
  value: VehicleChoice;
  onChange: (change: VehicleChoice) => void;
}) {
  const categories = useVehicleCategories();
  const data = categories.data;
  const year = value.year ? Number(value.year) : null;
  const makes = (data?.makes ?? []).filter((make) => year === null || make.years.includes(year));
  const make = data?.makes.find((candidate) => candidate.name === value.make);
  const loading = categories.isPending;
  return (
    <Stack gap="xs">
      <Group gap="sm" grow wrap="wrap" align="flex-start">
        <Select
          label="Year"
          placeholder={loading ? 'Loading…' : 'Any year'}
          data={[...(data?.years ?? [])].reverse().map(String)}
          value={value.year || null}
          onChange={(next) => onChange({ ...value, year: next ?? '' })}
          searchable
          clearable
          disabled={!data}
          miw={140}
        />
        <Select
          label="Make"
          placeholder={loading ? 'Loading…' : 'Pick a make'}
          data={makes.map((candidate) => candidate.name)}
          value={value.make || null}
          onChange={(next) => onChange({ ...value, make: next ?? '', model: '' })}
          searchable
          clearable
          disabled={!data}
          nothingFoundMessage="No make lists this year"
          miw={180}
        />
        <Select
          label="Model"
          placeholder={make ? 'Any model' : 'Pick a make first'}
          data={make?.models ?? []}
          value={value.model || null}
          onChange={(next) => onChange({ ...value, model: next ?? '' })}
          searchable
          clearable
          disabled={!make}
          miw={180}
        />
      </Group>
      {categories.isError && (
        <Text c="red" size="sm" role="alert">
          {categories.error.message || VEHICLE_INFO_MESSAGES.categoriesFailed}
        </Text>
      )}
    </Stack>
  );
}

/** A VIN typed, pasted or scanned; it is looked up on Enter or as soon as all 17 characters are in. */
export function VinSearch({ defaultValue, onSearch }: { defaultValue: string; onSearch: (vin: string) => void }) {
  const [text, setText] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const take = (raw: string, submitted: boolean) => {
    const vin = cleanVinInput(raw);
    setText(vin);
    setError(null);
    if (isDecodableVin(vin)) onSearch(vin);
    else if (submitted || vin.length >= VIN_LENGTH) setError(vin ? `VIN ${vinStructureMessage(vin)}` : 'Enter a VIN.');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    take(text, true);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="VIN"
        placeholder="1C4RJFAG0FC625797"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => take(event.currentTarget.value, false)}
        description={`${text.length}/${VIN_LENGTH} characters: it is decoded as soon as all ${VIN_LENGTH} are in.`}
        error={error}
        leftSection={<IconBarcode size={18} />}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Decode VIN">
            <IconSearch size={18} />
          </ActionIcon>
        }
        styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.08em' } }}
      />
    </form>
  );
}

export function Unavailable({ shops }: { shops: readonly string[] }) {
  if (shops.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" mb="sm">
      {VEHICLE_INFO_MESSAGES.shopUnavailable(shops.map((shop) => shop.toUpperCase()).join(' and '))}
    </Alert>
  );
}
