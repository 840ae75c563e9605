import { ACCOUNT_TYPES, PERMISSIONS, type Permission } from '../shared';

/** Characters of a generated password (spec part 1 §5: letters, digits and symbols). */
export const PASSWORD_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const PASSWORD_DIGITS = '23456789';
export const PASSWORD_SYMBOLS = '!@#$%&*?+-=';
const CLASSES = [PASSWORD_LETTERS, PASSWORD_DIGITS, PASSWORD_SYMBOLS] as const;
const ALL_CHARACTERS = CLASSES.join('');

/**
 * A password of `length` characters with at least one letter, one digit and one symbol.
 * `randomInts(n)` returns n random non-negative integers (crypto.getRandomValues in the browser);
 * look-alike characters (0/O, 1/l/I) are left out because the password is read from an e-mail.
 */
export function generatePassword(length: number, randomInts: (count: number) => ArrayLike<number>): string {
  if (length < CLASSES.length) throw new Error(`A password needs at least ${CLASSES.length} characters`);
  const random = Array.from(randomInts(length * 2), (value) => Math.abs(Math.trunc(value)));
  const pick = (source: string, index: number) => source.charAt((random[index] ?? 0) % source.length);
  const characters = Array.from({ length }, (_, index) =>
    pick(index < CLASSES.length ? (CLASSES[index] ?? ALL_CHARACTERS) : ALL_CHARACTERS, index),
  );
  // Shuffle (Fisher–Yates) so the guaranteed classes are not always in front.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = (random[length + index] ?? 0) % (index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}

export interface PermissionGroup {
  label: string;
  permissions: readonly { permission: Permission; label: string }[];
}

const item = (permission: Permission, label: string) => ({ permission, label });

/** Every permission once, grouped and ordered like the side menu (spec part 1 §2 "Side menu"). */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    label: 'Reports / Insights & Accounts',
    permissions: [
      item('can_view_dashboard', 'Dashboard'),
      item('can_view_statistics', 'Statistics'),
      item('can_view_generate_reports', 'Generate Reports'),
      item('can_view_user_management', 'User Management'),
      item('can_view_my_jobs', 'My Jobs'),
    ],
  },
  {
    label: 'Inventory & Orders',
    permissions: [
      item('can_view_inventory', 'Inventory'),
      item('can_view_update_module_type', 'Update Module Type'),
      item('can_view_receiving', 'Receiving'),
      item('can_view_packing_shipping', 'Packing / Shipping'),
      item('can_view_history', 'History'),
      item('can_view_grim', 'R.T. GRIM'),
    ],
  },
  {
    label: 'Transactions & Processing',
    permissions: [
      item('can_view_ticket_management', 'Ticket Management'),
      item('can_view_customer_inquiry', 'Customer Inquiry'),
      item('can_view_module_request', 'Module Request'),
      item('can_view_partner_application', 'Partner Application'),
      item('can_view_mark_as_conversion', 'Mark as Conversion'),
      item('can_view_refunds', 'Refunds'),
      item('can_refunds', 'Issue refunds'),
      item('can_approve_refund_requests', 'Approve refund requests'),
    ],
  },
  {
    label: 'Tools',
    permissions: [
      item('can_view_sitewide_sale', 'Sitewide Sale'),
      item('can_view_connected_devices', 'Connected Devices'),
      item('can_view_qr_generator', 'QR Generator'),
      item('can_view_scan_qr_tags', 'Scan QR Tags'),
      item('can_view_vehicle_model_info', 'Vehicle Model Info'),
      item('can_view_hardware_info', 'Hardware Info'),
      item('can_view_send_pids', 'Send PIDs'),
      item('can_view_module_tools', 'Module Tools'),
      item('can_view_vin_decoder', 'VIN Decoder'),
      item('can_view_bugs_manager', 'Bugs Manager'),
    ],
  },
];

export function permissionLabel(permission: string): string {
  for (const group of PERMISSION_GROUPS) {
    const found = group.permissions.find((entry) => entry.permission === permission);
    if (found) return found.label;
  }
  return permission;
}

/** How a wanted permission differs from the account type's default: granted, revoked or not at all. */
export function permissionOverride(
  permission: Permission,
  effective: readonly string[],
  defaults: readonly string[],
): 'granted' | 'revoked' | null {
  const has = effective.includes(permission);
  const byDefault = defaults.includes(permission);
  if (has && !byDefault) return 'granted';
  if (!has && byDefault) return 'revoked';
  return null;
}

/** A permission list in the canonical order, without duplicates or unknown names. */
export function sortPermissions(permissions: Iterable<string>): Permission[] {
  const wanted = new Set(permissions);
  return PERMISSIONS.filter((name) => wanted.has(name));
}

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

const AUDITED_FIELDS: readonly { field: string; label: string; show?: (value: unknown) => string }[] = [
  { field: 'first_name', label: 'First name' },
  { field: 'last_name', label: 'Last name' },
  { field: 'username', label: 'Username' },
  { field: 'email', label: 'Email' },
  {
    field: 'account_type_id',
    label: 'Account type',
    show: (value) => ACCOUNT_TYPES.find((type) => type.id === value)?.title ?? String(value ?? ''),
  },
  { field: 'is_active', label: 'Status', show: (value) => (value ? 'Active' : 'Deactivated') },
];

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const plain = (value: unknown) => (value === null || value === undefined || value === '' ? '----' : String(value));

/** What an account-history entry changed in the user's profile fields (before → after). */
export function profileChanges(before: unknown, after: unknown): FieldChange[] {
  const was = asRecord(before);
  const now = asRecord(after);
  return AUDITED_FIELDS.filter(({ field }) => field in now && was[field] !== now[field]).map(
    ({ field, label, show = plain }) => ({ field, label, from: show(was[field]), to: show(now[field]) }),
  );
}

/** Permissions added and removed by a permissions entry of the account history. */
export function permissionChanges(before: unknown, after: unknown): { added: Permission[]; removed: Permission[] } {
  const list = (value: unknown) => {
    const permissions = asRecord(value).permissions;
    return Array.isArray(permissions) ? permissions.filter((entry): entry is string => typeof entry === 'string') : [];
  };
  const was = list(before);
  const now = list(after);
  return {
    added: sortPermissions(now.filter((name) => !was.includes(name))),
    removed: sortPermissions(was.filter((name) => !now.includes(name))),
  };
}
