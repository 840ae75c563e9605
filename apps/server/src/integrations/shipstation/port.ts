import { IntegrationError } from '../http-client';

export { formatShipStationTime, pacificDay, parseShipStationTime } from './dates';

/**
 * ShipStation V1's shapes as its JSON has them (integrations.md §2.2–2.4), field for field: money is a JSON
 * number, dates are Pacific wall-time strings without an offset (`parseShipStationTime` reads them), and any
 * field may be null.
 */
export const SHIPSTATION_ORDER_STATUSES = [
  'awaiting_payment',
  'awaiting_shipment',
  'pending_fulfillment',
  'shipped',
  'on_hold',
  'cancelled',
  'rejected_fulfillment',
] as const;
export type ShipStationOrderStatus = (typeof SHIPSTATION_ORDER_STATUSES)[number];

export interface ShipStationAddress {
  name: string | null;
  company: string | null;
  street1: string | null;
  street2: string | null;
  street3: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** ISO 3166 alpha-2. */
  country: string | null;
  phone: string | null;
  residential: boolean | null;
  /** "Address not yet validated" | "Address validated successfully" | "Address validation warning" | "Address validation failed" */
  addressVerified: string | null;
}

export interface ShipStationWeight {
  value: number;
  /** "pounds" | "ounces" | "grams" */
  units: string;
}

export interface ShipStationItemOption {
  name: string;
  value: string;
}

export interface ShipStationOrderItem {
  orderItemId: number;
  /** The store's id of the line (for WooCommerce the line item's id). */
  lineItemKey: string | null;
  sku: string | null;
  name: string;
  imageUrl: string | null;
  weight: ShipStationWeight | null;
  quantity: number;
  unitPrice: number;
  taxAmount: number | null;
  shippingAmount: number | null;
  warehouseLocation: string | null;
  options: ShipStationItemOption[];
  productId: number | null;
  fulfillmentSku: string | null;
  /** A discount or fee line rather than a product (a coupon comes in as one, with a negative unitPrice). */
  adjustment: boolean;
  upc: string | null;
  createDate: string | null;
  modifyDate: string | null;
}

export interface ShipStationAdvancedOptions {
  warehouseId: number | null;
  nonMachinable: boolean;
  saturdayDelivery: boolean;
  containsAlcohol: boolean;
  mergedOrSplit: boolean;
  mergedIds: number[];
  parentId: number | null;
  /** The store the order belongs to (GET /stores). */
  storeId: number;
  customField1: string | null;
  customField2: string | null;
  customField3: string | null;
  /** The order's source or marketplace, e.g. "woocommerce", "ebay", "web". */
  source: string | null;
  billToParty: string | null;
  billToAccount: string | null;
  billToPostalCode: string | null;
  billToCountryCode: string | null;
  billToMyOtherAccount: number | null;
}

export interface ShipStationOrder {
  /** ShipStation's own id: the one markAsShipped takes. */
  orderId: number;
  /** The store's order number (for a WooCommerce shop, the order `number`). Not unique across stores. */
  orderNumber: string;
  orderKey: string;
  orderDate: string;
  createDate: string;
  modifyDate: string;
  paymentDate: string | null;
  shipByDate: string | null;
  orderStatus: ShipStationOrderStatus;
  customerId: number | null;
  customerUsername: string | null;
  customerEmail: string | null;
  billTo: ShipStationAddress;
  shipTo: ShipStationAddress;
  items: ShipStationOrderItem[];
  orderTotal: number;
  amountPaid: number;
  taxAmount: number;
  shippingAmount: number;
  customerNotes: string | null;
  internalNotes: string | null;
  gift: boolean;
  giftMessage: string | null;
  paymentMethod: string | null;
  /** What the customer picked at checkout, as the store passed it ("FedEx Ground"). */
  requestedShippingService: string | null;
  /** The carrier chosen for (or used by) the shipment: "ups", "fedex", "usps", … */
  carrierCode: string | null;
  serviceCode: string | null;
  packageCode: string | null;
  confirmation: string | null;
  /** Date only, `YYYY-MM-DD`. */
  shipDate: string | null;
  holdUntilDate: string | null;
  weight: ShipStationWeight | null;
  dimensions: { units: string; length: number; width: number; height: number } | null;
  insuranceOptions: { provider: string | null; insureShipment: boolean; insuredValue: number } | null;
  internationalOptions: { contents: string | null; customsItems: unknown[] | null; nonDelivery: string | null } | null;
  advancedOptions: ShipStationAdvancedOptions;
  tagIds: number[] | null;
  userId: string | null;
  externallyFulfilled: boolean;
  externallyFulfilledBy: string | null;
  externallyFulfilledById: number | null;
  externallyFulfilledByName: string | null;
  labelMessages: string | null;
}

/** GET /orders answers one page: `total` orders match, `pages` pages of the asked size. */
export interface ShipStationOrderPage {
  orders: ShipStationOrder[];
  total: number;
  page: number;
  pages: number;
}

export interface ShipStationStore {
  storeId: number;
  storeName: string;
  /** 0 = ShipStation's own manual stores, 36 = WooCommerce. */
  marketplaceId: number;
  marketplaceName: string;
  accountName: string | null;
  email: string | null;
  integrationUrl: string | null;
  active: boolean;
  companyName: string;
  phone: string;
  publicEmail: string;
  website: string;
  refreshDate: string | null;
  lastRefreshAttempt: string | null;
  createDate: string;
  modifyDate: string;
  autoRefresh: boolean;
}

/** Largest page GET /orders answers. */
export const SHIPSTATION_MAX_PAGE_SIZE = 500;

export interface ListOrdersQuery {
  /** ShipStation matches this as "starts with", case-insensitively: filter the answer for the exact number. */
  orderNumber?: string;
  storeId?: number;
  orderStatus?: ShipStationOrderStatus;
  /** Orders created in ShipStation at or after this instant (sent as Pacific wall time, to the second). */
  createDateStart?: Date;
  /** … and at or before this one. */
  createDateEnd?: Date;
  /** 1-based; default 1. */
  page?: number;
  /** 1–500; ShipStation's default when omitted. */
  pageSize?: number;
}

export interface MarkAsShippedRequest {
  orderId: number;
  /** "ups", "fedex", "usps", … */
  carrierCode: string;
  trackingNumber: string;
  /** `YYYY-MM-DD`; today in Pacific time when omitted. */
  shipDate?: string;
  notifyCustomer: boolean;
  notifySalesChannel: boolean;
}

export interface MarkAsShippedResult {
  orderId: number;
  orderNumber: string;
}

/**
 * Why a ShipStation call failed:
 * - AUTHENTICATION: 401/403, the key and secret are wrong or revoked;
 * - NOT_FOUND: 404, no such order (or route);
 * - REFUSED: 400, ShipStation refused the request as it stands, e.g. marking an order shipped that is shipped or
 *   cancelled already (look the order up: if it is shipped, the earlier call did it);
 * - RATE_LIMITED: still 429 after waiting out the window a few times;
 * - UNAVAILABLE: 5xx, a timeout or no answer; a markAsShipped that ends so may or may not have shipped.
 * `retryable` says whether the same call may succeed later.
 */
export type ShippingErrorCode = 'AUTHENTICATION' | 'NOT_FOUND' | 'REFUSED' | 'RATE_LIMITED' | 'UNAVAILABLE';

export class ShippingError extends IntegrationError {
  constructor(
    readonly code: ShippingErrorCode,
    message: string,
    readonly retryable: boolean,
    status?: number,
    body?: unknown,
  ) {
    super('ShipStation', message, status, body);
    this.name = 'ShippingError';
  }
}

/** What Makro needs from ShipStation (V1 API). */
export interface ShippingPort {
  /** One page of orders; by number (+ store) to ship one, by create-date range (pages of 500) for the reports. */
  listOrders(query: ListOrdersQuery): Promise<ShipStationOrderPage>;
  /** Marks an order shipped without a label; ShipStation refuses (REFUSED) an order already shipped or cancelled. */
  markAsShipped(request: MarkAsShippedRequest): Promise<MarkAsShippedResult>;
  /** The account's stores; inactive ones only when asked. */
  listStores(options?: { showInactive?: boolean; marketplaceId?: number }): Promise<ShipStationStore[]>;
}
