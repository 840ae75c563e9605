import type { ReactNode } from 'react';
import { Alert, Box, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { InventoryItem } from '@makro/domain/inventory';
import { useInventoryItem } from '@/features/inventory/api';
import { ItemTimeline } from '@/features/inventory/item-timeline';
import { EMPTY_VALUE, StatusBadge } from '@/features/inventory/status-badge';
import { formatDateTime } from '@/lib/dates';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || (typeof children === 'string' && !children.trim());
  return (
    <Box style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          {EMPTY_VALUE}
        </Text>
      ) : typeof children === 'string' ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

/** Every field of an item (spec part 1 §3), empty ones as '----'. */
export function ItemFields({ item }: { item: InventoryItem }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Field label="Serial Number">
        <Text size="sm" ff="monospace" fw={600}>
          {item.serial_number}
        </Text>
      </Field>
      <Field label="Part Number">{item.part_number}</Field>
      <Field label="Status">
        <StatusBadge status={item.status} name={item.status_name} />
      </Field>
      <Field label="Category">{item.item_category}</Field>
      <Field label="Module Type">{item.module_type}</Field>
      <Field label="Inventory Type">{item.inventory_type}</Field>
      <Field label="Location">{item.location ? `${item.location.code} · ${item.location.name}` : null}</Field>
      <Field label="Assigned To">{item.assigned_to}</Field>
      <Field label="Date">{formatDateTime(item.date)}</Field>
      <Field label="Original Serial">{item.original_serial_number}</Field>
      <Field label="Original Part Number">{item.original_part_number}</Field>
      <Field label="Last Updated">{formatDateTime(item.updated_at)}</Field>
      <Field label="Hardware Info" wide>
        {item.hardware_info}
      </Field>
      <Field label="Notes" wide>
        {item.notes}
      </Field>
    </SimpleGrid>
  );
}

/** An item's fields and timeline, loaded by id; `preview` shows while the full record loads. */
export function ItemDetails({ id, preview }: { id: number; preview?: InventoryItem }) {
  const detail = useInventoryItem(id);
  const item = detail.data?.inventory ?? preview;

  if (detail.isError && !item) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Could not load the item">
        {detail.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {item ? <ItemFields item={item} /> : <Skeleton height={160} />}
      <Divider />
      <Group justify="space-between">
        <Title order={5}>Timeline</Title>
        {detail.data && (
          <Text size="xs" c="dimmed">
            {detail.data.timeline.length} event{detail.data.timeline.length === 1 ? '' : 's'}, newest first
          </Text>
        )}
      </Group>
      {detail.data ? (
        <ItemTimeline events={detail.data.timeline} />
      ) : detail.isError ? (
        <Text c="red" size="sm">
          The timeline could not be loaded: {detail.error.message}
        </Text>
      ) : (
        <Stack gap="xs">
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="45%" />
          <Skeleton height={14} width="55%" />
        </Stack>
      )}
    </Stack>
  );
}
