import { accountTypeById, type Permission } from '@makro/domain/shared';
import type { UserInfo, UserRow } from '@makro/domain/users';
import type { users } from '../../platform/auth/tables';

type User = typeof users.$inferSelect;

export function toUserRow(user: User): UserRow {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    account_type: accountTypeById(user.account_type_id),
    is_active: user.is_active,
    avatar: user.avatar_url,
    default_color: user.default_color,
    created_at: user.created_at.toISOString(),
  };
}

export function toUserInfo(user: User, permissions: Permission[]): UserInfo {
  const { created_at: _created, ...row } = toUserRow(user);
  return { ...row, permissions, must_change_password: user.password_temporary_until !== null };
}

/** What the audit log keeps of a user: never the password hash. */
export function auditedUser(user: User) {
  const {
    password_hash: _hash,
    password_temporary_until: _temporaryUntil,
    created_at: _created,
    updated_at: _updated,
    ...rest
  } = user;
  return rest;
}

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();
