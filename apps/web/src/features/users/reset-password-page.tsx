import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, PASSWORDS_DONT_MATCH, RESET_LINK_INVALID } from '@makro/domain/users';
import { useResetPassword } from '@/features/users/session-api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { Logo } from '@/ui/logo';

export { PASSWORDS_DONT_MATCH };

function InvalidLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {message}
      </Alert>
      <Text fz="sm">
        Use <b>Forgot your password?</b> on the login page to get a new link.
      </Text>
      <Button component={Link} to="/login" fullWidth>
        Go to login
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(token ? null : RESET_LINK_INVALID);
  const [formError, setFormError] = useState<string | null>(null);

  const mismatch = (confirmation.length > 0 || submitted) && password !== confirmation;
  const passwordError = !submitted
    ? null
    : !password
      ? 'New password is required'
      : password.length < PASSWORD_MIN_LENGTH
        ? `Use at least ${PASSWORD_MIN_LENGTH} characters`
        : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (!token || password.length < PASSWORD_MIN_LENGTH || password !== confirmation) return;
    reset.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: ({ message }) => {
          toast('success', message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 422 || error.status === 404)) setInvalid(error.message);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Center mih="100dvh" p="md" className="makro-auth-background">
      <Box w="100%" maw={440}>
        <Group justify="center" mb="xl">
          <Logo size={40} />
        </Group>
        <Paper radius="lg" p="xl" shadow="sm" withBorder>
          <Stack gap="md">
            <div>
              <Title order={2}>Reset Password</Title>
              <Text c="dimmed" fz="sm" mt={4}>
                Choose a new password for your account.
              </Text>
            </div>
            {invalid ? (
              <InvalidLink message={invalid} />
            ) : (
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  {formError && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                      {formError}
                    </Alert>
                  )}
                  <PasswordInput
                    label="New Password"
                    placeholder="Enter new password"
                    autoComplete="new-password"
                    required
                    value={password}
                    error={passwordError}
                    onChange={(event) => setPassword(event.currentTarget.value)}
                  />
                  <PasswordInput
                    label="Confirm Password"
                    placeholder="Confirm new password"
                    autoComplete="new-password"
                    required
                    value={confirmation}
                    error={mismatch ? PASSWORDS_DONT_MATCH : null}
                    onChange={(event) => setConfirmation(event.currentTarget.value)}
                  />
                  <Button type="submit" fullWidth size="md" loading={reset.isPending}>
                    Reset Password
                  </Button>
                </Stack>
              </form>
            )}
            {!invalid && (
              <Text ta="center" fz="sm">
                <Anchor component={Link} to="/login" fw={600}>
                  Back to login
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
