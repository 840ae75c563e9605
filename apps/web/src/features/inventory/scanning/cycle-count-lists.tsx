import type { ReactNode } from 'react';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBoxOff, IconCircleCheck, IconMapPinQuestion, IconPlus, type Icon } from '@tabler/icons-react';
import type { CycleCountState } from '@/features/inventory/scanning/api';

function ListCard({
  title,
  count,
  color,
  icon: ListIcon,
  testId,
  children,
}: {
  title: string;
  count: number;
  color: string;
  icon: Icon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId} data-count={count}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ListIcon size={20} color={`var(--mantine-color-${count > 0 ? color : 'gray'}-6)`} />
          <Title order={5}>{title}</Title>
        </Group>
        <Badge color={count > 0 ? color : 'gray'} variant={count > 0 ? 'filled' : 'light'} size="lg">
          {count}
        </Badge>
      </Group>
      {children}
    </Card>
  );
}

function SerialTable({
  label,
  rows,
  noteHeader = 'Recorded',
}: {
  label: string;
  rows: { serial: string; part: string; note: string }[];
  noteHeader?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serial Number</Table.Th>
            <Table.Th>Part Number</Table.Th>
            <Table.Th>{noteHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.serial} data-serial={row.serial}>
              <Table.Td ff="monospace">{row.serial}</Table.Td>
              <Table.Td>{row.part}</Table.Td>
              <Table.Td>{row.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const none = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** Found so far against what the bin should hold. */
export function CycleCountProgress({ count }: { count: CycleCountState }) {
  const found = Math.max(0, count.expected - count.missing.length);
  const percent = count.expected === 0 ? 100 : Math.round((found / count.expected) * 100);
  const complete = found === count.expected && count.extra.length === 0 && count.wrong_bin.length === 0;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700} fz={28} data-testid="cycle-counter">
          {found} / {count.expected}
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            expected items found
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {count.scanned.length} {count.scanned.length === 1 ? 'tag' : 'tags'} scanned
        </Text>
      </Group>
      <Progress value={percent} color={complete ? 'teal' : 'makro'} size="lg" aria-label="Found so far" />
      {complete && count.scanned.length > 0 && (
        <Group gap={6} c="teal.7">
          <IconCircleCheck size={18} />
          <Text size="sm" fw={600}>
            Everything expected is here and nothing else.
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** Missing, extra and wrong-bin items, updated with every scan. */
export function CycleCountLists({ count }: { count: CycleCountState }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <ListCard title="Missing" count={count.missing.length} color="red" icon={IconBoxOff} testId="cycle-missing">
        {count.missing.length === 0 ? (
          none('Nothing missing so far.')
        ) : (
          <SerialTable
            label="Missing"
            noteHeader="Module Type"
            rows={count.missing.map((item) => ({
              serial: item.serial_number,
              part: item.part_number,
              note: item.module_type ?? '----',
            }))}
          />
        )}
      </ListCard>
      <ListCard title="Extra" count={count.extra.length} color="orange" icon={IconPlus} testId="cycle-extra">
        {count.extra.length === 0 ? (
          none('Nothing extra scanned.')
        ) : (
          <SerialTable
            label="Extra"
            rows={count.extra.map((extra) => ({
              serial: extra.serial_number,
              part: extra.item?.part_number ?? '----',
              note: extra.item
                ? extra.item.location
                  ? `In ${extra.item.location.code}`
                  : 'In inventory, no bin'
                : 'Not in inventory',
            }))}
          />
        )}
      </ListCard>
      <ListCard
        title="Wrong bin"
        count={count.wrong_bin.length}
        color="grape"
        icon={IconMapPinQuestion}
        testId="cycle-wrong-bin"
      >
        {count.wrong_bin.length === 0 ? (
          none('Nothing recorded in another bin.')
        ) : (
          <SerialTable
            label="Wrong bin"
            rows={count.wrong_bin.map((item) => ({
              serial: item.serial_number,
              part: item.part_number,
              note: item.location ? `In ${item.location.code}` : 'No bin',
            }))}
          />
        )}
      </ListCard>
    </SimpleGrid>
  );
}
