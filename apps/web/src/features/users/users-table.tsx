import { Anchor, Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserRow } from '@makro/domain/users';
import { UserRowActions } from '@/features/users/user-row-actions';
import { UserAvatar } from '@/ui/initials-avatar';

export const MISSING_EMAIL = '----';

interface UsersTableProps {
  users: readonly UserRow[] | undefined;
  loading: boolean;
  /** The signed-in user: their own row has no actions. */
  currentUserId: number | null;
  onEditPermissions: (user: UserRow) => void;
}

function LoadingRows() {
  return Array.from({ length: 6 }, (_, index) => (
    <Table.Tr key={index} data-testid="user-row-skeleton">
      {Array.from({ length: 5 }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={cell === 0 ? 28 : 12} width={cell === 0 ? '80%' : '60%'} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function EmptyRow() {
  return (
    <Table.Tr>
      <Table.Td colSpan={5}>
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconUsers size={32} stroke={1.5} />
          <Text fw={600}>No users found</Text>
          <Text size="sm">Try another search or account type.</Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Columns Name, UserName, Email, Account, Actions (spec part 1 §2 "User Management"). */
export function UsersTable({ users, loading, currentUserId, onEditPermissions }: UsersTableProps) {
  const rows = users?.map((user) => {
    const name = `${user.first_name} ${user.last_name}`.trim();
    return (
      <Table.Tr
        key={user.id}
        data-inactive={!user.is_active || undefined}
        style={{ opacity: user.is_active ? 1 : 0.65 }}
      >
        <Table.Td>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar
              firstName={user.first_name}
              lastName={user.last_name}
              src={user.avatar}
              color={user.default_color}
              size={32}
            />
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={`/users/${user.id}`} fw={600} size="sm" truncate="end" title={name}>
                {name}
              </Anchor>
              {!user.is_active && (
                <Badge size="xs" color="gray" variant="light" w="fit-content">
                  Deactivated
                </Badge>
              )}
            </Stack>
          </Group>
        </Table.Td>
        <Table.Td>
          <Text size="sm" truncate="end" title={user.username}>
            {user.username}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" truncate="end" title={user.email ?? undefined} c={user.email ? undefined : 'dimmed'}>
            {user.email ?? MISSING_EMAIL}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" truncate="end" title={user.account_type.title}>
            {user.account_type.title}
          </Text>
        </Table.Td>
        <Table.Td>
          {user.id === currentUserId ? (
            <Text size="xs" c="dimmed" ta="right">
              You
            </Text>
          ) : (
            <UserRowActions user={user} onEditPermissions={onEditPermissions} />
          )}
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" highlightOnHover aria-busy={loading} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">Name</Table.Th>
            <Table.Th w="18%">UserName</Table.Th>
            <Table.Th w="30%">Email</Table.Th>
            <Table.Th w="22%">Account</Table.Th>
            <Table.Th w={140} ta="right">
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{loading && !users ? <LoadingRows /> : rows?.length ? rows : <EmptyRow />}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
