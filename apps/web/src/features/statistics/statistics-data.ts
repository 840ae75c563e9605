import type { Statistics } from '@makro/domain/statistics';

/** '1234567.50' → '$1,234,567.50', from the decimal string itself (no float arithmetic). */
export function formatMoney(amount: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const whole = (match[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = ((match[3] ?? '') + '00').slice(0, 2);
  return `${match[1] ?? ''}$${whole}.${cents}`;
}

/** Axis ticks: $12k, $1.2M. */
export function formatMoneyShort(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `$${(value / 1_000_000).toFixed(1)}M`;
  if (Math.abs(value) >= 1_000) return `$${Math.round(value / 1_000)}k`;
  return `$${Math.round(value)}`;
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

export const formatRate = (rate: number) => `${(rate * 100).toFixed(2)}%`;

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-08-24' → 'Aug 24' (weeks start on Monday). */
export const formatWeek = (weekStart: string) => weekLabel.format(new Date(`${weekStart}T00:00:00Z`));

/** Weekly orders and revenue per shop for the charts; revenue becomes a number only to be plotted. */
export function weeklyChartData(stats: Statistics) {
  return stats.weeks.map((week) => ({
    week: formatWeek(week.week_start),
    tipm_orders: week.tipm_orders,
    ecm_orders: week.ecm_orders,
    tipm_revenue: Number(week.tipm_revenue),
    ecm_revenue: Number(week.ecm_revenue),
  }));
}

export function categoryMixChartData(stats: Statistics) {
  return stats.category_mix.map(({ week_start, ...mix }) => ({ week: formatWeek(week_start), ...mix }));
}

export function rmaRateChartData(stats: Statistics) {
  return stats.rma_rates.map((row) => ({ category: row.category, rate: Number((row.rate * 100).toFixed(2)) }));
}
