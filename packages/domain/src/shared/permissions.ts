/** Every permission the product knows. A name is stored per user override and sent to the web app. */
export const VIEW_PERMISSIONS = [
  'can_view_dashboard',
  'can_view_statistics',
  'can_view_generate_reports',
  'can_view_user_management',
  'can_view_my_jobs',
  'can_view_inventory',
  'can_view_receiving',
  'can_view_packing_shipping',
  'can_view_history',
  'can_view_ticket_management',
  'can_view_customer_inquiry',
  'can_view_partner_application',
  'can_view_mark_as_conversion',
  'can_view_update_module_type',
  'can_view_refunds',
  'can_view_connected_devices',
  'can_view_qr_generator',
  'can_view_scan_qr_tags',
  'can_view_vehicle_model_info',
  'can_view_hardware_info',
  'can_view_send_pids',
  'can_view_module_tools',
  'can_view_vin_decoder',
  'can_view_bugs_manager',
  'can_view_grim',
  'can_view_sitewide_sale',
  'can_view_module_request',
] as const;

export const ACTION_PERMISSIONS = ['can_approve_refund_requests', 'can_refunds'] as const;

export const PERMISSIONS = [...VIEW_PERMISSIONS, ...ACTION_PERMISSIONS] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(name: string): name is Permission {
  return (PERMISSIONS as readonly string[]).includes(name);
}
