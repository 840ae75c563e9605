import type { ReactNode } from 'react';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBoxOff, IconCircleCheck, IconMapPinQuestion, IconPlus, type Icon } from '@tabler/icons-react';
import type { CycleCountState } from '@makro/domain/inventory';
import { ClientPagedTable } from '@/features/inventory/scanning/client-paged-table';
import type { DataTableColumn } from '@/ui/data-table';

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

interface Finding {
  serial: string;
  part: string;
  note: string;
}

/** Findings per page: three lists sit side by side, so each stays short. */
const FINDINGS_PAGE = 10;

function FindingsTable({
  label,
  rows,
  noteHeader = 'Recorded',
  empty,
}: {
  label: string;
  rows: Finding[];
  noteHeader?: string;
  empty: string;
}) {
  const columns: DataTableColumn<Finding>[] = [
    { accessor: 'serial', title: 'Serial Number', cellsStyle: () => ({ fontFamily: 'monospace' }) },
    { accessor: 'part', title: 'Part Number' },
    { accessor: 'note', title: noteHeader },
  ];
  return (
    <ClientPagedTable<Finding>
      label={label}
      records={rows}
      columns={columns}
      perPage={FINDINGS_PAGE}
      idAccessor="serial"
      empty={{ title: empty }}
      rowAttributes={(row) => ({ 'data-serial': row.serial })}
    />
  );
}

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
        <FindingsTable
          label="Missing"
          noteHeader="Module Type"
          empty="Nothing missing so far."
          rows={count.missing.map((item) => ({
            serial: item.serial_number,
            part: item.part_number,
            note: item.module_type ?? '----',
          }))}
        />
      </ListCard>
      <ListCard title="Extra" count={count.extra.length} color="orange" icon={IconPlus} testId="cycle-extra">
        <FindingsTable
          label="Extra"
          empty="Nothing extra scanned."
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
      </ListCard>
      <ListCard
        title="Wrong bin"
        count={count.wrong_bin.length}
        color="grape"
        icon={IconMapPinQuestion}
        testId="cycle-wrong-bin"
      >
        <FindingsTable
          label="Wrong bin"
          empty="Nothing recorded in another bin."
          rows={count.wrong_bin.map((item) => ({
            serial: item.serial_number,
            part: item.part_number,
            note: item.location ? `In ${item.location.code}` : 'No bin',
          }))}
        />
      </ListCard>
    </SimpleGrid>
  );
}
