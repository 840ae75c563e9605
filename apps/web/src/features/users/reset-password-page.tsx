import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_LINK_INVALID, RESET_LINK_INVALID_CODE, ResetPasswordInput } from '@makro/domain/users';
import { AuthCard } from '@/features/users/auth-card';
import { errorsInWords } from '@/lib/field-labels';
import { NEW_PASSWORD_LABELS, NewPasswordFields } from '@/features/users/new-password-fields';
import { ForgotPasswordModal } from '@/features/users/forgot-password-modal';
import { useResetPassword } from '@/features/users/session-api';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, serverFieldErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

const LABELS = NEW_PASSWORD_LABELS;

/**
 * Whether a failed reset is about the link rather than the password: the server's code, or any refusal that
 * names the token (whatever its wording, people see the domain's sentence, never a validation message).
 */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.code === RESET_LINK_INVALID_CODE || 'token' in serverFieldErrors(error));
}

function InvalidLink({ onAskAgain }: { onAskAgain: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {RESET_LINK_INVALID}
      </Alert>
      <Button fullWidth leftSection={<IconMailForward size={18} />} onClick={onAskAgain}>
        Ask for a new link
      </Button>
    </Stack>
  );
}

/** Reset password (spec part 2 "Reset Password"): a new password and its confirmation, with the e-mailed token. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const form = useContractForm(ResetPasswordInput, {
    initialValues: { token: token ?? '', password: '', password_confirmation: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const [invalid, setInvalid] = useState(!token);
  const [formError, setFormError] = useState<string | null>(null);
  const [askingAgain, setAskingAgain] = useState(false);

  const onSubmit = form.onSubmit((body) => {
    setFormError(null);
    reset.mutate(
      { body },
      {
        onSuccess: ({ message }) => {
          toast('success', message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (isInvalidLink(error)) setInvalid(true);
          else if (!markServerErrors(form, error)) setFormError(error.message);
        },
      },
    );
  });

  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      after={<ForgotPasswordModal opened={askingAgain} onClose={() => setAskingAgain(false)} />}
    >
      {invalid ? (
        <InvalidLink onAskAgain={() => setAskingAgain(true)} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {formError}
              </Alert>
            )}
            <NewPasswordFields inputProps={(field) => form.getInputProps(field)} />
            <Button type="submit" fullWidth size="md" loading={reset.isPending}>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" fz="sm">
        <Anchor component={Link} to="/login" fw={600}>
          Back to login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
