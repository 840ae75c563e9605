import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';

/**
 * The shops' site time zone, the business's own: WooCommerce answers `date_*` in it and `*_gmt` in UTC, both
 * without an offset.
 */
export const SITE_TIME_ZONE = BUSINESS_TIME_ZONE;

const localParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `YYYY-MM-DDTHH:MM:SS` in UTC, the shape of WooCommerce's `*_gmt` fields. */
export function formatGmt(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The same instant as site-local wall time, the shape of WooCommerce's `date_*` fields. */
export function formatLocal(date: Date): string {
  const parts = Object.fromEntries(localParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The instant whose site-local wall time is `wallTime` (`YYYY-MM-DDTHH:MM:SS`, no offset). */
export function localToInstant(wallTime: string): Date {
  const wallAsUtc = new Date(`${wallTime}Z`).getTime();
  const offsetAt = (instant: number) => new Date(`${formatLocal(new Date(instant))}Z`).getTime() - instant;
  // A second pass settles the offset on the days daylight saving time changes.
  const firstGuess = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(firstGuess));
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads an `after`/`before`-style filter. A value with an explicit offset is that instant; a value
 * without one is wall time, site-local unless `asGmt` (WooCommerce's `dates_are_gmt=true`).
 */
export function parseFilterDate(value: string, asGmt: boolean): Date | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const time = (match[2] ?? '00:00:00').padEnd(8, ':00').slice(0, 8);
  if (match[3]) {
    const parsed = new Date(`${match[1]}T${time}${match[3].toUpperCase()}`);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  const wallTime = `${match[1]}T${time}`;
  if (Number.isNaN(new Date(`${wallTime}Z`).getTime())) return null;
  return asGmt ? new Date(`${wallTime}Z`) : localToInstant(wallTime);
}

/** The site-local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDay(date: Date): string {
  return formatLocal(date).slice(0, 10);
}
