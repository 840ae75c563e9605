import { PERMISSIONS, type Permission } from './permissions';

export interface AccountType {
  id: number;
  slug: AccountTypeSlug;
  title: string;
}

export const ACCOUNT_TYPE_SLUGS = [
  'administrator',
  'operations_manager',
  'tech_manager',
  'technician',
  'inventory_manager',
  'csr_manager',
  'csr',
  'rtgrim',
  'reports_manager',
] as const;

export type AccountTypeSlug = (typeof ACCOUNT_TYPE_SLUGS)[number];

/** Ids, slugs and titles as the spec's role table gives them (part 1 §3). */
export const ACCOUNT_TYPES: readonly AccountType[] = [
  { id: 1, slug: 'administrator', title: 'Administrator' },
  { id: 2, slug: 'operations_manager', title: 'Operations Manager' },
  { id: 3, slug: 'tech_manager', title: 'Tech Manager' },
  { id: 4, slug: 'technician', title: 'Technician' },
  { id: 5, slug: 'inventory_manager', title: 'Inventory Manager' },
  { id: 6, slug: 'csr_manager', title: 'CSR Manager' },
  { id: 7, slug: 'csr', title: 'CSR' },
  { id: 8, slug: 'rtgrim', title: 'RTGrim' },
  { id: 9, slug: 'reports_manager', title: 'Reports Manager' },
];

const view = (...areas: string[]): Permission[] => areas.map((area) => `can_view_${area}` as Permission);

const TECHNICIAN_AREAS = [
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
];

const CSR_AREAS = [
  'dashboard',
  'history',
  'ticket_management',
  'customer_inquiry',
  'module_request',
  'partner_application',
  'refunds',
  'vin_decoder',
];

export const DEFAULT_PERMISSIONS: Readonly<Record<AccountTypeSlug, readonly Permission[]>> = {
  administrator: PERMISSIONS,
  operations_manager: PERMISSIONS.filter((name) => name !== 'can_view_user_management'),
  tech_manager: [
    ...view(...TECHNICIAN_AREAS),
    ...view('update_module_type', 'packing_shipping', 'connected_devices', 'bugs_manager'),
  ],
  technician: view(...TECHNICIAN_AREAS),
  inventory_manager: view(
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
  ),
  csr_manager: [
    ...view(...CSR_AREAS, 'statistics', 'generate_reports', 'receiving', 'sitewide_sale'),
    'can_refunds',
    'can_approve_refund_requests',
  ],
  csr: view(...CSR_AREAS),
  rtgrim: view('grim'),
  reports_manager: view('dashboard', 'statistics', 'generate_reports'),
};

export function findAccountType(idOrSlug: number | string): AccountType | undefined {
  return ACCOUNT_TYPES.find((type) => type.id === idOrSlug || type.slug === idOrSlug);
}

export function accountTypeById(id: number): AccountType {
  const type = findAccountType(id);
  if (!type) throw new Error(`Unknown account type id ${id}`);
  return type;
}

export interface PermissionOverride {
  permission: Permission;
  granted: boolean;
}

/** Defaults of the account type, then each per-user grant or revocation applied on top. */
export function effectivePermissions(
  slug: AccountTypeSlug,
  overrides: readonly PermissionOverride[] = [],
): Permission[] {
  const result = new Set<Permission>(DEFAULT_PERMISSIONS[slug]);
  for (const { permission, granted } of overrides) {
    if (granted) result.add(permission);
    else result.delete(permission);
  }
  return PERMISSIONS.filter((name) => result.has(name));
}

/** Where a user lands after signing in (spec part 1 §2). */
export function homePathFor(slug: AccountTypeSlug): string {
  return slug === 'rtgrim' ? '/grim' : '/dashboard';
}

/** The account type work is assigned to: tickets, My Jobs, the technician list. */
export const TECHNICIAN_ACCOUNT_TYPE_ID = findAccountType('technician')!.id;
