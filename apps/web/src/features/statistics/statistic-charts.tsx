import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { STATISTICS_CATEGORIES } from '@makro/domain/dashboard';
import type { Statistics } from '@makro/domain/statistics';
import {
  categoryMixChartData,
  formatCount,
  formatMoney,
  formatMoneyShort,
  rmaRateChartData,
  weeklyChartData,
} from '@/features/statistics/statistics-data';
import { CATEGORY_COLORS, SHOP_COLORS } from '@/lib/chart-colors';

/** The statistics charts (recharts: this module loads lazily, outside the main bundle). */

const HEIGHT = 280;

export function WeeklyOrdersChart({ stats }: { stats: Statistics }) {
  return (
    <BarChart
      h={HEIGHT}
      data={weeklyChartData(stats)}
      dataKey="week"
      series={[
        { name: 'tipm_orders', label: 'TIPM orders', color: SHOP_COLORS.tipm },
        { name: 'ecm_orders', label: 'ECM orders', color: SHOP_COLORS.ecm },
      ]}
      valueFormatter={formatCount}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      maxBarWidth={18}
    />
  );
}

export function WeeklyRevenueChart({ stats }: { stats: Statistics }) {
  return (
    <AreaChart
      h={HEIGHT}
      data={weeklyChartData(stats)}
      dataKey="week"
      series={[
        { name: 'tipm_revenue', label: 'TIPM revenue', color: SHOP_COLORS.tipm },
        { name: 'ecm_revenue', label: 'ECM revenue', color: SHOP_COLORS.ecm },
      ]}
      curveType="monotone"
      valueFormatter={(value) => formatMoney(value.toFixed(2))}
      yAxisProps={{ tickFormatter: formatMoneyShort, width: 56 }}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      fillOpacity={0.25}
    />
  );
}

export function CategoryMixChart({ stats }: { stats: Statistics }) {
  return (
    <BarChart
      h={HEIGHT}
      data={categoryMixChartData(stats)}
      dataKey="week"
      type="stacked"
      series={STATISTICS_CATEGORIES.map((bucket) => ({ name: bucket, color: CATEGORY_COLORS[bucket] }))}
      valueFormatter={formatCount}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      maxBarWidth={28}
    />
  );
}

export function RmaRateChart({ stats }: { stats: Statistics }) {
  return (
    <BarChart
      h={HEIGHT}
      data={rmaRateChartData(stats)}
      dataKey="category"
      series={[{ name: 'rate', label: 'RMA rate', color: 'red.6' }]}
      getBarColor={() => 'red.6'}
      valueFormatter={(value) => `${value.toFixed(2)}%`}
      yAxisProps={{ tickFormatter: (value: number) => `${value}%` }}
      withBarValueLabel
      tickLine="y"
      maxBarWidth={48}
    />
  );
}

export function TopPartsChart({ stats }: { stats: Statistics }) {
  return (
    <BarChart
      h={Math.max(HEIGHT, stats.top_parts.length * 30)}
      data={stats.top_parts.map((part) => ({ part: part.base_sku, quantity: part.quantity }))}
      dataKey="part"
      orientation="vertical"
      series={[{ name: 'quantity', label: 'Quantity', color: 'makro.6' }]}
      valueFormatter={formatCount}
      yAxisProps={{ width: 96 }}
      withBarValueLabel
      tickLine="x"
      maxBarWidth={20}
    />
  );
}
