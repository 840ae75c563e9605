import { z } from 'zod';

/** Dates people pick are calendar days in the business's time zone. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-21')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'is not a real date',
    },
  );

/** Whole days from start to end, both included ("2 days worth of data" for yesterday and today). */
export function daySpan(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Bounds of every date a report or a count is asked for: nothing Makro sells predates 2000, and nothing is
 * planned more than a year ahead. A range spans at most ten years (3,660 days: 523 weeks of statistics,
 * 121 month-by-month shop calls of the order counts), so the work one request asks for is bounded.
 */
export const EARLIEST_DATE = '2000-01-01';
export const MAX_DAYS_AHEAD = 366;
export const MAX_RANGE_DAYS = 3_660;

/** The latest date a range may name: a year from today (UTC). */
export function latestDate(now: Date = new Date()): string {
  return addDays(now.toISOString().slice(0, 10), MAX_DAYS_AHEAD);
}

/** A calendar day of a range: a real date from 2000-01-01 to a year from today. */
export const RangeDate = IsoDate.superRefine((value, ctx) => {
  const latest = latestDate();
  if (value < EARLIEST_DATE || value > latest) {
    ctx.addIssue({ code: 'custom', message: `must be between ${EARLIEST_DATE} and ${latest}` });
  }
});

/**
 * The rule of a date range given as two fields of one object: the start not after the end (unless the
 * endpoint answers that itself, `ordered: false`), and at most MAX_RANGE_DAYS days, refused on the end field.
 * Used with RangeDate fields: `z.object({ date_start: RangeDate, date_end: RangeDate }).superRefine(dateRangeRule(…))`.
 */
export function dateRangeRule<const S extends string, const E extends string>(
  start: S,
  end: E,
  options: { ordered?: boolean } = {},
) {
  return (value: Record<S | E, unknown>, ctx: z.RefinementCtx): void => {
    const first = value[start];
    const last = value[end];
    if (typeof first !== 'string' || typeof last !== 'string') return;
    if (first > last) {
      if (options.ordered !== false) ctx.addIssue({ code: 'custom', message: 'Invalid date range', path: [start] });
      return;
    }
    if (daySpan(first, last) > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        message: `may be at most ${MAX_RANGE_DAYS} days (about ten years) after ${start}`,
        path: [end],
      });
    }
  };
}

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in the business's time zone as 'YYYY-MM-DD', wherever the code runs. */
export function businessToday(now: Date = new Date()): string {
  return calendarDay.format(now);
}
