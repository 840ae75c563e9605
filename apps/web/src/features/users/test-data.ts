import { DEFAULT_PERMISSIONS } from '@makro/domain/shared';
import type { UserDetail, UserRow } from '@makro/domain/users';

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 2,
    email: 'tina@makro.example',
    first_name: 'Tina',
    last_name: 'Nguyen',
    username: 'technician',
    account_type: { id: 4, slug: 'technician', title: 'Technician' },
    is_active: true,
    avatar: null,
    default_color: '#3f8fd2',
    created_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    user: userRow(),
    permissions: DEFAULT_PERMISSIONS.technician
      .filter((name) => name !== 'can_view_vin_decoder')
      .concat('can_view_grim'),
    default_permissions: [...DEFAULT_PERMISSIONS.technician],
    overrides: [
      { permission: 'can_view_vin_decoder', granted: false },
      { permission: 'can_view_grim', granted: true },
    ],
    history: [],
    ...overrides,
  };
}
