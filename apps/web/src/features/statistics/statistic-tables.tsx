import { Badge, Table, Text } from '@mantine/core';
import { STATISTICS_CATEGORIES } from '@makro/domain/dashboard';
import { SHOP_LABELS } from '@makro/domain/shops';
import type { Statistics } from '@makro/domain/statistics';
import { formatCount, formatMoney, formatRate, formatWeek } from '@/features/statistics/statistics-data';

/** The numbers behind each chart, "one click away". */

function DataTable({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Table.ScrollContainer minWidth={420} mah={320}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={4} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, index) => (
              <Table.Th key={cell} ta={index === 0 ? undefined : 'right'}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row[0])}>
              {row.map((cell, index) => (
                <Table.Td key={index} ta={index === 0 ? undefined : 'right'} ff={index === 0 ? undefined : 'monospace'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function WeeklyOrdersTable({ stats }: { stats: Statistics }) {
  return (
    <DataTable
      label="Orders per week"
      head={['Week of', 'TIPM orders', 'ECM orders']}
      rows={stats.weeks.map((w) => [formatWeek(w.week_start), formatCount(w.tipm_orders), formatCount(w.ecm_orders)])}
    />
  );
}

export function WeeklyRevenueTable({ stats }: { stats: Statistics }) {
  return (
    <DataTable
      label="Revenue per week"
      head={['Week of', 'TIPM revenue', 'ECM revenue']}
      rows={stats.weeks.map((w) => [formatWeek(w.week_start), formatMoney(w.tipm_revenue), formatMoney(w.ecm_revenue)])}
    />
  );
}

export function CategoryMixTable({ stats }: { stats: Statistics }) {
  return (
    <DataTable
      label="Category mix per week"
      head={['Week of', ...STATISTICS_CATEGORIES]}
      rows={stats.category_mix.map((week) => [
        formatWeek(week.week_start),
        ...STATISTICS_CATEGORIES.map((bucket) => formatCount(week[bucket])),
      ])}
    />
  );
}

export function RmaRatesTable({ stats }: { stats: Statistics }) {
  return (
    <DataTable
      label="RMA rate by category"
      head={['Category', 'Items sold', 'RMAs', 'RMA rate']}
      rows={stats.rma_rates.map((row) => [
        row.category,
        formatCount(row.items_sold),
        formatCount(row.rmas),
        formatRate(row.rate),
      ])}
    />
  );
}

export function TopPartsTable({ stats }: { stats: Statistics }) {
  return (
    <Table.ScrollContainer minWidth={560} mah={420}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={4} fz="sm" aria-label="Top part numbers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Part</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Shop</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.top_parts.map((part) => (
            <Table.Tr key={`${part.shop}:${part.base_sku}`}>
              <Table.Td ff="monospace">{part.base_sku}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={1} title={part.name}>
                  {part.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={part.shop === 'tipm' ? 'makro' : 'indigo'}>
                  {SHOP_LABELS[part.shop]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatCount(part.quantity)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(part.revenue)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
