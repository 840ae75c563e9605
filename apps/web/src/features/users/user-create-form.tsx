import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { ACCOUNT_TYPES } from '@makro/domain/shared';
import { CreateUserInput, GENERATED_PASSWORD_LENGTH, generatePassword } from '@makro/domain/users';
import { useCreateUser } from '@/features/users/api';
import { apiFieldErrors, formField, humanize } from '@/features/users/form-errors';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';

export interface CreateFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  account_type_id: string | null;
  password: string;
}

const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: String(type.id), label: type.title }));

export function newPassword(): string {
  return generatePassword(GENERATED_PASSWORD_LENGTH, (count) => crypto.getRandomValues(new Uint32Array(count)));
}

function toInput(values: CreateFormValues): CreateUserInput {
  return {
    user: {
      first_name: values.first_name,
      last_name: values.last_name,
      username: values.username,
      email: values.email,
      // The spec sends the password as its own confirmation.
      password: values.password,
      password_confirmation: values.password,
      account_type_id: values.account_type_id ? Number(values.account_type_id) : 0,
    },
  };
}

/** The contract's own rules, with its messages put on the form's fields. */
function validate(values: CreateFormValues): Record<string, string> {
  const result = CreateUserInput.safeParse(toInput(values));
  const errors: Record<string, string> = {};
  if (!values.account_type_id) errors.account_type_id = 'Account type is required';
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = formField(issue.path.map(String).join('.'));
    errors[field] ??= humanize(field, issue.message);
  }
  return errors;
}

const emptyValues = (): CreateFormValues => ({
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  account_type_id: null,
  password: newPassword(),
});

/** 'Account Creation' (spec part 1 §2, §5): the left card of /users. */
export function UserCreateForm() {
  const create = useCreateUser();
  const form = useForm<CreateFormValues>({ mode: 'controlled', initialValues: emptyValues(), validate });

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const { user } = await create.mutateAsync(CreateUserInput.parse(toInput(values)));
      toast('success', `${user.username} has been created!`);
      toast('success', `Email notification sent to ${user.email ?? values.email.trim()}`);
      const next = emptyValues();
      form.setInitialValues(next);
      form.reset();
    } catch (error) {
      // A 401 has already logged the user out (API client).
      if (error instanceof ApiError && error.status === 401) return;
      const fieldErrors = apiFieldErrors(error);
      form.setErrors(fieldErrors);
      // A 400's own message lists every field by its key; the fields now say it better.
      const onFields = error instanceof ApiError && error.status === 400 && Object.keys(fieldErrors).length > 0;
      const message = onFields
        ? 'Please correct the highlighted fields.'
        : error instanceof Error
          ? error.message
          : 'Something went wrong';
      toast('error', message, 'Error creating user account');
    }
  });

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Title order={4} mb="md">
        Account Creation
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="Account Creation">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First Name" required autoComplete="off" {...form.getInputProps('first_name')} />
            <TextInput label="Last Name" required autoComplete="off" {...form.getInputProps('last_name')} />
          </SimpleGrid>
          {/* Side by side when the form spans the page; one column beside the list. */}
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 1 }} spacing="sm">
            <TextInput label="User Name" required autoComplete="off" {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
            <Select
              label="Account Type"
              placeholder="Select Account Type"
              required
              data={ACCOUNT_TYPE_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('account_type_id')}
            />
            <TextInput
              label="Password"
              required
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              rightSection={
                <Tooltip label="Generate a new password" withArrow>
                  <ActionIcon
                    variant="subtle"
                    aria-label="Generate a new password"
                    onClick={() => form.setFieldValue('password', newPassword())}
                  >
                    <IconRefresh size={16} />
                  </ActionIcon>
                </Tooltip>
              }
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={create.isPending}>
              Create Account
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
