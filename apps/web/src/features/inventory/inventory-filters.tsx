import { useState } from 'react';
import { Badge, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconFilter, IconMapPin, IconSearch } from '@tabler/icons-react';
import {
  INVENTORY_SEARCH_DEBOUNCE_MS,
  INVENTORY_STATUSES,
  ITEM_CATEGORIES,
  STATUS_NAMES,
} from '@makro/domain/inventory';

const ALL = '';
const CATEGORY_OPTIONS = [
  { value: ALL, label: 'All Categories' },
  ...ITEM_CATEGORIES.map((category) => ({ value: category, label: category })),
];
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...INVENTORY_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] })),
];

/** The search's filters as they stand in the URL; '' means "no filter". */
export const INVENTORY_FILTERS = { keyword: '', category: ALL, status: ALL, location: '' };
export type InventoryFilterValues = typeof INVENTORY_FILTERS;

interface InventoryFiltersProps {
  filters: InventoryFilterValues;
  setFilters: (change: Partial<InventoryFilterValues>) => void;
  onSearchLocation: () => void;
  onExport: () => void;
  canExport: boolean;
}

/**
 * The search box (applied 900 ms after typing stops), 'Search Location', 'Export Inventory', and the
 * category and status filters, which apply on 'Filter Table' (spec part 1 §2).
 */
export function InventoryFilters({
  filters,
  setFilters,
  onSearchLocation,
  onExport,
  canExport,
}: InventoryFiltersProps) {
  const [keyword, setKeyword] = useState(filters.keyword);
  const [sent, setSent] = useState(filters.keyword);
  const [draft, setDraft] = useState({ category: filters.category, status: filters.status });
  const [applied, setApplied] = useState({ category: filters.category, status: filters.status });
  const sendKeyword = (value: string) => {
    setSent(value.trim());
    setFilters({ keyword: value });
  };
  const applyKeyword = useDebouncedCallback(sendKeyword, INVENTORY_SEARCH_DEBOUNCE_MS);

  // The URL changed from outside (back button, a link): the inputs follow it.
  if (filters.keyword !== sent) {
    setSent(filters.keyword);
    setKeyword(filters.keyword);
  }
  if (applied.category !== filters.category || applied.status !== filters.status) {
    setApplied({ category: filters.category, status: filters.status });
    setDraft({ category: filters.category, status: filters.status });
  }

  const dirty = draft.category !== filters.category || draft.status !== filters.status;

  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap">
        <TextInput
          aria-label="Search inventory"
          placeholder="Search serial or part number"
          leftSection={<IconSearch size={16} />}
          rightSection={
            keyword ? (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  setKeyword('');
                  applyKeyword.cancel();
                  sendKeyword('');
                }}
              />
            ) : null
          }
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            applyKeyword(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              applyKeyword.cancel();
              sendKeyword(keyword);
            }
          }}
          style={{ flex: '1 1 260px' }}
        />
        <Button variant="light" leftSection={<IconMapPin size={16} />} onClick={onSearchLocation}>
          Search Location
        </Button>
        {canExport && (
          <Button leftSection={<IconDownload size={16} />} onClick={onExport}>
            Export Inventory
          </Button>
        )}
      </Group>
      <Group gap="sm" mb="md" wrap="wrap" align="center">
        <Select
          aria-label="Category"
          data={CATEGORY_OPTIONS}
          value={draft.category}
          onChange={(value) => setDraft((current) => ({ ...current, category: value ?? ALL }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={draft.status}
          onChange={(value) => setDraft((current) => ({ ...current, status: value ?? ALL }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          variant={dirty ? 'filled' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setFilters({ category: draft.category, status: draft.status })}
        >
          Filter Table
        </Button>
        {filters.location && (
          <Badge
            size="lg"
            variant="light"
            radius="sm"
            leftSection={<IconMapPin size={14} />}
            rightSection={
              <CloseButton
                size="xs"
                variant="transparent"
                aria-label={`Remove bin filter ${filters.location}`}
                onClick={() => setFilters({ location: '' })}
              />
            }
            style={{ textTransform: 'none' }}
            data-testid="location-chip"
          >
            Bin: {filters.location}
          </Badge>
        )}
      </Group>
    </>
  );
}
