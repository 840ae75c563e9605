import { Anchor, Button, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { UnlockInput, type UserInfo } from '@makro/domain/users';
import { unlockScreen, useScreenLocked } from '@/features/users/lock-state';
import { useLogout, useUnlock } from '@/features/users/session-api';
import { errorsInWords } from '@/lib/field-labels';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { UserAvatar } from '@/ui/initials-avatar';

const LABELS = { password: 'Password' };

/**
 * While the screen is locked the page is covered (and blurred): only the person's own password, or logging
 * out, goes on. The session stays signed in underneath, so nothing open is lost.
 */
export function LockScreen({ user }: { user: UserInfo }) {
  const locked = useScreenLocked();
  const navigate = useNavigate();
  const unlock = useUnlock();
  const logout = useLogout();
  const form = useContractForm(UnlockInput, {
    initialValues: { password: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });

  const onSubmit = form.onSubmit((body) =>
    unlock.mutate(
      { body },
      {
        onSuccess: () => {
          form.reset();
          unlockScreen();
        },
        onError: (error) => {
          if (!markServerErrors(form, error)) form.setFieldError('password', error.message);
        },
      },
    ),
  );
  const onLogout = () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });

  return (
    <Modal
      opened={locked}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="sm"
      overlayProps={{ backgroundOpacity: 0.85, blur: 12 }}
      title="Screen locked"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack align="center" gap="sm">
          <UserAvatar
            firstName={user.first_name}
            lastName={user.last_name}
            src={user.avatar}
            color={user.default_color}
            size={72}
          />
          <Title order={4}>
            {user.first_name} {user.last_name}
          </Title>
          <Text fz="sm" c="dimmed" ta="center">
            Enter your password to go on where you left off.
          </Text>
          <PasswordInput
            w="100%"
            label={LABELS.password}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={unlock.isPending}>
            Unlock
          </Button>
          <Anchor component="button" type="button" fz="sm" onClick={onLogout}>
            Not {user.first_name}? Log out
          </Anchor>
        </Stack>
      </form>
    </Modal>
  );
}
