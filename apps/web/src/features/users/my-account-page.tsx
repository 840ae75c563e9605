import { Badge, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ChangePasswordInput, type UserInfo } from '@makro/domain/users';
import { NEW_PASSWORD_LABELS, NewPasswordFields } from '@/features/users/new-password-fields';
import { useChangePassword, useRefreshMyAvatar } from '@/features/users/session-api';
import { errorsInWords } from '@/lib/field-labels';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { UserAvatar } from '@/ui/initials-avatar';
import { PageHeader } from '@/ui/page-header';

const LABELS = { current_password: 'Current Password', ...NEW_PASSWORD_LABELS };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

function ProfileCard({ user }: { user: UserInfo }) {
  const refresh = useRefreshMyAvatar();
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ data }) =>
        toast(
          data.avatar ? 'success' : 'info',
          data.avatar ? 'Picture updated from the team chat.' : 'The team chat has no picture for your e-mail.',
        ),
      onError: (error) => toast('error', error.message),
    });
  return (
    <Card withBorder padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <UserAvatar
          firstName={user.first_name}
          lastName={user.last_name}
          src={user.avatar}
          color={user.default_color}
          size={88}
        />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Title order={4}>
              {user.first_name} {user.last_name}
            </Title>
            <Badge variant="light">{user.account_type.title}</Badge>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Username" value={user.username} />
            <Fact label="E-mail" value={user.email ?? '—'} />
            <Fact label="Pages you can open" value={`${user.permissions.length} permissions`} />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            Your picture is the one your e-mail has in the team chat, fetched every hour. Your name, e-mail and
            permissions are kept by an administrator in User Management.
          </Text>
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={onRefresh}
              loading={refresh.isPending}
            >
              Fetch my picture now
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  const form = useContractForm(ChangePasswordInput, {
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const onSubmit = form.onSubmit((body) =>
    change.mutate(
      { body },
      {
        onSuccess: ({ message }) => {
          toast('success', message);
          form.reset();
        },
        onError: (error) => {
          if (!markServerErrors(form, error)) toast('error', error.message);
        },
      },
    ),
  );
  return (
    <Card withBorder padding="lg">
      <Title order={5} mb="xs">
        Change password
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Your other sessions (other browsers, other devices) are signed out; this one goes on.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={LABELS.current_password}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Save new password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** My Account: who I am here, my picture from the team chat, and my own password. */
export function MyAccountPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader title="My Account" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ProfileCard user={user} />
        <PasswordCard />
      </SimpleGrid>
    </>
  );
}
