import { useState } from 'react';
import { Card, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ACCOUNT_TYPES } from '@makro/domain/shared';
import type { UserRow } from '@makro/domain/users';
import { useUserList, type UserListParams } from '@/features/users/api';
import { FailedEmailsAlert } from '@/features/users/failed-emails-drawer';
import { PermissionsModal } from '@/features/users/permissions-modal';
import { useListParams } from '@/features/users/use-list-params';
import { UsersTable } from '@/features/users/users-table';
import { useSession } from '@/lib/session-store';
import { ListFooter } from '@/ui/list-footer';

/** Spec part 1 §9: search debounce 900 ms; the pager shows 5 numbers. */
export const SEARCH_DEBOUNCE_MS = 900;

const ALL = 'all';
const TYPE_OPTIONS = [
  { value: ALL, label: 'All Account Types' },
  ...ACCOUNT_TYPES.map((type) => ({ value: String(type.id), label: type.title })),
];
const STATUS_OPTIONS: { value: UserListParams['status']; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
];

/** The right card of /users: search, filters, the server-paged list and its actions. */
export function UsersListCard() {
  const { user: me } = useSession();
  const [params, update] = useListParams();
  const [keyword, setKeyword] = useState(params.keyword);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const list = useUserList(params);
  const applyKeyword = useDebouncedCallback((value: string) => update({ keyword: value }), SEARCH_DEBOUNCE_MS);

  const totalPages = list.data?.total_pages ?? 1;
  const totalCount = list.data?.total_count;

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <FailedEmailsAlert />
      <Group gap="sm" mb="md" wrap="wrap">
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
          value={params.accountType ? String(params.accountType) : ALL}
          onChange={(value) => update({ accountType: value && value !== ALL ? Number(value) : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={params.status}
          onChange={(value) => update({ status: (value as UserListParams['status'] | null) ?? 'all' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 150 }}
        />
      </Group>

      {list.isError && !list.data ? (
        <Text c="red" size="sm" py="lg" ta="center" role="alert">
          The user list could not be loaded: {list.error.message}
        </Text>
      ) : (
        <UsersTable
          users={list.data?.users}
          loading={list.isPending}
          currentUserId={me?.id ?? null}
          onEditPermissions={setEditing}
        />
      )}

      <ListFooter
        countLabel={totalCount === undefined ? '' : `${totalCount} user${totalCount === 1 ? '' : 's'}`}
        page={params.page}
        totalPages={totalPages}
        onPage={(page) => update({ page })}
        label="User list pages"
      />

      <PermissionsModal user={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
