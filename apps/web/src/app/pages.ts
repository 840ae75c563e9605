import type { ComponentType } from 'react';
import { DASHBOARD_PAGES } from '@/features/dashboard/routes';
import { STATISTICS_PAGES } from '@/features/statistics/routes';
import { INVENTORY_PAGES } from '@/features/inventory/routes';
import { RECEIVING_PAGES } from '@/features/receiving/routes';
import { GRIM_PAGES } from '@/features/grim/routes';
import { PACKING_SHIPPING_PAGES } from '@/features/packing-shipping/routes';
import { REFUND_PAGES } from '@/features/refunds/routes';
import { REPAIR_PAGES } from '@/features/repairs/routes';
import { RMA_PAGES } from '@/features/rma/routes';
import { TICKET_PAGES } from '@/features/tickets/routes';
import { MyAccountPage, USER_PAGES } from '@/features/users/routes';
import { MY_ACCOUNT_PATH } from '@/lib/navigation';
import { VIN_DECODER_PAGES } from '@/features/vin-decoder/routes';
import { MODULE_REQUEST_PAGES } from '@/features/module-requests/routes';
import { PARTNER_APPLICATION_PAGES } from '@/features/partner-applications/routes';
import { ORDER_REPORT_PAGES } from '@/features/order-reports/routes';
import { SITEWIDE_SALE_PAGES } from '@/features/sitewide-sale/routes';
import { BUGS_MANAGER_PAGES } from '@/features/bugs-manager/routes';
import { VEHICLE_MODEL_INFO_PAGES } from '@/features/vehicle-model-info/routes';
import { HARDWARE_INFO_PAGES } from '@/features/hardware-info/routes';
import { CUSTOMER_INQUIRY_PAGES } from '@/features/customer-inquiries/routes';
import { SYSTEM_PAGES } from '@/features/system/routes';

/** Pages that exist; every other route of APP_ROUTES shows the coming-soon placeholder. */
export const PAGES: Partial<Record<string, ComponentType>> = {
  ...DASHBOARD_PAGES,
  ...STATISTICS_PAGES,
  ...USER_PAGES,
  ...INVENTORY_PAGES,
  ...TICKET_PAGES,
  ...REFUND_PAGES,
  // After TICKET_PAGES: /rma-tickets is the RMA area's page; /rma-tickets/:ticketNumber stays the ticket page.
  ...RMA_PAGES,
  ...REPAIR_PAGES,
  ...VIN_DECODER_PAGES,
  ...RECEIVING_PAGES,
  ...GRIM_PAGES,
  ...PACKING_SHIPPING_PAGES,
  ...MODULE_REQUEST_PAGES,
  ...PARTNER_APPLICATION_PAGES,
  ...ORDER_REPORT_PAGES,
  ...SITEWIDE_SALE_PAGES,
  ...BUGS_MANAGER_PAGES,
  ...VEHICLE_MODEL_INFO_PAGES,
  ...HARDWARE_INFO_PAGES,
  ...CUSTOMER_INQUIRY_PAGES,
  ...SYSTEM_PAGES,
  [MY_ACCOUNT_PATH]: MyAccountPage,
};
