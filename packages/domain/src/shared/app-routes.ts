import type { Permission } from './permissions';

/**
 * The pages of the web app and the permission each needs (spec part 1 §2 "Routes and required
 * permission"). A page opens when the user holds any one of `anyOf`. The web app guards routes
 * and builds its menu from this table, so a menu entry never leads to the unauthorized page.
 */
export interface AppRoute {
  path: string;
  title: string;
  anyOf: readonly Permission[];
}

const route = (path: string, title: string, ...anyOf: Permission[]): AppRoute => ({ path, title, anyOf });

export const APP_ROUTES = [
  route('/dashboard', 'Dashboard', 'can_view_dashboard'),
  route('/statistics', 'Statistics', 'can_view_statistics'),
  route('/rma-submissions', 'RMA Submissions', 'can_view_generate_reports'),
  route('/order-reports', 'Order Reports', 'can_view_generate_reports'),
  route('/users', 'User Management', 'can_view_user_management'),
  route('/users/:id', 'User', 'can_view_user_management'),
  route('/inventory-search', 'Inventory Search', 'can_view_inventory'),
  route('/inventory-management', 'Manage Inventory', 'can_view_inventory'),
  route('/inventory-validate', 'Validate Inventory', 'can_view_inventory'),
  route('/receiving', 'Receiving', 'can_view_receiving'),
  route('/packing-shipping', 'Packing / Shipping', 'can_view_packing_shipping'),
  route('/grim', 'R.T. GRIM', 'can_view_grim'),
  route('/receiving-history', 'Receiving History', 'can_view_history'),
  route('/packing-history', 'Packing History', 'can_view_history'),
  route('/shipping-history', 'Shipping History', 'can_view_history'),
  route('/my-jobs', 'My Jobs', 'can_view_my_jobs'),
  route('/rental-tickets', 'Rental Tickets', 'can_view_ticket_management'),
  route('/rental-tickets/:ticketNumber', 'Rental Ticket', 'can_view_ticket_management'),
  route('/rma-tickets', 'RMA Tickets', 'can_view_ticket_management'),
  route('/rma-tickets/:ticketNumber', 'RMA Ticket', 'can_view_ticket_management'),
  route('/order-tickets', 'Order Tickets', 'can_view_ticket_management'),
  route('/order-tickets/:ticketNumber', 'Order Ticket', 'can_view_ticket_management'),
  route('/repair-tickets', 'Repair Tickets', 'can_view_ticket_management'),
  route('/repair-tickets/:ticketNumber', 'Repair Ticket', 'can_view_ticket_management'),
  route('/customer-inquiry', 'Customer Inquiry', 'can_view_customer_inquiry'),
  route('/partner-application', 'Partner Application', 'can_view_partner_application'),
  route('/mark-conversion', 'Mark as Conversion', 'can_view_mark_as_conversion'),
  route('/refunds', 'Refunds', 'can_view_refunds'),
  route('/connected-devices', 'Connected Devices', 'can_view_connected_devices'),
  route('/qr-generator', 'QR Generator', 'can_view_qr_generator'),
  route('/qr-tag-scanner', 'Scan QR Tags', 'can_view_scan_qr_tags'),
  route('/vehicle-model-information', 'Vehicle Model Information', 'can_view_vehicle_model_info'),
  // The menu shows Hardware Info under can_view_hardware_info; the page accepts either so the entry works.
  route('/hardware-information', 'Hardware Information', 'can_view_hardware_info', 'can_view_vehicle_model_info'),
  route('/send-pids', 'Send PIDs', 'can_view_send_pids'),
  route('/tipm-tools', 'TIPM Tools', 'can_view_module_tools'),
  route('/pcm-tools', 'PCM Tools', 'can_view_module_tools'),
  route('/bcm-tools', 'BCM Tools', 'can_view_module_tools'),
  route('/vin-decoder', 'VIN Decoder', 'can_view_vin_decoder'),
  route('/bugs-manager', 'Bugs Manager', 'can_view_bugs_manager'),
  route('/sitewide-sale', 'Sitewide Sale', 'can_view_sitewide_sale'),
  route('/module-request', 'Module Request', 'can_view_module_request'),
  // Administrators only: the user menu offers it to them alone and the server refuses everyone else.
  route('/system', 'System', 'can_view_user_management'),
] as const satisfies readonly AppRoute[];

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.replace(/\/+$/, '').split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

export function findAppRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((candidate) => matches(candidate.path, path));
}

export function canOpen(route: AppRoute, permissions: readonly string[]): boolean {
  return route.anyOf.some((permission) => permissions.includes(permission));
}

/**
 * The side menu (spec part 1 §2 "Side menu"). Each entry points at a route of APP_ROUTES and
 * shows only when that route can be opened; empty groups and submenus are hidden.
 */
export interface MenuLink {
  label: string;
  path: string;
  icon: string;
}
export interface MenuSubmenu {
  label: string;
  icon: string;
  children: readonly Omit<MenuLink, 'icon'>[];
}
export type MenuEntry = MenuLink | MenuSubmenu;
export interface MenuGroup {
  label: string;
  entries: readonly MenuEntry[];
}

export const SIDE_MENU: readonly MenuGroup[] = [
  {
    label: 'Reports / Insights & Accounts',
    entries: [
      { label: 'Dashboards', path: '/dashboard', icon: 'dashboard' },
      { label: 'Statistics', path: '/statistics', icon: 'chart' },
      { label: 'Generate Reports', path: '/order-reports', icon: 'report' },
      { label: 'User Management', path: '/users', icon: 'users' },
    ],
  },
  {
    label: 'Inventory & Orders',
    entries: [
      {
        label: 'Inventory',
        icon: 'inventory',
        children: [
          { label: 'Search', path: '/inventory-search' },
          { label: 'Manage Inventory', path: '/inventory-management' },
          { label: 'Validate', path: '/inventory-validate' },
        ],
      },
      { label: 'Receiving', path: '/receiving', icon: 'receiving' },
      { label: 'Packing / Shipping', path: '/packing-shipping', icon: 'packing' },
      { label: 'R.T. GRIM', path: '/grim', icon: 'grim' },
    ],
  },
  {
    label: 'Transactions & Processing',
    entries: [
      { label: 'My Jobs', path: '/my-jobs', icon: 'jobs' },
      {
        label: 'Ticket Management',
        icon: 'tickets',
        children: [
          { label: 'Rentals', path: '/rental-tickets' },
          { label: 'RMAs', path: '/rma-tickets' },
          { label: 'Orders', path: '/order-tickets' },
          { label: 'Repairs', path: '/repair-tickets' },
        ],
      },
      { label: 'Customer Inquiry', path: '/customer-inquiry', icon: 'inquiry' },
      { label: 'Module Request', path: '/module-request', icon: 'module-request' },
      { label: 'Partner Application', path: '/partner-application', icon: 'partner' },
      { label: 'Mark as Conversion', path: '/mark-conversion', icon: 'conversion' },
      { label: 'Refunds', path: '/refunds', icon: 'refunds' },
    ],
  },
  {
    label: 'Tools',
    entries: [
      { label: 'Sitewide Sale', path: '/sitewide-sale', icon: 'sale' },
      { label: 'Connected Devices', path: '/connected-devices', icon: 'devices' },
      { label: 'QR Generator', path: '/qr-generator', icon: 'qr' },
      { label: 'Scan QR Tags', path: '/qr-tag-scanner', icon: 'scan' },
      { label: 'Vehicle Model Info', path: '/vehicle-model-information', icon: 'vehicle' },
      { label: 'Hardware Info', path: '/hardware-information', icon: 'hardware' },
      { label: 'Send PIDs', path: '/send-pids', icon: 'pids' },
      {
        label: 'Module Tools',
        icon: 'tools',
        children: [
          { label: 'TIPM', path: '/tipm-tools' },
          { label: 'PCM', path: '/pcm-tools' },
          { label: 'BCM', path: '/bcm-tools' },
        ],
      },
      { label: 'VIN Decoder', path: '/vin-decoder', icon: 'vin' },
      { label: 'Bugs Manager', path: '/bugs-manager', icon: 'bug' },
    ],
  },
];

const canOpenPath = (path: string, permissions: readonly string[]) => {
  const target = findAppRoute(path);
  return target !== undefined && canOpen(target, permissions);
};

/** The menu as one user sees it: entries they cannot open removed, then empty submenus and groups. */
export function menuFor(permissions: readonly string[]): MenuGroup[] {
  return SIDE_MENU.map((group) => ({
    label: group.label,
    entries: group.entries
      .map((entry): MenuEntry | undefined => {
        if ('path' in entry) return canOpenPath(entry.path, permissions) ? entry : undefined;
        const children = entry.children.filter((child) => canOpenPath(child.path, permissions));
        return children.length > 0 ? { ...entry, children } : undefined;
      })
      .filter((entry): entry is MenuEntry => entry !== undefined),
  })).filter((group) => group.entries.length > 0);
}

/** Labels of every menu link a user sees, submenu children included: what tests compare. */
export function menuLabelsFor(permissions: readonly string[]): string[] {
  return menuFor(permissions).flatMap((group) =>
    group.entries.flatMap((entry) => ('path' in entry ? [entry.label] : entry.children.map((child) => child.label))),
  );
}
