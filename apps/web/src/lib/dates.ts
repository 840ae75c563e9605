/** Times are shown in the business's timezone, whatever the browser's (spec part 1 §9). */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
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
