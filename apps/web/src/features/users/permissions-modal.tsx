import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Permission } from '@makro/domain/shared';
import { sortPermissions, type UserRow } from '@makro/domain/users';
import { useSetPermissions, useUserDetail } from '@/features/users/api';
import { PermissionChecklist } from '@/features/users/permission-checklist';
import { toast } from '@/lib/notify';

type EditedUser = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'username'>;

/** Edit a user's effective permissions; saving sends the wanted list (PUT /users/:id/permissions). */
export function PermissionsModal({ user, onClose }: { user: EditedUser | null; onClose: () => void }) {
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={<Text fw={700}>Permissions of {name}</Text>}
      size="xl"
      centered
    >
      {user && <PermissionsEditor key={user.id} userId={user.id} onClose={onClose} />}
    </Modal>
  );
}

function PermissionsEditor({ userId, onClose }: { userId: number; onClose: () => void }) {
  const detail = useUserDetail(userId);
  const save = useSetPermissions();
  const [wanted, setWanted] = useState<Permission[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (detail.isPending) {
    return (
      <Center mih={240}>
        <Loader />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {detail.error.message}
      </Alert>
    );
  }

  const current = detail.data.permissions;
  const defaults = detail.data.default_permissions;
  const shown = wanted ?? current;
  const changed = shown.length !== current.length || shown.some((permission) => !current.includes(permission));
  const atDefaults = shown.length === defaults.length && shown.every((permission) => defaults.includes(permission));

  const toggle = (permission: Permission, checked: boolean) => {
    setError(null);
    setWanted(sortPermissions(checked ? [...shown, permission] : shown.filter((name) => name !== permission)));
  };

  const onSave = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: userId, permissions: sortPermissions(shown) });
      toast('success', 'Permissions updated!');
      onClose();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Something went wrong');
    }
  };

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        Account type {detail.data.user.account_type.title}. Badges mark where this user differs from its defaults;
        changes apply on the user&apos;s next request.
      </Text>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md" role="alert">
          {error}
        </Alert>
      )}
      <PermissionChecklist permissions={shown} defaults={defaults} onToggle={toggle} disabled={save.isPending} />
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          disabled={atDefaults || save.isPending}
          onClick={() => {
            setError(null);
            setWanted(sortPermissions(defaults));
          }}
        >
          Reset to defaults
        </Button>
        <Group gap="sm">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void onSave()} loading={save.isPending} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Group>
    </>
  );
}
