import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The inventory list's filters, as they stand in the URL. Empty strings mean "no filter". */
export interface InventoryListParams {
  page: number;
  keyword: string;
  category: string;
  status: string;
  location: string;
}

const KEYS = ['keyword', 'category', 'status', 'location'] as const;

/** Page, keyword, category, status and bin of the inventory search live in the URL, so a reload keeps them. */
export function useInventoryParams(): [InventoryListParams, (change: Partial<InventoryListParams>) => void] {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<InventoryListParams>(() => {
    const page = Number(search.get('page'));
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      keyword: search.get('keyword') ?? '',
      category: search.get('category') ?? '',
      status: search.get('status') ?? '',
      location: search.get('location') ?? '',
    };
  }, [search]);

  const update = useCallback(
    (change: Partial<InventoryListParams>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          // Any new filter starts again at page 1.
          const page = change.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          for (const key of KEYS) {
            const value = change[key];
            if (value === undefined) continue;
            if (value.trim()) next.set(key, value.trim());
            else next.delete(key);
          }
          return next;
        },
        // Typing does not flood the history with one entry per debounced keyword.
        { replace: change.keyword !== undefined },
      );
    },
    [setSearch],
  );

  return [params, update];
}
