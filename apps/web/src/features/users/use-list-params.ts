import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UserListParams } from '@/features/users/api';

const STATUSES: UserListParams['status'][] = ['all', 'active', 'inactive'];

/** Page, keyword, account type and status of the user list live in the URL, so a reload keeps them. */
export function useListParams(): [UserListParams, (change: Partial<UserListParams>) => void] {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<UserListParams>(() => {
    const page = Number(search.get('page'));
    const type = Number(search.get('account_type'));
    const status = search.get('status') as UserListParams['status'] | null;
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      keyword: search.get('keyword') ?? '',
      accountType: Number.isInteger(type) && type > 0 ? type : null,
      status: status && STATUSES.includes(status) ? status : 'all',
    };
  }, [search]);

  const update = useCallback(
    (change: Partial<UserListParams>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
          // Any new filter starts again at page 1.
          const page = change.page ?? 1;
          set('page', page > 1 ? String(page) : null);
          if (change.keyword !== undefined) set('keyword', change.keyword.trim() || null);
          if (change.accountType !== undefined)
            set('account_type', change.accountType ? String(change.accountType) : null);
          if (change.status !== undefined) set('status', change.status === 'all' ? null : change.status);
          return next;
        },
        { replace: change.keyword !== undefined },
      );
    },
    [setSearch],
  );

  return [params, update];
}
