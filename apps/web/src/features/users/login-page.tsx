import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { APP_NAME, APP_VERSION, MESSAGES, homePathFor } from '@makro/domain/shared';
import { LoginInput } from '@makro/domain/users';
import { errorsInWords } from '@/lib/field-labels';
import { ComingSoonAlert, ForgotPasswordModal } from '@/features/users/login-dialogs';
import { ReviewCarousel } from '@/features/users/review-carousel';
import { useLogin } from '@/features/users/session-api';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { clearToasts, toast } from '@/lib/notify';
import { Logo } from '@/ui/logo';

const LABELS = { username: 'User Name', password: 'Password' };

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useContractForm(LoginInput, {
    initialValues: { username: '', password: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [comingSoon, setComingSoon] = useState(false);
  const [forgotOpened, setForgotOpened] = useState(false);

  const onSubmit = form.onSubmit((body) => {
    setFormError(null);
    login.mutate(
      { body },
      {
        onSuccess: ({ user_info }) => {
          // A failed attempt's toast must not greet the user on the dashboard.
          clearToasts();
          void navigate(homePathFor(user_info.account_type.slug), { replace: true });
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : 'Something went wrong';
          toast('error', `Login failed: ${message}`);
          if (markServerErrors(form, error)) return;
          setFormError(error instanceof ApiError && error.status === 401 ? MESSAGES.invalidCredentials : message);
        },
      },
    );
  });

  const showComingSoon = () => setComingSoon(true);

  return (
    <Box className="makro-login">
      <Box className="makro-login-form-side">
        <Box className="makro-login-form-wrap">
          <Group justify="center" mb="xl">
            <Logo size={40} />
          </Group>
          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <div>
                  <Title order={2} fw={700}>
                    Sign In
                  </Title>
                  <Text c="dimmed" fz="sm" mt={4}>
                    Enter your username and password to access account.
                  </Text>
                </div>
                {formError && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                    {formError}
                  </Alert>
                )}
                <TextInput
                  label={LABELS.username}
                  placeholder="Enter your username"
                  required
                  autoComplete="username"
                  leftSection={<IconUser size={16} />}
                  {...form.getInputProps('username')}
                />
                <div>
                  <Group justify="space-between" mb={4}>
                    <Text component="label" htmlFor="login-password" fz="sm" fw={500}>
                      {LABELS.password}
                    </Text>
                    <Anchor component="button" type="button" fz="xs" onClick={() => setForgotOpened(true)}>
                      Forgot your password?
                    </Anchor>
                  </Group>
                  <PasswordInput
                    id="login-password"
                    placeholder="Enter your password"
                    autoComplete="current-password"
                    leftSection={<IconLock size={16} />}
                    {...form.getInputProps('password')}
                  />
                </div>
                <Checkbox label="Remember me" checked={false} onChange={showComingSoon} />
                <Button type="submit" fullWidth size="md" loading={login.isPending}>
                  LOG IN
                </Button>
                <Text ta="center" fz="sm" c="dimmed">
                  Don&apos;t have an account?{' '}
                  <Anchor component="button" type="button" fz="sm" fw={600} onClick={showComingSoon}>
                    Request an account
                  </Anchor>
                </Text>
              </Stack>
            </form>
          </Paper>
        </Box>
        <Text component="footer" ta="center" fz="xs" c="dimmed" py="md">
          {new Date().getFullYear()} © {APP_NAME} · v{APP_VERSION}
        </Text>
      </Box>
      <Box className="makro-login-brand-side" visibleFrom="md">
        <ReviewCarousel />
      </Box>
      <ComingSoonAlert opened={comingSoon} onClose={() => setComingSoon(false)} />
      <ForgotPasswordModal opened={forgotOpened} onClose={() => setForgotOpened(false)} />
    </Box>
  );
}
