import { z } from 'zod';
import { defineEndpoint } from '../shared';
import { PASSWORD_MIN_LENGTH, PASSWORDS_DONT_MATCH } from './management-contracts';

export const RESET_LINK_SENT =
  'If an account matches, we have sent a link to set a new password to its e-mail address.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in.';
export const RESET_TOKEN_HOURS = 1;

export const ForgotPasswordInput = z.object({
  login: z.string({ error: 'login is required' }).trim().min(1, 'login is required').max(254),
});

export const ResetPasswordInput = z
  .object({
    token: z.string({ error: 'token is required' }).min(20, 'token is not a reset token').max(200),
    password: z
      .string({ error: 'password is required' })
      .min(PASSWORD_MIN_LENGTH, `password needs at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128),
    password_confirmation: z.string({ error: 'password_confirmation is required' }),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: PASSWORDS_DONT_MATCH,
    path: ['password_confirmation'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

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

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/v1/passwords/reset',
  summary: "Set a new password with a reset link's token; ends the user's sessions",
  tag: 'Session',
  access: 'public',
  body: ResetPasswordInput,
  response: Message,
});
