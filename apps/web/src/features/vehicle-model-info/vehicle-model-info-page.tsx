import { Alert, Badge, Card, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCar, IconSearch } from '@tabler/icons-react';
import { getHardwareInfo } from '@makro/domain/hardware-info';
import { grants } from '@makro/domain/shared';
import {
  FITMENT_PAGE_SIZE,
  VEHICLE_INFO_MESSAGES,
  type Fitment,
  type VinVehicle,
} from '@makro/domain/vehicle-model-info';
import { useFitments, useVehicleVin, type FitmentSearch } from '@/features/vehicle-model-info/api';
import { fitmentColumns } from '@/features/vehicle-model-info/fitment-columns';
import { Unavailable, VehicleSelects, VinSearch } from '@/features/vehicle-model-info/vehicle-search';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable, TableEmptyState } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { DebouncedSearchInput } from '@/ui/search-input';

/** The search, kept in the URL: by part number, by vehicle (year, make, model) or by VIN. */
const FILTERS = { by: 'part', part_number: '', year: '', make: '', model: '', vin: '' };
type Filters = typeof FILTERS;
type SearchBy = 'part' | 'vehicle' | 'vin';
const SEARCH_BY: { value: SearchBy; label: string }[] = [
  { value: 'part', label: 'By part number' },
  { value: 'vehicle', label: 'By vehicle' },
  { value: 'vin', label: 'By VIN' },
];

const searchByOf = (value: string): SearchBy =>
  SEARCH_BY.some((option) => option.value === value) ? (value as SearchBy) : 'part';

/** What the table asks for, or null when the search is not complete yet. */
function fitmentSearch(
  by: SearchBy,
  filters: Filters,
  page: number,
  vinVehicle: VinVehicle | null,
): FitmentSearch | null {
  const paging = { page, per_page: FITMENT_PAGE_SIZE };
  if (by === 'part') return filters.part_number.trim() ? { ...paging, part_number: filters.part_number.trim() } : null;
  if (by === 'vehicle') {
    const vehicle = {
      year: filters.year ? Number(filters.year) : undefined,
      make: filters.make || undefined,
      model: filters.model || undefined,
    };
    return vehicle.year || vehicle.make || vehicle.model ? { ...paging, ...vehicle } : null;
  }
  if (!vinVehicle?.make) return null;
  return {
    ...paging,
    year: vinVehicle.year ?? undefined,
    make: vinVehicle.make,
    model: vinVehicle.model ?? undefined,
  };
}

const vehicleLabel = (vehicle: { year?: number | string | null; make?: string | null; model?: string | null }) =>
  [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');

function VinAnswer({ vin }: { vin: ReturnType<typeof useVehicleVin> }) {
  if (vin.isFetching && !vin.data)
    return (
      <Group gap="xs" mt="sm">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Decoding…
        </Text>
      </Group>
    );
  if (vin.isError)
    return (
      <Alert color="red" variant="light" mt="sm" title="The VIN could not be decoded">
        {vin.error.message}
      </Alert>
    );
  const answer = vin.data;
  if (!answer) return null;
  const decoded = answer.vin;
  const name =
    vehicleLabel({ year: decoded.model_year, make: decoded.make, model: decoded.model }) || 'Unknown vehicle';
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="xs">
        <IconCar size={18} />
        <Text fw={600} data-testid="vin-vehicle">
          {name}
          {decoded.trim ? ` ${decoded.trim}` : ''}
        </Text>
        {!decoded.check_digit.valid && (
          <Badge color="yellow" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            Check digit warning
          </Badge>
        )}
      </Group>
      {decoded.warnings.map((warning) => (
        <Text key={warning} size="xs" c="dimmed">
          {warning}
        </Text>
      ))}
      {answer.vehicle.make ? (
        <Text size="sm" c="dimmed">
          Part numbers the shops list for {vehicleLabel(answer.vehicle)}
          {answer.vehicle.model ? '' : ' (every model: the shops have no category for this model)'}:
        </Text>
      ) : (
        <Alert color="yellow" variant="light">
          {VEHICLE_INFO_MESSAGES.vinUnmatched(name)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /vehicle-model-information: the shops' product categories as fitment. A part number lists the vehicles it
 * fits (make, model, the make's model years); a vehicle (year, make, model) or a decoded VIN lists the part
 * numbers that fit it. The search lives in the URL so a result can be shared.
 */
export function VehicleModelInfoPage() {
  const list = useListState({ filters: FILTERS });
  const { filters } = list;
  const by = searchByOf(filters.by);
  const vin = useVehicleVin(by === 'vin' ? filters.vin : '');
  const search = fitmentSearch(by, filters, list.page, by === 'vin' ? (vin.data?.vehicle ?? null) : null);
  const fitments = useFitments(search);
  const { user, permissions } = useSession();
  const linkHardware = grants(getHardwareInfo.access, permissions, user?.account_type.slug ?? '');
  const data = search ? fitments.data : undefined;
  const total = data?.total_count ?? 0;
  const refused = fitments.error instanceof ApiError && fitments.error.status === 400;

  return (
    <Stack gap={0}>
      <PageHeader title="Vehicle Model Information" />
      <Stack gap="lg">
        <Card withBorder radius="md" shadow="xs" padding="lg">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Search by"
              value={by}
              onChange={(value) => list.setFilters({ by: value })}
              data={SEARCH_BY}
              style={{ alignSelf: 'flex-start' }}
            />
            {by === 'part' && (
              <DebouncedSearchInput
                key="part"
                label="Part number"
                placeholder="Part number or shop SKU, e.g. 68099135AC"
                defaultValue={filters.part_number}
                debounceMs={400}
                onSearch={(value) => list.setFilters({ part_number: value.trim() })}
                style={{ maxWidth: 420 }}
              />
            )}
            {by === 'vehicle' && (
              <VehicleSelects
                value={{ year: filters.year, make: filters.make, model: filters.model }}
                onChange={(change) => list.setFilters(change)}
              />
            )}
            {by === 'vin' && (
              <div style={{ maxWidth: 420 }}>
                <VinSearch key="vin" defaultValue={filters.vin} onSearch={(value) => list.setFilters({ vin: value })} />
              </div>
            )}
            {by === 'vin' && <VinAnswer vin={vin} />}
          </Stack>
        </Card>
        <Card withBorder radius="md" shadow="xs" padding="lg">
          {search === null ? (
            <TableEmptyState
              title={VEHICLE_INFO_MESSAGES.startTitle}
              hint={VEHICLE_INFO_MESSAGES.startHint}
              icon={<IconSearch size={32} stroke={1.5} />}
            />
          ) : fitments.isError && !data ? (
            <Text c="red" size="sm" py="lg" ta="center" role="alert">
              {refused ? VEHICLE_INFO_MESSAGES.needSearch : fitments.error.message}
            </Text>
          ) : (
            <>
              <Unavailable shops={data?.unavailable_shops ?? []} />
              <ServerDataTable<Fitment>
                label="Fitment"
                records={data?.fitments}
                columns={fitmentColumns(linkHardware)}
                totalRecords={total}
                page={list.page}
                perPage={FITMENT_PAGE_SIZE}
                onPage={list.setPage}
                fetching={fitments.isFetching}
                countLabel={`${total} ${total === 1 ? 'match' : 'matches'}`}
                columnsKey="vehicle-fitment"
                minWidth={900}
                rowAttributes={(row) => ({ 'data-part': row.part_number })}
                empty={
                  by === 'part'
                    ? {
                        title: VEHICLE_INFO_MESSAGES.noPartTitle(search.part_number ?? ''),
                        hint: VEHICLE_INFO_MESSAGES.noPartHint,
                      }
                    : { title: VEHICLE_INFO_MESSAGES.noVehicleTitle, hint: VEHICLE_INFO_MESSAGES.noVehicleHint }
                }
              />
            </>
          )}
        </Card>
      </Stack>
    </Stack>
  );
}
