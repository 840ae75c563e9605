import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBoxOff,
  IconCircleCheck,
  IconListSearch,
  IconMapPinQuestion,
  IconPlus,
  type Icon,
} from '@tabler/icons-react';
import type { CycleCountState, InventoryItem } from '@makro/domain/inventory';
import { ClientPagedTable } from '@/features/inventory/scanning/client-paged-table';
import type { DataTableColumn } from '@/ui/data-table';

type FindingKind = 'missing' | 'extra' | 'wrong_bin';

const KINDS: Record<FindingKind, { title: string; color: string; icon: Icon; testId: string }> = {
  missing: { title: 'Missing', color: 'red', icon: IconBoxOff, testId: 'cycle-missing' },
  extra: { title: 'Extra', color: 'orange', icon: IconPlus, testId: 'cycle-extra' },
  wrong_bin: { title: 'Wrong bin', color: 'grape', icon: IconMapPinQuestion, testId: 'cycle-wrong-bin' },
};

interface Finding {
  id: string;
  kind: FindingKind;
  serial: string;
  part: string;
  moduleType: string;
  recorded: string;
}

const recordedIn = (item: InventoryItem | null) =>
  !item ? 'Not in inventory' : item.location ? `In ${item.location.code}` : 'In inventory, no bin';

const finding = (kind: FindingKind, serial: string, item: InventoryItem | null): Finding => ({
  id: `${kind}:${serial}`,
  kind,
  serial,
  part: item?.part_number ?? '----',
  moduleType: item?.module_type ?? '----',
  recorded: recordedIn(item),
});

/** What was found out of place first (it needs moving), then what is still missing. */
const findingsOf = (count: CycleCountState): Finding[] => [
  ...count.extra.map((extra) => finding('extra', extra.serial_number, extra.item)),
  ...count.wrong_bin.map((item) => finding('wrong_bin', item.serial_number, item)),
  ...count.missing.map((item) => finding('missing', item.serial_number, item)),
];

function FindingBadge({ kind }: { kind: FindingKind }) {
  const { title, color, icon: KindIcon } = KINDS[kind];
  return (
    <Badge variant="light" color={color} leftSection={<KindIcon size={12} />} tt="none">
      {title}
    </Badge>
  );
}

const FINDING_COLUMNS: DataTableColumn<Finding>[] = [
  { accessor: 'kind', title: 'Finding', render: (row) => <FindingBadge kind={row.kind} /> },
  { accessor: 'serial', title: 'Serial Number', cellsStyle: () => ({ fontFamily: 'monospace' }) },
  { accessor: 'part', title: 'Part Number' },
  { accessor: 'moduleType', title: 'Module Type' },
  { accessor: 'recorded', title: 'Recorded' },
];

/** Findings per page, so the apply button stays near. */
const FINDINGS_PAGE = 10;

/** How many of each finding: three numbers, always shown, so a glance says whether the bin is right. */
function FindingCount({ kind, count }: { kind: FindingKind; count: number }) {
  const { title, color, icon: KindIcon, testId } = KINDS[kind];
  return (
    <Card withBorder padding="sm" data-testid={testId} data-count={count}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <KindIcon size={20} color={`var(--mantine-color-${count > 0 ? color : 'gray'}-6)`} />
          <Title order={5}>{title}</Title>
        </Group>
        <Badge color={count > 0 ? color : 'gray'} variant={count > 0 ? 'filled' : 'light'} size="lg">
          {count}
        </Badge>
      </Group>
    </Card>
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

/** Missing, extra and wrong-bin items, updated with every scan: their counts, then one list of them. */
export function CycleCountLists({ count }: { count: CycleCountState }) {
  const findings = findingsOf(count);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <FindingCount kind="missing" count={count.missing.length} />
        <FindingCount kind="extra" count={count.extra.length} />
        <FindingCount kind="wrong_bin" count={count.wrong_bin.length} />
      </SimpleGrid>
      <Card withBorder padding="md">
        <ClientPagedTable<Finding>
          label="Findings"
          records={findings}
          columns={FINDING_COLUMNS}
          perPage={FINDINGS_PAGE}
          countLabel={`${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`}
          empty={{
            title: 'Nothing missing, extra or in the wrong bin.',
            icon: <IconListSearch size={32} stroke={1.5} />,
          }}
          rowAttributes={(row) => ({ 'data-serial': row.serial, 'data-finding': row.kind })}
        />
      </Card>
    </Stack>
  );
}
