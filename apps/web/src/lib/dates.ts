import { BUSINESS_TIME_ZONE } from '@makro/domain/shared';

// Times are shown in the business's time zone, whatever the browser's (spec part 1 §9).

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** e.g. 'Mar 4, 2026, 9:05 AM PST'. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : '----';
}

/** e.g. 'Mar 4, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateOnly.format(date) : '----';
}

export { businessToday } from '@makro/domain/shared';

/** A calendar day ('2027-02-23', no time) as people read it: 'Feb 23, 2027'. */
export const formatCalendarDay = (day: string | null | undefined) => (day ? formatDate(`${day}T12:00:00Z`) : '----');

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** e.g. '3 minutes ago', 'just now'; '----' without a time. */
export function formatTimeAgo(iso: string | null | undefined, now: number = Date.now()): string {
  const date = valid(iso);
  if (!date) return '----';
  const seconds = Math.round((date.getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}
