import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useUserDetail } from '@/features/users/api';
import { HistoryTimeline } from '@/features/users/history-timeline';
import { PermissionChecklist } from '@/features/users/permission-checklist';
import { PermissionsModal } from '@/features/users/permissions-modal';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { UserAvatar } from '@/ui/initials-avatar';
import { PageHeader } from '@/ui/page-header';

const BACK = { label: 'User Manangement', to: '/users' };

function NotFound() {
  return (
    <Center mih={360}>
      <Stack align="center" gap="xs" ta="center">
        <IconUserQuestion size={56} stroke={1.3} color="var(--mantine-color-dimmed)" />
        <Title order={3}>User not found</Title>
        <Text c="dimmed">This account does not exist or was removed.</Text>
        <Button component={Link} to="/users" mt="md" leftSection={<IconArrowLeft size={16} />}>
          Back to User Management
        </Button>
      </Stack>
    </Center>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** users/{id}: profile, effective permissions and the account history. */
export function UserDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useUserDetail(valid ? id : null);
  const [editing, setEditing] = useState(false);

  if (!valid || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <>
        <PageHeader title="User" crumbs={[BACK]} />
        <NotFound />
      </>
    );
  }
  if (detail.isPending || detail.isError) {
    return (
      <>
        <PageHeader title="User" crumbs={[BACK]} />
        <Center mih={320}>{detail.isError ? <Text c="red">{detail.error.message}</Text> : <Loader />}</Center>
      </>
    );
  }

  const { user, permissions, default_permissions: defaults, history } = detail.data;
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <>
      <PageHeader title={name || user.username} crumbs={[BACK]} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <Stack align="center" gap={6} mb="md" ta="center">
              <UserAvatar
                firstName={user.first_name}
                lastName={user.last_name}
                src={user.avatar}
                color={user.default_color}
                size={88}
              />
              <Title order={4} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Group gap={6} justify="center">
                <Badge variant="light">{user.account_type.title}</Badge>
                <Badge variant="light" color={user.is_active ? 'teal' : 'gray'}>
                  {user.is_active ? 'Active' : 'Deactivated'}
                </Badge>
              </Group>
            </Stack>
            <Stack gap="xs">
              <Field label="User Name">{user.username}</Field>
              <Field label="Email">{user.email ?? '----'}</Field>
              <Field label="Account">{user.account_type.title}</Field>
              <Field label="Created">{formatDate(user.created_at)}</Field>
            </Stack>
          </Card>
          <Card withBorder radius="md" shadow="xs" padding="lg" mt="lg">
            <Title order={5} mb="md">
              History
            </Title>
            <HistoryTimeline history={history} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <Group justify="space-between" mb="md">
              <Title order={5}>Permissions</Title>
              <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            </Group>
            <PermissionChecklist permissions={permissions} defaults={defaults} />
          </Card>
        </Grid.Col>
      </Grid>
      <PermissionsModal user={editing ? user : null} onClose={() => setEditing(false)} />
    </>
  );
}
