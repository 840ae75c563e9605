import { useCallback } from 'react';
import { addDays } from '@makro/domain/shared';
import { businessToday } from '@/lib/dates';
import { useDateRangeParams, type DateRange } from '@/lib/use-date-range-params';

/** Spec part 1 §9: yesterday to today, in Los Angeles. */
export function defaultDashboardRange() {
  const today = businessToday();
  return { start: addDays(today, -1), end: today };
}

export interface DashboardParams extends DateRange {
  /** 'Within 30 days since the original Order' (on by default). */
  within30days: boolean;
}

/** The dashboard's dates and 30-day switch live in the query string. */
export function useDashboardParams(): [DashboardParams, (change: Partial<DashboardParams>) => void] {
  const [range, updateRange, search, setSearch] = useDateRangeParams(defaultDashboardRange);
  const within30days = search.get('within30days') !== 'false';

  const update = useCallback(
    ({ within30days: within, ...dates }: Partial<DashboardParams>) => {
      if (dates.start !== undefined || dates.end !== undefined) updateRange(dates);
      if (within !== undefined)
        setSearch(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (within) next.delete('within30days');
            else next.set('within30days', 'false');
            return next;
          },
          { replace: true },
        );
    },
    [updateRange, setSearch],
  );

  return [{ ...range, within30days }, update];
}
