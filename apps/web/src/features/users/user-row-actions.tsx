import { Group, PasswordInput, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconMailForward, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { UserRow } from '@makro/domain/users';
import { useDeleteUser, useSendPasswordReset, useUpdateUser } from '@/features/users/api';
import { toast } from '@/lib/notify';
import { RowAction } from '@/ui/row-action';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** The action icons of one row of the user list; never shown on the signed-in user's own row. */
export function UserRowActions({
  user,
  onEditPermissions,
}: {
  user: UserRow;
  onEditPermissions: (user: UserRow) => void;
}) {
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const reset = useSendPasswordReset();
  const who = user.email ?? user.username;

  const sendReset = async () => {
    try {
      const { email } = await reset.mutateAsync(user.id);
      toast('success', `Email notification sent to ${email}`);
    } catch {
      toast('error', 'Error sending email notification.');
    }
  };

  const setActive = async (active: boolean) => {
    try {
      await update.mutateAsync({ id: user.id, user: { is_active: active ? 1 : 0 } });
      toast('success', active ? 'User reactivated!' : 'User deactivated!');
    } catch (error) {
      const action = active ? 'reactivating' : 'deactivating';
      toast('error', `There was an error ${action} a user: ${messageOf(error)}`);
    }
  };

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: 'Deactivate?',
      centered: true,
      children: <Text size="sm">You wish to deactivate {who}</Text>,
      labels: { confirm: 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void setActive(false),
    });

  const confirmRemove = () => {
    let secret = '';
    modals.openConfirmModal({
      title: 'Remove permanently?',
      centered: true,
      children: (
        <>
          <Text size="sm" mb="sm">
            {who} will be removed for good. This is reserved for developers; everyone else deactivates instead.
          </Text>
          <PasswordInput
            label="Developer secret"
            data-autofocus
            onChange={(event) => {
              secret = event.currentTarget.value;
            }}
          />
        </>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: user.id, secret });
          toast('success', 'User has been removed permanently!');
        } catch (error) {
          toast('error', `There was an error removing a user: ${messageOf(error)}`);
        }
      },
    });
  };

  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction label="Edit permissions" onClick={() => onEditPermissions(user)}>
        <IconKey size={18} />
      </RowAction>
      <RowAction
        label="Send password reset link"
        disabled={!user.email || reset.isPending}
        hint={user.email ? undefined : 'No e-mail address to send a reset link to'}
        onClick={() => void sendReset()}
      >
        <IconMailForward size={18} />
      </RowAction>
      {user.is_active ? (
        <RowAction label="Deactivate" color="orange" onClick={confirmDeactivate}>
          <IconUserOff size={18} />
        </RowAction>
      ) : (
        <RowAction label="Reactivate" color="teal" onClick={() => void setActive(true)}>
          <IconUserCheck size={18} />
        </RowAction>
      )}
      <RowAction label="Remove" color="red" onClick={confirmRemove}>
        <IconTrash size={18} />
      </RowAction>
    </Group>
  );
}
