import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useForgotPassword } from '@/features/users/session-api';

/** 'Forgot your password?' on the login page: e-mails a reset link to the account, if one matches. */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const forgot = useForgotPassword();
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const close = () => {
    onClose();
    forgot.reset();
    setLogin('');
    setFieldError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!login.trim()) {
      setFieldError('Username or email is required');
      return;
    }
    forgot.mutate(login.trim());
  };

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>Forgot your password?</Text>} centered>
      {forgot.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {forgot.data.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>OK</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter your username or e-mail address and we will e-mail you a link to set a new password.
            </Text>
            {forgot.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {forgot.error.message}
              </Alert>
            )}
            <TextInput
              label="Username or email"
              required
              autoComplete="username"
              data-autofocus
              value={login}
              error={fieldError}
              onChange={(event) => {
                setLogin(event.currentTarget.value);
                setFieldError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="subtle" color="gray" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={forgot.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
