import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  DEFAULT_PERMISSIONS,
  effectivePermissions,
  findAccountType,
  homePathFor,
} from './account-types';
import { PERMISSIONS } from './permissions';

/** The table of issue 2, written out literally so a slip in the derived lists shows. */
const EXPECTED_DEFAULTS: Record<string, string[] | 'all' | 'all but user_management'> = {
  administrator: 'all',
  operations_manager: 'all but user_management',
  tech_manager: [
    'dashboard',
    'my_jobs',
    'inventory',
    'update_module_type',
    'receiving',
    'packing_shipping',
    'history',
    'ticket_management',
    'mark_as_conversion',
    'connected_devices',
    'qr_generator',
    'scan_qr_tags',
    'vehicle_model_info',
    'hardware_info',
    'send_pids',
    'module_tools',
    'vin_decoder',
    'bugs_manager',
  ],
  technician: [
    'dashboard',
    'my_jobs',
    'inventory',
    'receiving',
    'history',
    'ticket_management',
    'mark_as_conversion',
    'qr_generator',
    'scan_qr_tags',
    'vehicle_model_info',
    'hardware_info',
    'send_pids',
    'module_tools',
    'vin_decoder',
  ],
  inventory_manager: [
    'dashboard',
    'inventory',
    'update_module_type',
    'receiving',
    'packing_shipping',
    'history',
    'mark_as_conversion',
    'qr_generator',
    'scan_qr_tags',
    'hardware_info',
  ],
  csr_manager: [
    'dashboard',
    'statistics',
    'generate_reports',
    'receiving',
    'history',
    'ticket_management',
    'customer_inquiry',
    'module_request',
    'partner_application',
    'refunds',
    'can_refunds',
    'can_approve_refund_requests',
    'vin_decoder',
    'sitewide_sale',
  ],
  csr: [
    'dashboard',
    'history',
    'ticket_management',
    'customer_inquiry',
    'module_request',
    'partner_application',
    'refunds',
    'vin_decoder',
  ],
  rtgrim: ['grim'],
  reports_manager: ['dashboard', 'statistics', 'generate_reports'],
};

const expand = (spec: (typeof EXPECTED_DEFAULTS)[string]): string[] => {
  if (spec === 'all') return [...PERMISSIONS];
  if (spec === 'all but user_management') return PERMISSIONS.filter((name) => name !== 'can_view_user_management');
  return spec.map((name) => (name.startsWith('can_') ? name : `can_view_${name}`));
};

describe('account types and default permissions', () => {
  it('has the 9 account types with the ids and slugs of the spec', () => {
    expect(ACCOUNT_TYPES.map((type) => `${type.id}:${type.slug}`)).toEqual([
      '1:administrator',
      '2:operations_manager',
      '3:tech_manager',
      '4:technician',
      '5:inventory_manager',
      '6:csr_manager',
      '7:csr',
      '8:rtgrim',
      '9:reports_manager',
    ]);
  });

  it('has 29 permissions: 27 can_view_* plus the two refund actions', () => {
    expect(PERMISSIONS).toHaveLength(29);
    expect(PERMISSIONS.filter((name) => name.startsWith('can_view_'))).toHaveLength(27);
    expect(PERMISSIONS).toContain('can_approve_refund_requests');
    expect(PERMISSIONS).toContain('can_refunds');
  });

  it.each(Object.entries(EXPECTED_DEFAULTS))('gives %s exactly its defaults', (slug, spec) => {
    const actual = [...DEFAULT_PERMISSIONS[slug as keyof typeof DEFAULT_PERMISSIONS]].sort();
    expect(actual).toEqual(expand(spec).sort());
  });

  it('applies grants and revocations over the defaults', () => {
    const result = effectivePermissions('csr', [
      { permission: 'can_refunds', granted: true },
      { permission: 'can_view_refunds', granted: false },
    ]);
    expect(result).toContain('can_refunds');
    expect(result).not.toContain('can_view_refunds');
    expect(result).toContain('can_view_dashboard');
  });

  it('finds account types by id or slug and sends rtgrim to /grim', () => {
    expect(findAccountType(8)?.slug).toBe('rtgrim');
    expect(findAccountType('csr')?.id).toBe(7);
    expect(findAccountType(99)).toBeUndefined();
    expect(homePathFor('rtgrim')).toBe('/grim');
    expect(homePathFor('technician')).toBe('/dashboard');
  });
});
