import { addDays } from '../shared/dates';
import { COUNT_SPLIT_MONTHS } from './contracts';

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** Calendar months from the start's month to the end's (2026-01-31 → 2026-05-01 is 4). */
export const monthsBetween = (start: string, end: string) => monthIndex(end) - monthIndex(start);

function addMonth(date: string): string {
  const next = monthIndex(date) + 1;
  const year = Math.floor(next / 12);
  const month = String((next % 12) + 1).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, (next % 12) + 1, 0)).getUTCDate();
  return `${year}-${month}-${String(Math.min(Number(date.slice(8, 10)), lastDay)).padStart(2, '0')}`;
}

/**
 * The ranges the shop is asked for: the whole range, or one-month slices when it spans 4 months or
 * more (spec part 1 §9). Slices touch but do not overlap, so their counts add up.
 */
export function countSlices(start: string, end: string): { start: string; end: string }[] {
  if (monthsBetween(start, end) < COUNT_SPLIT_MONTHS) return [{ start, end }];
  const slices: { start: string; end: string }[] = [];
  for (let from = start; from <= end;) {
    const next = addMonth(from);
    const to = addDays(next, -1) < end ? addDays(next, -1) : end;
    slices.push({ start: from, end: to });
    from = next;
  }
  return slices;
}
