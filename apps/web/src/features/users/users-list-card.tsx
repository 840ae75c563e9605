import { useState } from 'react';
import { Card, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ACCOUNT_TYPES } from '@makro/domain/shared';
import { USER_PAGE_SIZE, USER_SORT_COLUMNS, type UserRow } from '@makro/domain/users';
import { useUserList, type UserListQuery } from '@/features/users/api';
import { PermissionsModal } from '@/features/users/permissions-modal';
import { UsersTable, type UserSortColumn } from '@/features/users/users-table';
import { useSession } from '@/lib/session-store';
import { useListState, type ListState } from '@/lib/use-list-state';

/** Spec part 1 §9: search debounce 900 ms. */
export const SEARCH_DEBOUNCE_MS = 900;

const ALL = 'all';
const TYPE_OPTIONS = [
  { value: ALL, label: 'All Account Types' },
  ...ACCOUNT_TYPES.map((type) => ({ value: String(type.id), label: type.title })),
];
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
];
const IS_ACTIVE: Record<string, boolean> = { active: true, inactive: false };
const FILTERS = { keyword: '', account_type: ALL, status: ALL };

/** The list's URL state as the API's query; a hand-edited URL value it does not know means "all". */
function listQuery({ page, sort, filters }: ListState<typeof FILTERS, UserSortColumn>): UserListQuery {
  const accountType = ACCOUNT_TYPES.find((type) => String(type.id) === filters.account_type);
  return {
    page,
    per_page: USER_PAGE_SIZE,
    keyword: filters.keyword || undefined,
    account_type: accountType?.id,
    is_active: IS_ACTIVE[filters.status],
    sort: sort?.column,
    order: sort?.direction,
  };
}

/** The right card of /users: search, filters, the server-paged list and its actions. */
export function UsersListCard() {
  const { user: me } = useSession();
  const list = useListState({ filters: FILTERS, sortable: USER_SORT_COLUMNS });
  const [keyword, setKeyword] = useState(list.filters.keyword);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const query = listQuery(list);
  const users = useUserList(query);
  const applyKeyword = useDebouncedCallback((value: string) => list.setFilters({ keyword: value }), SEARCH_DEBOUNCE_MS);

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Group gap="sm" mb="xs" wrap="wrap">
        <TextInput
          aria-label="Search users"
          placeholder="Search name, username or e-mail"
          leftSection={<IconSearch size={16} />}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            applyKeyword(event.currentTarget.value);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          aria-label="Account type"
          data={TYPE_OPTIONS}
          value={query.account_type ? String(query.account_type) : ALL}
          onChange={(value) => list.setFilters({ account_type: value ?? ALL })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={query.is_active === undefined ? ALL : query.is_active ? 'active' : 'inactive'}
          onChange={(value) => list.setFilters({ status: value ?? ALL })}
          allowDeselect={false}
          w={{ base: '100%', xs: 150 }}
        />
      </Group>

      {users.isError && !users.data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          The user list could not be loaded: {users.error.message}
        </Text>
      ) : (
        <UsersTable
          users={users.data?.users}
          totalCount={users.data?.total_count ?? 0}
          page={list.page}
          onPage={list.setPage}
          sort={list.sort}
          onSort={list.setSort}
          fetching={users.isFetching}
          currentUserId={me?.id ?? null}
          onEditPermissions={setEditing}
        />
      )}

      <PermissionsModal user={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
