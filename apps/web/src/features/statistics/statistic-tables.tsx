import { Badge, Text } from '@mantine/core';
import { STATISTICS_CATEGORIES } from '@makro/domain/dashboard';
import { SHOP_LABELS } from '@makro/domain/shops';
import type { Statistics } from '@makro/domain/statistics';
import { formatCount, formatMoney, formatRate, formatWeek } from '@/features/statistics/statistics-data';
import type { DataTableColumn } from '@/ui/data-table';
import { figureColumn, ReportTable } from '@/ui/report-table';

/** The numbers behind each chart, "one click away". */

type Week = Statistics['weeks'][number];
type CategoryWeek = Statistics['category_mix'][number];
type RmaRate = Statistics['rma_rates'][number];
type TopPart = Statistics['top_parts'][number];

/** A year of weeks scrolls inside its card, beside the chart cards of the same row. */
const WEEKLY_HEIGHT = 320;

const weekColumn = <T extends { week_start: string }>(): DataTableColumn<T> => ({
  accessor: 'week_start',
  title: 'Week of',
  render: (row) => formatWeek(row.week_start),
});

export function WeeklyOrdersTable({ stats }: { stats: Statistics }) {
  return (
    <ReportTable<Week>
      label="Orders per week"
      records={stats.weeks}
      idAccessor="week_start"
      maxHeight={WEEKLY_HEIGHT}
      columns={[
        weekColumn(),
        figureColumn({ accessor: 'tipm_orders', title: 'TIPM orders', render: (w) => formatCount(w.tipm_orders) }),
        figureColumn({ accessor: 'ecm_orders', title: 'ECM orders', render: (w) => formatCount(w.ecm_orders) }),
      ]}
    />
  );
}

export function WeeklyRevenueTable({ stats }: { stats: Statistics }) {
  return (
    <ReportTable<Week>
      label="Revenue per week"
      records={stats.weeks}
      idAccessor="week_start"
      maxHeight={WEEKLY_HEIGHT}
      columns={[
        weekColumn(),
        figureColumn({ accessor: 'tipm_revenue', title: 'TIPM revenue', render: (w) => formatMoney(w.tipm_revenue) }),
        figureColumn({ accessor: 'ecm_revenue', title: 'ECM revenue', render: (w) => formatMoney(w.ecm_revenue) }),
      ]}
    />
  );
}

export function CategoryMixTable({ stats }: { stats: Statistics }) {
  return (
    <ReportTable<CategoryWeek>
      label="Category mix per week"
      records={stats.category_mix}
      idAccessor="week_start"
      maxHeight={WEEKLY_HEIGHT}
      minWidth={640}
      pinFirstColumn
      columns={[
        weekColumn(),
        ...STATISTICS_CATEGORIES.map((bucket) =>
          figureColumn<CategoryWeek>({ accessor: bucket, title: bucket, render: (week) => formatCount(week[bucket]) }),
        ),
      ]}
    />
  );
}

export function RmaRatesTable({ stats }: { stats: Statistics }) {
  return (
    <ReportTable<RmaRate>
      label="RMA rate by category"
      records={stats.rma_rates}
      idAccessor="category"
      columns={[
        { accessor: 'category', title: 'Category' },
        figureColumn({ accessor: 'items_sold', title: 'Items sold', render: (row) => formatCount(row.items_sold) }),
        figureColumn({ accessor: 'rmas', title: 'RMAs', render: (row) => formatCount(row.rmas) }),
        figureColumn({ accessor: 'rate', title: 'RMA rate', render: (row) => formatRate(row.rate) }),
      ]}
    />
  );
}

export function TopPartsTable({ stats }: { stats: Statistics }) {
  return (
    <ReportTable<TopPart>
      label="Top part numbers"
      records={stats.top_parts}
      idAccessor={(part) => `${part.shop}:${part.base_sku}`}
      minWidth={640}
      columns={[
        { accessor: 'base_sku', title: 'Part', noWrap: true },
        {
          accessor: 'name',
          title: 'Name',
          render: (part) => (
            <Text size="sm" lineClamp={1} title={part.name}>
              {part.name}
            </Text>
          ),
        },
        {
          accessor: 'shop',
          title: 'Shop',
          width: 80,
          render: (part) => (
            <Badge size="sm" variant="light" color={part.shop === 'tipm' ? 'makro' : 'indigo'}>
              {SHOP_LABELS[part.shop]}
            </Badge>
          ),
        },
        figureColumn({ accessor: 'quantity', title: 'Quantity', render: (part) => formatCount(part.quantity) }),
        figureColumn({ accessor: 'revenue', title: 'Revenue', render: (part) => formatMoney(part.revenue) }),
      ]}
    />
  );
}
