import { DEFAULT_PERMISSIONS, type AccountTypeSlug } from '@makro/domain/shared';
import type { UserInfo } from '@makro/domain/users';
import { startSession } from '@/lib/session-store';

/** Signs a test in as a demo user of this account type with its default permissions. */
export function signInAs(slug: AccountTypeSlug, id = 1) {
  const permissions = [...DEFAULT_PERMISSIONS[slug]];
  const user: UserInfo = {
    id,
    email: `${slug}@makro.example`,
    first_name: 'Test',
    last_name: 'User',
    username: slug,
    account_type: { id, slug, title: slug },
    is_active: true,
    default_color: '#3f8fd2',
    avatar: null,
    must_change_password: false,
    permissions,
  };
  startSession('test-token', user);
}
