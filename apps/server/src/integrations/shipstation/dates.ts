/**
 * ShipStation V1's clock (integrations.md §2.1): answers carry wall times without an offset
 * (`2015-06-29T08:46:27.0000000`, `shipDate` date-only `2015-07-02`), and filters are written
 * `2015-01-01 00:00:00`. V1 reads and writes both in US Pacific time, so that is the zone here,
 * whatever the business's own.
 */
export const SHIPSTATION_TIME_ZONE = 'America/Los_Angeles';

const pacificParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHIPSTATION_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `YYYY-MM-DDTHH:MM:SS`: the instant as Pacific wall time. */
function wallTime(date: Date): string {
  const parts = Object.fromEntries(pacificParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The instant whose Pacific wall time is `wall` (`YYYY-MM-DDTHH:MM:SS`). */
function instantOf(wall: string, milliseconds = 0): Date {
  const asUtc = new Date(`${wall}Z`).getTime() + milliseconds;
  const offsetAt = (instant: number) =>
    new Date(`${wallTime(new Date(instant))}Z`).getTime() - (instant - (instant % 1000));
  // A second pass settles the offset on the days daylight saving time changes.
  const firstGuess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(firstGuess));
}

/** An instant as ShipStation answers it: `2015-06-29T08:46:27.1230000` (Pacific, seven fraction digits). */
export function formatShipStationTime(date: Date): string {
  return `${wallTime(date)}.${String(date.getUTCMilliseconds()).padStart(3, '0')}0000`;
}

/** The Pacific calendar day of an instant, `YYYY-MM-DD` (the shape of `shipDate`). */
export function pacificDay(date: Date): string {
  return wallTime(date).slice(0, 10);
}

/** An instant as a list filter wants it: `2015-01-01 00:00:00` (Pacific). */
export function formatFilterTime(date: Date): string {
  return wallTime(date).replace('T', ' ');
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?$/;

/**
 * Reads one of ShipStation's wall times (an answer's `2015-06-29T08:46:27.0000000`, a date-only `shipDate`, a
 * filter's `2015-01-01 00:00:00`) as the instant it names in Pacific time; null when it is none of those.
 */
export function parseShipStationTime(value: string | null | undefined): Date | null {
  const match = WALL_TIME.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, day, hour = '00', minute = '00', second = '00', fraction = ''] = match;
  const wall = `${day}T${hour}:${minute}:${second}`;
  const check = new Date(`${wall}Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 19) !== wall) return null;
  return instantOf(wall, Math.floor(Number(`0.${fraction || '0'}`) * 1000));
}
