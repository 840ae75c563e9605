import { accountTypeById, type Permission } from '@makro/domain/shared';
import type { UserInfo } from '@makro/domain/users';
import type { users } from '../../platform/auth/tables';

export function toUserInfo(user: typeof users.$inferSelect, permissions: Permission[]): UserInfo {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    account_type: accountTypeById(user.account_type_id),
    is_active: user.is_active,
    default_color: user.default_color,
    avatar: user.avatar_url,
    permissions,
  };
}
