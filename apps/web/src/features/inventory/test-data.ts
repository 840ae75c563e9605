import type { UserInfo } from '@makro/domain/users';
import type { InventoryEvent } from '@makro/domain/inventory';
import { DEFAULT_PERMISSIONS, type AccountTypeSlug } from '@makro/domain/shared';
import { reloadSession } from '@/lib/session-store';

export { inventoryItem } from '@/test/inventory-fixtures';

export function inventoryEvent(overrides: Partial<InventoryEvent> = {}): InventoryEvent {
  return {
    id: 1,
    event: 'created',
    description: 'Added to inventory',
    details: null,
    user: { id: 1, name: 'Ada Admin', avatar: null, default_color: '#3f8fd2' },
    created_at: '2026-03-04T17:05:00.000Z',
    ...overrides,
  };
}

/** Signs a test in as a demo user of this account type with its default permissions. */
export function signInAs(slug: AccountTypeSlug, id = 1) {
  const permissions = [...DEFAULT_PERMISSIONS[slug]];
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('permissions', JSON.stringify(permissions));
  localStorage.setItem(
    'user_info',
    JSON.stringify({
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
    } satisfies UserInfo),
  );
  reloadSession();
}
