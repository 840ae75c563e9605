import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { ForgotPasswordInput } from '@makro/domain/users';
import { errorsInWords } from '@/lib/field-labels';
import { useForgotPassword } from '@/features/users/session-api';
import { markServerErrors, useContractForm } from '@/lib/contract-form';

const LABELS = { login: 'Username or email' };

/** 'Forgot your password?': e-mails a reset link to the account, if one matches. */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const forgot = useForgotPassword();
  const form = useContractForm(ForgotPasswordInput, {
    initialValues: { login: '' },
    enhanceGetInputProps: errorsInWords(LABELS),
  });

  const close = () => {
    onClose();
    forgot.reset();
    form.reset();
  };

  const onSubmit = form.onSubmit((body, event) => {
    // React carries events out of the modal's portal to the page's own elements; this submit stays here.
    event?.stopPropagation();
    forgot.mutate({ body }, { onError: (error) => markServerErrors(form, error) });
  });

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
              label={LABELS.login}
              required
              autoComplete="username"
              data-autofocus
              {...form.getInputProps('login')}
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
