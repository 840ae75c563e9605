import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { USER_PAGE_SIZE, USER_SORT_COLUMNS, type UserRow } from '@makro/domain/users';
import { UserRowActions } from '@/features/users/user-row-actions';
import type { ListSort } from '@/lib/use-list-state';
import { ServerDataTable, type DataTableColumn } from '@/ui/data-table';
import { UserAvatar } from '@/ui/initials-avatar';

export const MISSING_EMAIL = '----';

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

const isSortColumn = (column: string): column is UserSortColumn =>
  (USER_SORT_COLUMNS as readonly string[]).includes(column);

const fullName = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim();

/** Columns Name, UserName, Email, Account (spec part 1 §2 "User Management"); cells never cut their text. */
const COLUMNS: DataTableColumn<UserRow>[] = [
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (user) => (
      <Group gap="sm" wrap="nowrap">
        <UserAvatar
          firstName={user.first_name}
          lastName={user.last_name}
          src={user.avatar}
          color={user.default_color}
          size={32}
        />
        <Stack gap={0}>
          <Anchor component={Link} to={`/users/${user.id}`} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {fullName(user)}
          </Anchor>
          {!user.is_active && (
            <Badge size="xs" color="gray" variant="light" w="fit-content">
              Deactivated
            </Badge>
          )}
        </Stack>
      </Group>
    ),
  },
  { accessor: 'username', title: 'UserName', sortable: true, toggleable: true, noWrap: true },
  {
    accessor: 'email',
    title: 'Email',
    toggleable: true,
    noWrap: true,
    render: (user) =>
      user.email ? (
        user.email
      ) : (
        <Text c="dimmed" inherit>
          {MISSING_EMAIL}
        </Text>
      ),
  },
  {
    accessor: 'account_type',
    title: 'Account',
    toggleable: true,
    noWrap: true,
    render: (user) => user.account_type.title,
  },
];

interface UsersTableProps {
  /** The current page, undefined before the first answer. */
  users: readonly UserRow[] | undefined;
  totalCount: number;
  page: number;
  onPage: (page: number) => void;
  sort: ListSort<UserSortColumn> | null;
  onSort: (sort: ListSort<UserSortColumn> | null) => void;
  fetching: boolean;
  /** The signed-in user: their own row has no actions. */
  currentUserId: number | null;
  onEditPermissions: (user: UserRow) => void;
}

export function UsersTable({
  users,
  totalCount,
  sort,
  onSort,
  currentUserId,
  onEditPermissions,
  ...page
}: UsersTableProps) {
  return (
    <ServerDataTable<UserRow>
      label="Users"
      records={users}
      columns={COLUMNS}
      totalRecords={totalCount}
      page={page.page}
      perPage={USER_PAGE_SIZE}
      onPage={page.onPage}
      fetching={page.fetching}
      countLabel={`${totalCount} user${totalCount === 1 ? '' : 's'}`}
      sort={sort}
      onSort={(next) => onSort(next && isSortColumn(next.column) ? { ...next, column: next.column } : null)}
      rowActions={(user) =>
        user.id === currentUserId ? (
          <Text size="xs" c="dimmed">
            You
          </Text>
        ) : (
          <UserRowActions user={user} onEditPermissions={onEditPermissions} />
        )
      }
      columnsKey="users"
      empty={{
        title: 'No users found',
        hint: 'Try another search or account type.',
        icon: <IconUsers size={32} stroke={1.5} />,
      }}
      rowAttributes={(user) => (user.is_active ? {} : { 'data-inactive': true })}
      rowStyle={(user) => (user.is_active ? undefined : { opacity: 0.65 })}
    />
  );
}
