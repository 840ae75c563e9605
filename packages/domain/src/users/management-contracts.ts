import { z } from 'zod';
import {
  ACCOUNT_TYPE_SLUGS,
  IdParams,
  PERMISSIONS,
  PageQuery,
  QueryFlag,
  defineEndpoint,
  requires,
  sortQuery,
} from '../shared';
import { UserRow } from './session-contracts';

/** Spec part 1 §5: non-space text, @, non-space text, dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const USER_PAGE_SIZE = 20;
export const GENERATED_PASSWORD_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 8;
export const USER_DELETE_REFUSED = 'Feature is reserved for devs only, Please deactivate instead';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

const required = (field: string) => ({ error: `${field} is required` });
const name = (field: string) => z.string(required(field)).trim().min(1, `${field} is required`).max(100);
const email = z
  .string(required('email'))
  .trim()
  .min(1, 'email is required')
  .max(254)
  .regex(EMAIL_PATTERN, 'email must be an e-mail address');
const username = z
  .string(required('username'))
  .trim()
  .min(3, 'username needs at least 3 characters')
  .max(150)
  .regex(/^[A-Za-z0-9._-]+$/, 'username may hold letters, digits, dots, dashes and underscores only');
/** The rules of every password a person chooses (creation, reset, change). */
export const PasswordText = z
  .string(required('password'))
  .min(PASSWORD_MIN_LENGTH, `password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128);
const accountTypeId = z.coerce
  .number(required('account_type_id'))
  .int()
  .min(1, 'account_type_id must be an account type')
  .max(9, 'account_type_id must be an account type');

const asArray = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);
/** Columns the user list can be ordered by; without `sort` it is ordered by name. */
export const USER_SORT_COLUMNS = ['name', 'username'] as const;

export const ListUsersQuery = PageQuery.extend({
  ...sortQuery(USER_SORT_COLUMNS).shape,
  per_page: z.coerce.number().int().min(1).max(100).default(USER_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
  is_active: QueryFlag.optional(),
  'account_types[]': z.preprocess(asArray, z.array(z.enum(ACCOUNT_TYPE_SLUGS)).max(9)).optional(),
  account_type: z.coerce.number().int().min(1).max(9).optional(),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

export const UserPage = z.object({
  users: z.array(UserRow),
  total_pages: z.number().int(),
  total_count: z.number().int(),
  current_page: z.number().int(),
});

export const CreateUserInput = z.object({
  user: z
    .object({
      username,
      password: PasswordText,
      password_confirmation: z.string(required('password_confirmation')),
      email,
      account_type_id: accountTypeId,
      first_name: name('first_name'),
      last_name: name('last_name'),
    })
    .refine((user) => user.password === user.password_confirmation, {
      message: PASSWORDS_DONT_MATCH,
      path: ['password_confirmation'],
    }),
});
export type CreateUserInput = z.infer<typeof CreateUserInput>;

export const UpdateUserInput = z.object({
  user: z
    .object({
      is_active: z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => Boolean(value)),
      email,
      username,
      first_name: name('first_name'),
      last_name: name('last_name'),
      account_type_id: accountTypeId,
    })
    .partial()
    .refine((user) => Object.keys(user).length > 0, { message: 'user needs at least one field to change' }),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

/** The `{id}` of a user route: the one strict id schema of every contract. */
export const UserIdParams = IdParams;

export const PermissionOverrideRow = z.object({ permission: z.enum(PERMISSIONS), granted: z.boolean() });

export const HistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const UserDetail = z
  .object({
    user: UserRow,
    permissions: z.array(z.enum(PERMISSIONS)),
    default_permissions: z.array(z.enum(PERMISSIONS)),
    overrides: z.array(PermissionOverrideRow),
    history: z.array(HistoryEntry),
  })
  .meta({ id: 'UserDetail' });
export type UserDetail = z.infer<typeof UserDetail>;

export const SetPermissionsInput = z.object({
  permissions: z
    .array(z.enum(PERMISSIONS, { error: 'permissions holds an unknown permission name' }))
    .max(PERMISSIONS.length),
});

const manage = requires('can_view_user_management');

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/v1/users',
  summary:
    'Server-paged user list. Without user management, only the technician list (account_type=4) is allowed, for assigning work.',
  tag: 'Users',
  access: requires('can_view_user_management', 'can_view_ticket_management', 'can_view_history'),
  query: ListUsersQuery,
  response: UserPage,
});

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/v1/users',
  summary: 'Create a user and e-mail them their credentials',
  tag: 'Users',
  access: manage,
  body: CreateUserInput,
  status: 201,
  response: z.object({ user: UserRow }),
});

export const showUser = defineEndpoint({
  method: 'GET',
  path: '/v1/users/:id',
  summary: 'A user with effective permissions and the history of changes to the account',
  tag: 'Users',
  access: manage,
  params: UserIdParams,
  response: UserDetail,
});

export const updateUser = defineEndpoint({
  method: 'PATCH',
  path: '/v1/users/:id',
  summary: 'Change a user; is_active 0 deactivates and ends their sessions at once',
  tag: 'Users',
  access: manage,
  params: UserIdParams,
  body: UpdateUserInput,
  response: z.object({ user: UserRow }),
});

export const deleteUser = defineEndpoint({
  method: 'DELETE',
  path: '/v1/users/:id',
  summary: 'Remove a user permanently; needs the developer secret in the x-developer-secret header',
  tag: 'Users',
  access: manage,
  params: UserIdParams,
  response: z.object({ success: z.literal(true) }),
});

export const setUserPermissions = defineEndpoint({
  method: 'PUT',
  path: '/v1/users/:id/permissions',
  summary: "Set a user's effective permissions; stored as grants and revocations over the account type's defaults",
  tag: 'Users',
  access: manage,
  params: UserIdParams,
  body: SetPermissionsInput,
  response: UserDetail,
});

export const sendPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/v1/users/:id/password_reset',
  summary: 'E-mail the user a link to set a new password',
  tag: 'Users',
  access: manage,
  params: UserIdParams,
  response: z.object({ success: z.literal(true), email: z.string() }),
});
