import { useEffect, useRef } from 'react';
import { Loader, Select, SimpleGrid, TextInput } from '@mantine/core';
import { REPAIR_MESSAGES, type VehicleMake } from '@makro/domain/repairs';
import type { VinDecoded } from '@makro/domain/vin-decoder';
import { useVehicleMakes, useVehicleModels } from '@/features/repairs/api';
import { changeOrder, valuesOf, type WizardForm } from '@/features/repairs/wizard-form';
import { LABELS } from '@/features/repairs/wizard-model';
import { toast } from '@/lib/notify';

const sameName = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
const EARLIEST_YEAR = 1981;
const FREE_TEXT_YEARS = Array.from({ length: new Date().getFullYear() + 2 - EARLIEST_YEAR }, (_, index) =>
  String(new Date().getFullYear() + 1 - index),
);

/** The makes listed for a year (all of them before a year is chosen), by name. */
const makesFor = (makes: VehicleMake[], year: number | null) =>
  year === null ? makes : makes.filter((make) => make.years.includes(year));

/**
 * Year, Make and Model from the shop's vehicle categories (spec part 2 §4): the years of every make, a year
 * narrowing the makes, a make loading its models. Without lists from the shop, make and model are typed. A decoded
 * VIN fills year and make while they are empty; the person can still change them.
 */
export function VehicleFields({ form, decoded }: { form: WizardForm; decoded: VinDecoded | null }) {
  const { order } = valuesOf(form);
  const type = order.repair_type;
  const makes = useVehicleMakes(type);
  const models = useVehicleModels(type, order.make_id);
  const listed = makes.data && makes.data.makes.length > 0 ? makes.data : null;
  const freeText = makes.isError || (makes.isSuccess && !listed);

  useEffect(() => {
    if (makes.isError) toast('error', REPAIR_MESSAGES.categoriesFailed);
  }, [makes.isError]);
  const toastedMake = useRef<number | null>(null);
  useEffect(() => {
    if (order.make_id === null || toastedMake.current === order.make_id) return;
    if (models.isError) toast('error', REPAIR_MESSAGES.modelsFailed(order.make || null));
    else if (models.isSuccess && models.data.models.length === 0) toast('error', REPAIR_MESSAGES.noModels(order.make));
    else return;
    toastedMake.current = order.make_id;
  }, [models.isError, models.isSuccess, models.data, order.make_id, order.make]);

  // A decoded VIN fills what is still empty: the year, then the make if the shop lists it for that year.
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!decoded || filledFrom.current === decoded.vin || (!listed && !freeText)) return;
    filledFrom.current = decoded.vin;
    const current = valuesOf(form).order;
    const year = current.year ?? decoded.model_year;
    const changes: Partial<typeof current> = {};
    if (current.year === null && decoded.model_year && (freeText || listed!.years.includes(decoded.model_year)))
      changes.year = decoded.model_year;
    if (!current.make && decoded.make) {
      const make = listed
        ? makesFor(listed.makes, year).find((candidate) => sameName(decoded.make, candidate.name))
        : null;
      if (make) Object.assign(changes, { make_id: make.id, make: make.name, model_id: null, model: '' });
      else if (freeText) changes.make = decoded.make;
    }
    if (Object.keys(changes).length > 0) changeOrder(form, changes);
  }, [decoded, listed, freeText, form]);

  const loading = makes.isFetching ? <Loader size="xs" aria-label="Loading the makes" /> : null;
  if (freeText)
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={LABELS.year}
          required
          searchable
          selectFirstOptionOnChange
          data={FREE_TEXT_YEARS}
          {...form.getInputProps('order.year')}
          value={order.year === null ? null : String(order.year)}
          onChange={(value) => changeOrder(form, { year: value ? Number(value) : null })}
        />
        <TextInput label={LABELS.make} required maxLength={80} {...form.getInputProps('order.make')} />
        <TextInput label={LABELS.model} required maxLength={80} {...form.getInputProps('order.model')} />
      </SimpleGrid>
    );

  const yearOptions = (listed?.years ?? []).map(String).reverse();
  const makeOptions = makesFor(listed?.makes ?? [], order.year).map((make) => ({
    value: String(make.id),
    label: make.name,
  }));
  const modelOptions = (models.data?.models ?? []).map((model) => ({ value: String(model.id), label: model.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label={LABELS.year}
        required
        searchable
        selectFirstOptionOnChange
        placeholder="Year"
        data={yearOptions}
        rightSection={loading}
        {...form.getInputProps('order.year')}
        value={order.year === null ? null : String(order.year)}
        onChange={(value) =>
          changeOrder(form, { year: value ? Number(value) : null, make_id: null, make: '', model_id: null, model: '' })
        }
      />
      <Select
        label={LABELS.make}
        required
        searchable
        selectFirstOptionOnChange
        placeholder={order.year ? `Makes of ${order.year}` : 'Make'}
        data={makeOptions}
        rightSection={loading}
        nothingFoundMessage="No make of that year"
        {...form.getInputProps('order.make')}
        value={order.make_id === null ? null : String(order.make_id)}
        onChange={(value) => {
          const make = listed?.makes.find((candidate) => String(candidate.id) === value);
          changeOrder(form, { make_id: make?.id ?? null, make: make?.name ?? '', model_id: null, model: '' });
        }}
      />
      <Select
        label={LABELS.model}
        required
        searchable
        selectFirstOptionOnChange
        placeholder={order.make ? `Models of ${order.make}` : 'Choose a make first'}
        disabled={order.make_id === null}
        data={modelOptions}
        rightSection={models.isFetching ? <Loader size="xs" aria-label="Loading the models" /> : null}
        {...form.getInputProps('order.model')}
        value={order.model_id === null ? null : String(order.model_id)}
        onChange={(value) => {
          const model = models.data?.models.find((candidate) => String(candidate.id) === value);
          changeOrder(form, { model_id: model?.id ?? null, model: model?.name ?? '' });
        }}
      />
    </SimpleGrid>
  );
}
