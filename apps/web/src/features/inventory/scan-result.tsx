import { Alert, Anchor, Box, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMapPin, IconQuestionMark } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ItemDetails } from '@/features/inventory/item-details';
import { EMPTY_VALUE } from '@/features/inventory/status-badge';
import type { TagLookup } from '@/features/inventory/use-tag-lookup';
import { formatDateTime } from '@/lib/dates';

function Value({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" c={value ? undefined : 'dimmed'}>
        {value || EMPTY_VALUE}
      </Text>
    </div>
  );
}

/** What the last scan found, with icon and words as well as colour. */
export function ScanResult({ result, canSearchInventory }: { result: TagLookup; canSearchInventory: boolean }) {
  if (result.kind === 'loading') {
    return (
      <Group gap="sm" py="md">
        <Loader size="sm" />
        <Text size="sm">Looking up {result.code}…</Text>
      </Group>
    );
  }
  if (result.kind === 'error') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={`${result.code} could not be looked up`}>
        {result.message}
      </Alert>
    );
  }
  if (result.kind === 'bin') {
    return (
      <Alert color="teal" icon={<IconMapPin size={18} />} title={`Bin ${result.code}`}>
        This is a bin label, not an item tag.{' '}
        {canSearchInventory && (
          <Anchor component={Link} to={`/inventory-search?location=${encodeURIComponent(result.code)}`}>
            See the items in this bin
          </Anchor>
        )}
      </Alert>
    );
  }
  if (result.kind === 'missing') {
    return (
      <Box data-testid="not-in-inventory">
        <Group gap="xs" mb="sm">
          <IconQuestionMark size={20} color="var(--mantine-color-orange-6)" />
          <Title order={5}>Not in inventory</Title>
          <Text size="sm" c="dimmed" ff="monospace">
            {result.code}
          </Text>
        </Group>
        {result.catalog ? (
          <>
            <Text size="sm" mb="sm">
              The tag is in the catalogue but has not been added to inventory yet.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
              <Value label="Part Number" value={result.catalog.part_number} />
              <Value label="Module Type" value={result.catalog.module_type} />
              <Value label="Hardware Info" value={result.catalog.hardware_info} />
              <Value label="Tag created" value={formatDateTime(result.catalog.created_at)} />
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c={result.note ? 'orange' : 'dimmed'}>
            {result.note ?? 'No inventory item has this serial number.'}
          </Text>
        )}
      </Box>
    );
  }
  return (
    <Box data-testid="scanned-item">
      <Group gap="xs" mb="sm">
        <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />
        <Title order={5}>In inventory</Title>
      </Group>
      <ItemDetails id={result.item.id} preview={result.item} />
    </Box>
  );
}
