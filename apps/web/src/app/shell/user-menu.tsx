import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBug, IconLock, IconLogout, IconPalette, IconServerCog, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, grants } from '@makro/domain/shared';
import { systemStatus } from '@makro/domain/system';
import type { UserInfo } from '@makro/domain/users';
import { openReportProblem } from '@/features/bugs-manager/report-problem-state';
import { lockScreen } from '@/features/users/lock-state';
import { MY_ACCOUNT_PATH } from '@/lib/navigation';
import { SYSTEM_PATH } from '@/features/system/routes';
import { useSession } from '@/lib/session-store';
import { useLogout } from '@/features/users/session-api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { UserAvatar } from '@/ui/initials-avatar';

export function UserCard({ user, compact = false }: { user: UserInfo; compact?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar
        firstName={user.first_name}
        lastName={user.last_name}
        src={user.avatar}
        color={user.default_color}
        size={compact ? 34 : 40}
      />
      <Box style={{ minWidth: 0 }} className="makro-user-card-text">
        <Text fz="sm" fw={600} truncate lh={1.3}>
          {user.first_name} {user.last_name}
        </Text>
        <Text fz="xs" truncate lh={1.3} className="makro-user-card-title">
          {user.account_type.title}
        </Text>
      </Box>
    </Group>
  );
}

/** The top-bar user menu: my account, the look of the app, the lock screen, logout. */
export function UserMenu({ user, onOpenSettings }: { user: UserInfo; onOpenSettings: () => void }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const isAdministrator = grants(systemStatus.access, permissions, user.account_type.slug);

  const onLogout = () => {
    logout.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) toast('warning', MESSAGES.sessionExpired);
      },
      onSettled: () => void navigate('/login', { replace: true }),
    });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className="makro-user-button" data-testid="user-menu">
          <UserCard user={user} compact />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Welcome {user.first_name}!</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} component={Link} to={MY_ACCOUNT_PATH}>
          My Account
        </Menu.Item>
        {isAdministrator && (
          <Menu.Item leftSection={<IconServerCog size={16} />} component={Link} to={SYSTEM_PATH}>
            System
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconPalette size={16} />} onClick={onOpenSettings}>
          Theme Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconLock size={16} />} onClick={lockScreen}>
          Lock Screen
        </Menu.Item>
        <Menu.Item leftSection={<IconBug size={16} />} onClick={openReportProblem}>
          Report a problem
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout} disabled={logout.isPending}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
