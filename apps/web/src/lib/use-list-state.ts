import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<Column extends string = string> {
  column: Column;
  direction: SortDirection;
}

export interface ListState<Filters extends Record<string, string>, Column extends string> {
  page: number;
  /** The chosen order, or null for the list's own order. */
  sort: ListSort<Column> | null;
  /** Each filter as it stands in the URL; '' means "no filter". */
  filters: Filters;
}

export interface ListStateControls<Filters extends Record<string, string>, Column extends string> extends ListState<
  Filters,
  Column
> {
  setPage: (page: number) => void;
  setSort: (sort: ListSort<Column> | null) => void;
  /** Changes filters and starts again at page 1. Typing (`keyword`) replaces the history entry. */
  setFilters: (change: Partial<Filters>) => void;
}

export interface ListStateOptions<Filters extends Record<string, string>, Column extends string> {
  /** Every filter the list has, with the value meaning "none" (usually ''). */
  filters: Filters;
  /** Columns the server can sort by; anything else in the URL is ignored. */
  sortable?: readonly Column[];
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 1;
};

/**
 * A server-paged list's page, order and filters, kept in the URL query string so a view can be shared and
 * survives a reload. Every list screen uses it with the shared data table.
 */
export function useListState<Filters extends Record<string, string>, Column extends string = never>({
  filters: defaults,
  sortable = [],
}: ListStateOptions<Filters, Column>): ListStateControls<Filters, Column> {
  const [search, setSearch] = useSearchParams();
  // The option objects are written inline by callers; their content is what matters.
  const defaultsKey = JSON.stringify(defaults);
  const sortableKey = sortable.join(',');

  const state = useMemo<ListState<Filters, Column>>(() => {
    const filters = { ...(JSON.parse(defaultsKey) as Filters) };
    for (const key of Object.keys(filters) as (keyof Filters & string)[]) {
      const value = search.get(key);
      if (value !== null) filters[key] = value as Filters[typeof key];
    }
    const column = search.get('sort') as Column | null;
    const sort =
      column && sortableKey.split(',').includes(column)
        ? { column, direction: (search.get('order') === 'desc' ? 'desc' : 'asc') as SortDirection }
        : null;
    return { page: positive(search.get('page')), sort, filters };
  }, [search, defaultsKey, sortableKey]);

  // The router hands a functional update the query of the last render, so two changes made before the next
  // render (a debounced search landing just after a filter was picked) would lose the first. Each change starts
  // from the latest one instead.
  const latest = useRef(search);
  latest.current = search;
  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setSearch(next, { replace });
    },
    [setSearch],
  );

  const setPage = useCallback(
    (page: number) => update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page'))),
    [update],
  );

  const setSort = useCallback(
    (sort: ListSort<Column> | null) =>
      update((next) => {
        next.delete('page');
        if (!sort) {
          next.delete('sort');
          next.delete('order');
          return;
        }
        next.set('sort', sort.column);
        next.set('order', sort.direction);
      }),
    [update],
  );

  const setFilters = useCallback(
    (change: Partial<Filters>) => {
      const initial = JSON.parse(defaultsKey) as Filters;
      update((next) => {
        next.delete('page');
        for (const [key, value] of Object.entries(change)) {
          const text = typeof value === 'string' ? value.trim() : '';
          if (text && text !== initial[key]) next.set(key, text);
          else next.delete(key);
        }
      }, 'keyword' in change);
    },
    [update, defaultsKey],
  );

  return { ...state, setPage, setSort, setFilters };
}
