import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SHOP_LABELS } from '@makro/domain/shops';
import { yearsLabel, type Fitment } from '@makro/domain/vehicle-model-info';
import type { DataTableColumn } from '@/ui/data-table';

const CONDITION_COLORS: Record<string, string> = {
  Rebuilt: 'blue',
  New: 'teal',
  'Like New': 'cyan',
  'Pre-Owned': 'gray',
};

/** The hardware page of a part number, when the person may open it. */
export const hardwarePath = (partNumber: string) =>
  `/hardware-information?part_number=${encodeURIComponent(partNumber)}`;

function PartNumber({ row, linkHardware }: { row: Fitment; linkHardware: boolean }) {
  const text = (
    <Text ff="monospace" fw={600} size="sm">
      {row.part_number}
    </Text>
  );
  return linkHardware ? (
    <Anchor component={Link} to={hardwarePath(row.part_number)} title={`Hardware information of ${row.part_number}`}>
      {text}
    </Anchor>
  ) : (
    text
  );
}

/** Part Number, Vehicle, Model Years, Conditions, Product, Shop. */
export function fitmentColumns(linkHardware: boolean): DataTableColumn<Fitment>[] {
  return [
    {
      accessor: 'part_number',
      title: 'Part Number',
      noWrap: true,
      render: (row) => <PartNumber row={row} linkHardware={linkHardware} />,
    },
    {
      accessor: 'make',
      title: 'Vehicle',
      noWrap: true,
      render: (row) => (
        <Text size="sm">
          {row.make}{' '}
          {row.model ?? (
            <Text span c="dimmed" size="sm">
              (every model)
            </Text>
          )}
        </Text>
      ),
    },
    { accessor: 'years', title: 'Model Years', noWrap: true, render: (row) => yearsLabel(row.years) },
    {
      accessor: 'conditions',
      title: 'Conditions',
      width: 200,
      render: (row) => (
        <Group gap={4} wrap="wrap">
          {row.conditions.map((condition) => (
            <Badge key={condition} size="sm" variant="light" color={CONDITION_COLORS[condition] ?? 'gray'}>
              {condition}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      accessor: 'product',
      title: 'Product',
      render: (row) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.product}
        </Text>
      ),
    },
    {
      accessor: 'shop',
      title: 'Shop',
      noWrap: true,
      width: 80,
      render: (row) => (
        <Badge variant="outline" color={row.shop === 'tipm' ? 'indigo' : 'orange'} style={{ overflow: 'visible' }}>
          {SHOP_LABELS[row.shop]}
        </Badge>
      ),
    },
  ];
}
