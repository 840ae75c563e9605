import type { ReactNode } from 'react';
import { ActionIcon, Group, PasswordInput, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey, IconMailForward, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { UserRow } from '@makro/domain/users';
import { useDeleteUser, useSendPasswordReset, useUpdateUser } from '@/features/users/api';
import { toast } from '@/lib/notify';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

interface ActionProps {
  label: string;
  color?: string;
  disabled?: boolean;
  hint?: string;
  onClick: () => void;
  children: ReactNode;
}

function Action({ label, color, disabled, hint, onClick, children }: ActionProps) {
  return (
    <Tooltip label={hint ?? label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

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
      <Action label="Edit permissions" onClick={() => onEditPermissions(user)}>
        <IconKey size={18} />
      </Action>
      <Action
        label="Send password reset link"
        disabled={!user.email || reset.isPending}
        hint={user.email ? undefined : 'No e-mail address to send a reset link to'}
        onClick={() => void sendReset()}
      >
        <IconMailForward size={18} />
      </Action>
      {user.is_active ? (
        <Action label="Deactivate" color="orange" onClick={confirmDeactivate}>
          <IconUserOff size={18} />
        </Action>
      ) : (
        <Action label="Reactivate" color="teal" onClick={() => void setActive(true)}>
          <IconUserCheck size={18} />
        </Action>
      )}
      <Action label="Remove" color="red" onClick={confirmRemove}>
        <IconTrash size={18} />
      </Action>
    </Group>
  );
}
