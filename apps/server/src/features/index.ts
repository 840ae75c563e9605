import { dashboardRoutes } from './dashboard/routes';
import { inventoryRoutes } from './inventory/routes';
import { orderLookupRoutes } from './order-lookup/routes';
import { packingShippingRoutes } from './packing-shipping/routes';
import { grimRoutes } from './grim/routes';
import { receivingRoutes } from './receiving/routes';
import { rmaRoutes } from './rma/routes';
import { statisticsRoutes } from './statistics/routes';
import { refundsRoutes } from './refunds/routes';
import { repairRoutes } from './repairs/routes';
import { reviewsRoutes } from './reviews/routes';
import { shopsRoutes } from './shops/routes';
import { systemRoutes } from './system/routes';
import { ticketsRoutes } from './tickets/routes';
import { usersRoutes } from './users/routes';
import { vinDecoderRoutes } from './vin-decoder/routes';
import { moduleRequestsRoutes } from './module-requests/routes';
import { partnerApplicationsRoutes } from './partner-applications/routes';
import { orderReportsRoutes } from './order-reports/routes';
import { globalSearchRoutes } from './global-search/routes';
import { sitewideSaleRoutes } from './sitewide-sale/routes';
import { bugsManagerRoutes } from './bugs-manager/routes';
import { vehicleModelInfoRoutes } from './vehicle-model-info/routes';
import { hardwareInfoRoutes } from './hardware-info/routes';
import { notificationsRoutes } from './notifications/routes';
import { customerInquiriesRoutes } from './customer-inquiries/routes';

/** Every feature's routes, registered in this order. */
export const features = [
  systemRoutes,
  usersRoutes,
  reviewsRoutes,
  shopsRoutes,
  rmaRoutes,
  dashboardRoutes,
  statisticsRoutes,
  orderLookupRoutes,
  inventoryRoutes,
  ticketsRoutes,
  refundsRoutes,
  repairRoutes,
  vinDecoderRoutes,
  receivingRoutes,
  grimRoutes,
  packingShippingRoutes,
  moduleRequestsRoutes,
  partnerApplicationsRoutes,
  orderReportsRoutes,
  globalSearchRoutes,
  sitewideSaleRoutes,
  bugsManagerRoutes,
  vehicleModelInfoRoutes,
  hardwareInfoRoutes,
  notificationsRoutes,
  customerInquiriesRoutes,
];
