import { ActionIcon, Button, Card, Group, Select, SimpleGrid, TextInput, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ACCOUNT_TYPES } from '@makro/domain/shared';
import { CreateUserInput, GENERATED_PASSWORD_LENGTH, generatePassword } from '@makro/domain/users';
import { useCreateUser } from '@/features/users/api';
import { errorsInWords } from '@/lib/field-labels';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

const LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  username: 'User Name',
  email: 'Email',
  account_type_id: 'Account Type',
  password: 'Password',
};

const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: String(type.id), label: type.title }));

export function newPassword(): string {
  return generatePassword(GENERATED_PASSWORD_LENGTH, (count) => crypto.getRandomValues(new Uint32Array(count)));
}

/** The body of POST /users; the spec sends the password as its own confirmation. */
function emptyBody() {
  const password = newPassword();
  return {
    user: {
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      account_type_id: undefined as number | undefined,
      password,
      password_confirmation: password,
    },
  };
}

/** 'Account Creation' (spec part 1 §2, §5): the left card of /users. */
export function UserCreateForm() {
  const create = useCreateUser();
  const form = useContractForm(CreateUserInput, {
    initialValues: emptyBody(),
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const setPassword = (password: string) => {
    form.setFieldValue('user.password', password);
    form.setFieldValue('user.password_confirmation', password);
  };

  const onSubmit = form.onSubmit(async (body) => {
    try {
      const { user } = await create.mutateAsync({ body });
      toast('success', `${user.username} has been created!`);
      toast('success', `Email notification sent to ${user.email ?? body.user.email}`);
      const next = emptyBody();
      form.setInitialValues(next);
      form.reset();
    } catch (error) {
      // A 401 has already logged the user out (API client).
      if (error instanceof ApiError && error.status === 401) return;
      const marked = markServerErrors(form, error);
      // A 400's own message lists every field by its key; the fields now say it better.
      const onFields = marked && error instanceof ApiError && error.status === 400;
      const message = onFields
        ? 'Please correct the highlighted fields.'
        : error instanceof Error
          ? error.message
          : 'Something went wrong';
      toast('error', message, 'Error creating user account');
    }
  });

  const accountType = form.getInputProps('user.account_type_id');
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Title order={4} mb="md">
        Account Creation
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="Account Creation">
        {/* One column beside the list, more when the form spans the page. */}
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={LABELS.first_name} required autoComplete="off" {...form.getInputProps('user.first_name')} />
          <TextInput label={LABELS.last_name} required autoComplete="off" {...form.getInputProps('user.last_name')} />
          <TextInput label={LABELS.username} required autoComplete="off" {...form.getInputProps('user.username')} />
          <TextInput
            label={LABELS.email}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('user.email')}
          />
          <Select
            label={LABELS.account_type_id}
            placeholder="Select Account Type"
            required
            data={ACCOUNT_TYPE_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...accountType}
            value={accountType.value ? String(accountType.value) : null}
            onChange={(value) => form.setFieldValue('user.account_type_id', value ? Number(value) : undefined)}
          />
          <TextInput
            label={LABELS.password}
            required
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            rightSection={
              <Tooltip label="Generate a new password" withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label="Generate a new password"
                  onClick={() => setPassword(newPassword())}
                >
                  <IconRefresh size={16} />
                </ActionIcon>
              </Tooltip>
            }
            {...form.getInputProps('user.password')}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={create.isPending}>
            Create Account
          </Button>
        </Group>
      </form>
    </Card>
  );
}
