import { z } from 'zod';
import { ACCOUNT_TYPE_SLUGS, PERMISSIONS, defineEndpoint } from '../shared';

export const AccountTypeInfo = z
  .object({ id: z.number().int(), slug: z.enum(ACCOUNT_TYPE_SLUGS), title: z.string() })
  .meta({ id: 'AccountType' });

export const UserRow = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    account_type: AccountTypeInfo,
    is_active: z.boolean(),
    avatar: z.string().nullable(),
    default_color: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'UserRow' });
export type UserRow = z.infer<typeof UserRow>;

/** The signed-in user as login and show_info answer it: the row with the effective permissions. */
export const UserInfo = UserRow.omit({ created_at: true })
  .extend({
    permissions: z.array(z.enum(PERMISSIONS)),
    /** The password came by e-mail: nothing but choosing a new one (`POST /v1/users/password`) works until then. */
    must_change_password: z.boolean(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginInput = z
  .object({
    username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(150),
    password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024),
  })
  .meta({ id: 'LoginInput' });
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResponse = z.object({ token: z.string(), user_info: UserInfo }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ShowInfoResponse = z.object({ data: UserInfo });
export type ShowInfoResponse = z.infer<typeof ShowInfoResponse>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/v1/users/login',
  summary: 'Sign in with username and password',
  tag: 'Session',
  access: 'public',
  body: LoginInput,
  response: LoginResponse,
});

export const showInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/users/show_info',
  summary: 'The signed-in user with effective permissions',
  tag: 'Session',
  access: 'session',
  duringPasswordChange: true,
  response: ShowInfoResponse,
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/v1/sessions/logout',
  summary: 'Revoke the current session token',
  tag: 'Session',
  access: 'session',
  duringPasswordChange: true,
  response: z.object({ success: z.literal(true) }),
});

export const WRONG_UNLOCK_PASSWORD = 'Wrong password.';

export const UnlockInput = z
  .object({ password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024) })
  .meta({ id: 'UnlockInput' });

export const unlockSession = defineEndpoint({
  method: 'POST',
  path: '/v1/sessions/unlock',
  summary:
    'Leave the lock screen: the signed-in user’s password again, the session kept; wrong ones count against the login limit',
  tag: 'Session',
  access: 'session',
  body: UnlockInput,
  response: z.object({ message: z.string() }),
});

export const refreshMyAvatar = defineEndpoint({
  method: 'POST',
  path: '/v1/users/me/avatar',
  summary: 'Fetch the team chat’s profile pictures now (they are refreshed hourly) and answer the signed-in user',
  tag: 'Session',
  access: 'session',
  response: ShowInfoResponse,
});
