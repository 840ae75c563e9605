import { PasswordInput } from '@mantine/core';

export const NEW_PASSWORD_LABELS = { password: 'New Password', password_confirmation: 'Confirm Password' };

type NewPasswordField = keyof typeof NEW_PASSWORD_LABELS;

/** The new password and its confirmation, as the reset link and the temporary-password change ask for them. */
export function NewPasswordFields({ inputProps }: { inputProps: (field: NewPasswordField) => object }) {
  return (
    <>
      <PasswordInput
        label={NEW_PASSWORD_LABELS.password}
        placeholder="Enter new password"
        autoComplete="new-password"
        required
        {...inputProps('password')}
      />
      <PasswordInput
        label={NEW_PASSWORD_LABELS.password_confirmation}
        placeholder="Confirm new password"
        autoComplete="new-password"
        required
        {...inputProps('password_confirmation')}
      />
    </>
  );
}
