import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCpu, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HARDWARE_INFO_MESSAGES, HARDWARE_PAGE_SIZE, type HardwareRecord } from '@makro/domain/hardware-info';
import { grants } from '@makro/domain/shared';
import { listFitments } from '@makro/domain/vehicle-model-info';
import { useHardwareInfo } from '@/features/hardware-info/api';
import { PartSummary } from '@/features/hardware-info/part-summary';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session-store';
import { useListState } from '@/lib/use-list-state';
import { ServerDataTable, TableEmptyState, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { DebouncedSearchInput } from '@/ui/search-input';

const FILTERS = { part_number: '' };

const COLUMNS: DataTableColumn<HardwareRecord>[] = [
  {
    accessor: 'hardware_info',
    title: 'Hardware Info',
    render: (row) => (
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {row.hardware_info}
      </Text>
    ),
  },
  { accessor: 'items', title: 'Items', textAlign: 'right', noWrap: true },
  { accessor: 'items_in_stock', title: 'In Stock', textAlign: 'right', noWrap: true },
  { accessor: 'tags', title: 'Tags', textAlign: 'right', noWrap: true },
  {
    accessor: 'example_serial',
    title: 'Latest Serial',
    noWrap: true,
    render: (row) => (
      <Anchor
        component={Link}
        to={`/inventory-search?keyword=${encodeURIComponent(row.example_serial)}`}
        ff="monospace"
        size="sm"
      >
        {row.example_serial}
      </Anchor>
    ),
  },
  {
    accessor: 'last_recorded_at',
    title: 'Last Recorded',
    noWrap: true,
    render: (row) => formatDateTime(row.last_recorded_at),
  },
];

/**
 * /hardware-information: for a part number (typed, scanned or a shop SKU), the hardware information recorded on
 * its inventory items and catalogue tags, each value once with how often, beside its module type, TIPM type and
 * the items in stock by status.
 */
export function HardwareInfoPage() {
  const list = useListState({ filters: FILTERS });
  const partNumber = list.filters.part_number.trim();
  const search = partNumber ? { part_number: partNumber, page: list.page, per_page: HARDWARE_PAGE_SIZE } : null;
  const info = useHardwareInfo(search);
  const data = search ? info.data : undefined;
  const { user, permissions } = useSession();
  const vehicleLink = grants(listFitments.access, permissions, user?.account_type.slug ?? '');
  const part = data?.part;
  const known = part ? part.items > 0 || part.tags > 0 : false;
  const total = data?.total_count ?? 0;
  // A suggestion picked replaces the box's text: the box starts again with it.
  const [picked, setPicked] = useState({ key: 0, value: list.filters.part_number });
  const pick = (suggestion: string) => {
    list.setFilters({ part_number: suggestion });
    setPicked((last) => ({ key: last.key + 1, value: suggestion }));
  };

  return (
    <Stack gap={0}>
      <PageHeader title="Hardware Information" />
      <Stack gap="lg">
        <Card withBorder radius="md" shadow="xs" padding="lg">
          <DebouncedSearchInput
            key={picked.key}
            label="Part number"
            placeholder="Part number or shop SKU, e.g. 68235107AB"
            defaultValue={picked.value}
            debounceMs={500}
            onSearch={(value) => list.setFilters({ part_number: value.trim() })}
            style={{ maxWidth: 420 }}
          />
        </Card>
        {search === null ? (
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <TableEmptyState
              title={HARDWARE_INFO_MESSAGES.startTitle}
              hint={HARDWARE_INFO_MESSAGES.startHint}
              icon={<IconSearch size={32} stroke={1.5} />}
            />
          </Card>
        ) : info.isError && !data ? (
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <Text c="red" size="sm" py="lg" ta="center" role="alert">
              {info.error.message}
            </Text>
          </Card>
        ) : data && part && !known ? (
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <TableEmptyState
              title={HARDWARE_INFO_MESSAGES.unknownTitle(part.part_number)}
              hint={data.suggestions.length > 0 ? HARDWARE_INFO_MESSAGES.unknownHint : undefined}
              icon={<IconCpu size={32} stroke={1.5} />}
            />
            {data.suggestions.length > 0 && (
              <Group justify="center" gap="xs">
                {data.suggestions.map((suggestion) => (
                  <Button
                    key={suggestion}
                    variant="light"
                    size="compact-sm"
                    ff="monospace"
                    onClick={() => pick(suggestion)}
                  >
                    {suggestion}
                  </Button>
                ))}
              </Group>
            )}
          </Card>
        ) : (
          <>
            {part && (
              <Card withBorder radius="md" shadow="xs" padding="lg">
                <PartSummary part={part} vehicleLink={vehicleLink} />
              </Card>
            )}
            <Card withBorder radius="md" shadow="xs" padding="lg">
              <ServerDataTable<HardwareRecord>
                label="Hardware information"
                records={data?.hardware}
                columns={COLUMNS}
                totalRecords={total}
                page={list.page}
                perPage={HARDWARE_PAGE_SIZE}
                onPage={list.setPage}
                fetching={info.isFetching}
                countLabel={`${total} hardware value${total === 1 ? '' : 's'}`}
                columnsKey="hardware-info"
                idAccessor="hardware_info"
                minWidth={760}
                empty={{
                  title: HARDWARE_INFO_MESSAGES.noHardwareTitle(part?.part_number ?? partNumber.toUpperCase()),
                  hint: HARDWARE_INFO_MESSAGES.noHardwareHint,
                  icon: <IconCpu size={32} stroke={1.5} />,
                }}
              />
            </Card>
          </>
        )}
      </Stack>
    </Stack>
  );
}
