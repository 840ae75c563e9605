import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Permission } from '@makro/domain/shared';
import { SetPermissionsInput, sortPermissions, type UserDetail, type UserRow } from '@makro/domain/users';
import { useSetPermissions, useUserDetail } from '@/features/users/api';
import { PermissionChecklist } from '@/features/users/permission-checklist';
import { serverFieldErrors, useContractForm } from '@/lib/contract-form';
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
  return <PermissionsForm detail={detail.data} onClose={onClose} />;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((permission) => b.includes(permission));

/** The wanted effective list is the form's one value, validated by the contract's body schema. */
function PermissionsForm({ detail, onClose }: { detail: UserDetail; onClose: () => void }) {
  const save = useSetPermissions();
  const form = useContractForm(SetPermissionsInput, { initialValues: { permissions: detail.permissions } });
  const shown = form.values.permissions;
  const defaults = detail.default_permissions;
  const setShown = (permissions: Permission[]) => form.setFieldValue('permissions', sortPermissions(permissions));

  const onSubmit = form.onSubmit(async ({ permissions }) => {
    try {
      await save.mutateAsync({ id: detail.user.id, permissions });
      toast('success', 'Permissions updated!');
      onClose();
    } catch (error) {
      // Every refusal is about the list as a whole, whether or not the server names it (`body.permissions`).
      const message = error instanceof Error ? error.message : 'Something went wrong';
      form.setFieldError('permissions', serverFieldErrors(error).permissions ?? message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Permissions">
      <Text size="sm" c="dimmed" mb="md">
        Account type {detail.user.account_type.title}. Badges mark where this user differs from its defaults; changes
        apply on the user&apos;s next request.
      </Text>
      {form.errors.permissions && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md" role="alert">
          {form.errors.permissions}
        </Alert>
      )}
      <PermissionChecklist
        permissions={shown}
        defaults={defaults}
        onToggle={(permission, checked) =>
          setShown(checked ? [...shown, permission] : shown.filter((name) => name !== permission))
        }
        disabled={save.isPending}
      />
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          disabled={sameSet(shown, defaults) || save.isPending}
          onClick={() => setShown(defaults)}
        >
          Reset to defaults
        </Button>
        <Group gap="sm">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={sameSet(shown, detail.permissions)}>
            Save
          </Button>
        </Group>
      </Group>
    </form>
  );
}
