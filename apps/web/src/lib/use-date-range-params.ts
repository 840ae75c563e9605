import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseIsoDay } from '@/lib/dates';

export interface DateRange {
  /** 'YYYY-MM-DD', or null when the user cleared the field. */
  start: string | null;
  end: string | null;
}

export type DateRangeProblem = 'missing' | 'invalid' | null;

/** Both dates are required and the start is not after the end (spec part 1 §5 "Dashboard dates"). */
export function rangeProblem(range: DateRange): DateRangeProblem {
  if (!range.start || !range.end) return 'missing';
  return range.start > range.end ? 'invalid' : null;
}

/**
 * A date range kept in the query string (date_start, date_end), so a reload or a shared link keeps it.
 * A missing parameter means the default; an empty one means the user cleared that date.
 */
export function useDateRangeParams(
  defaults: () => { start: string; end: string },
): [DateRange, (change: Partial<DateRange>) => void, URLSearchParams, ReturnType<typeof useSearchParams>[1]] {
  const [search, setSearch] = useSearchParams();
  const rawStart = search.get('date_start');
  const rawEnd = search.get('date_end');

  const range = useMemo<DateRange>(() => {
    const fallback = defaults();
    const read = (raw: string | null, value: string) => (raw === null ? value : parseIsoDay(raw));
    return { start: read(rawStart, fallback.start), end: read(rawEnd, fallback.end) };
    // `defaults` reads the clock: the range only changes with the query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rawStart, rawEnd]);

  const update = useCallback(
    (change: Partial<DateRange>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.start !== undefined) next.set('date_start', change.start ?? '');
          if (change.end !== undefined) next.set('date_end', change.end ?? '');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return [range, update, search, setSearch];
}
