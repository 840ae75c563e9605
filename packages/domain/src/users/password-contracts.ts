import { z } from 'zod';
import { defineEndpoint, type ErrorCode } from '../shared';
import { PASSWORDS_DONT_MATCH, PasswordText } from './management-contracts';
import { UserInfo } from './session-contracts';

export const RESET_LINK_SENT =
  'If an account matches, we have sent a link to set a new password to its e-mail address.';
/**
 * The answer to a reset with a token that is malformed, unknown, already used or expired (or of a deactivated
 * account): `422` with this code and message, whatever the reason, so a link cannot be probed.
 */
export const RESET_LINK_INVALID =
  'This reset link is invalid, has expired or has already been used. Please ask for a new one.';
export const RESET_LINK_INVALID_CODE = 'reset_link_invalid' satisfies ErrorCode;
/** What a reset token looks like (43 characters of base64url); anything else is refused as an invalid link. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in.';
export const RESET_TOKEN_HOURS = 1;

export const ForgotPasswordInput = z.object({
  login: z.string({ error: 'login is required' }).trim().min(1, 'login is required').max(254),
});

export const ResetPasswordInput = z
  .object({
    // Not checked here: a malformed token gets the same human answer as a used one (RESET_LINK_INVALID).
    token: z.string({ error: 'token is required' }),
    password: PasswordText,
    password_confirmation: z.string({ error: 'password_confirmation is required' }),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: PASSWORDS_DONT_MATCH,
    path: ['password_confirmation'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** A password that travelled by e-mail (welcome e-mail) signs in for this many days, and only to be changed. */
export const TEMPORARY_PASSWORD_DAYS = 7;
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required' satisfies ErrorCode;
export const PASSWORD_CHANGE_REQUIRED =
  'Your password was sent by e-mail and is only temporary. Please choose a new password before going on.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const NEW_PASSWORD_SAME = 'The new password must differ from the current one.';
export const PASSWORD_SAVED = 'Your new password is saved.';

/** The signed-in user replaces their password (a temporary one in particular): the same rules as any password. */
export const ChangePasswordInput = z
  .object({
    current_password: z
      .string({ error: 'current_password is required' })
      .min(1, 'current_password is required')
      .max(1024),
    password: PasswordText,
    password_confirmation: z.string({ error: 'password_confirmation is required' }),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: PASSWORDS_DONT_MATCH,
    path: ['password_confirmation'],
  })
  .refine((input) => input.password !== input.current_password, {
    message: NEW_PASSWORD_SAME,
    path: ['password'],
  })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

const Message = z.object({ message: z.string() });

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/passwords/forgot',
  summary: 'E-mail a reset link to the account with this username or e-mail (same answer either way)',
  tag: 'Session',
  access: 'public',
  body: ForgotPasswordInput,
  response: Message,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/v1/users/password',
  summary: "Replace the signed-in user's password (required first when it is a temporary one); other sessions end",
  tag: 'Session',
  access: 'session',
  duringPasswordChange: true,
  body: ChangePasswordInput,
  response: z.object({ message: z.string(), user_info: UserInfo }),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/passwords/reset',
  summary: "Set a new password with a reset link's token; ends the user's sessions",
  tag: 'Session',
  access: 'public',
  body: ResetPasswordInput,
  response: Message,
});
