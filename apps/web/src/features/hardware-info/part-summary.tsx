import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { HardwarePart } from '@makro/domain/hardware-info';
import { STATUS_NAMES } from '@makro/domain/inventory';

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Stack gap={0} data-figure={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'lg'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Stack>
  );
}

const Fact = ({ label, value }: { label: string; value: string | null }) => (
  <Badge variant={value ? 'light' : 'outline'} color={value ? 'blue' : 'gray'} size="lg" tt="none">
    {label}: {value ?? 'Unknown'}
  </Badge>
);

/** The part: module type, category, TIPM type, items in stock and by status, tags. */
export function PartSummary({ part, vehicleLink }: { part: HardwarePart; vehicleLink: boolean }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Title order={3} ff="monospace">
            {part.part_number}
          </Title>
          <Group gap="xs">
            <Fact label="Module type" value={part.module_type} />
            <Fact label="Category" value={part.item_category} />
            {(part.tipm_type || part.item_category === 'TIPM') && <Fact label="TIPM type" value={part.tipm_type} />}
          </Group>
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to={`/inventory-search?keyword=${encodeURIComponent(part.part_number)}`} size="sm">
            Items in Inventory
          </Anchor>
          {vehicleLink && (
            <Anchor
              component={Link}
              to={`/vehicle-model-information?by=part&part_number=${encodeURIComponent(part.part_number)}`}
              size="sm"
            >
              Vehicles it fits
            </Anchor>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="md">
        <Figure label="In stock" value={part.in_stock} strong />
        <Figure label="Items" value={part.items} />
        {part.status_counts.map((entry) => (
          <Figure key={entry.status} label={STATUS_NAMES[entry.status]} value={entry.count} />
        ))}
        <Figure label="Tags" value={part.tags} />
      </SimpleGrid>
    </Stack>
  );
}
