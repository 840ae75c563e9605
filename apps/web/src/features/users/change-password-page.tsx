import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { homePathFor } from '@makro/domain/shared';
import { ChangePasswordInput, TEMPORARY_PASSWORD_DAYS } from '@makro/domain/users';
import { AuthCard } from '@/features/users/auth-card';
import { errorsInWords } from '@/lib/field-labels';
import { NEW_PASSWORD_LABELS, NewPasswordFields } from '@/features/users/new-password-fields';
import { useChangePassword, useLogout } from '@/features/users/session-api';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';

const LABELS = { current_password: 'Current Password', ...NEW_PASSWORD_LABELS };

/**
 * Choose a new password: where a user whose password came by e-mail (the welcome e-mail) lands after
 * signing in, before anything else. The new password is theirs alone; then the app opens at their home.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const change = useChangePassword();
  const logout = useLogout();
  const form = useContractForm(ChangePasswordInput, {
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.onSubmit((body) => {
    setFormError(null);
    change.mutate(
      { body },
      {
        onSuccess: ({ message, user_info }) => {
          toast('success', message);
          void navigate(homePathFor(user_info.account_type.slug), { replace: true });
        },
        onError: (error) => {
          if (!markServerErrors(form, error)) setFormError(error.message);
        },
      },
    );
  });

  const onSignOut = () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });

  return (
    <AuthCard
      title="Choose a new password"
      description={
        <>
          {user ? `Welcome ${user.first_name}! ` : ''}The password you signed in with was sent by e-mail, so it is only
          temporary (it expires {TEMPORARY_PASSWORD_DAYS} days after it was sent). Choose one of your own to go on.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formError}
            </Alert>
          )}
          <PasswordInput
            label={LABELS.current_password}
            description="The password from the e-mail"
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
          <Button type="submit" fullWidth size="md" loading={change.isPending}>
            Save new password
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        <Anchor component="button" type="button" fw={600} onClick={onSignOut}>
          Sign out
        </Anchor>
      </Text>
    </AuthCard>
  );
}
