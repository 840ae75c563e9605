import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { IsoDate } from '@makro/domain/shared';

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

export interface DateRangeParams {
  range: DateRange;
  problem: DateRangeProblem;
  /** The range as the API reads it, or null while it is not valid: nothing is asked then. */
  query: { date_start: string; date_end: string } | null;
  setRange: (change: Partial<DateRange>) => void;
}

const day = (raw: string) => (IsoDate.safeParse(raw).success ? raw : null);

/**
 * A report's date range, kept in the query string (date_start, date_end) so a reload or a shared link keeps
 * it. A missing parameter means the default; an empty one means the user cleared that date.
 */
export function useDateRangeParams(defaults: () => { start: string; end: string }): DateRangeParams {
  const [search, setSearch] = useSearchParams();
  const rawStart = search.get('date_start');
  const rawEnd = search.get('date_end');

  const range = useMemo<DateRange>(() => {
    const fallback = defaults();
    return {
      start: rawStart === null ? fallback.start : day(rawStart),
      end: rawEnd === null ? fallback.end : day(rawEnd),
    };
    // `defaults` reads the clock: the range only changes with the query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rawStart, rawEnd]);

  const setRange = useCallback(
    (change: Partial<DateRange>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (change.start !== undefined) next.set('date_start', change.start ?? '');
          if (change.end !== undefined) next.set('date_end', change.end ?? '');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const problem = rangeProblem(range);
  const query = useMemo(
    () => (problem === null && range.start && range.end ? { date_start: range.start, date_end: range.end } : null),
    [problem, range],
  );
  return { range, problem, query, setRange };
}
