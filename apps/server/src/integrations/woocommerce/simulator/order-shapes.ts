/**
 * What wc_orders keeps in its jsonb columns. Item ids are not stored: the serializer derives them
 * from the order id (see itemIds), so bulk seeding needs no second write.
 */
export interface StoredMeta {
  key: string;
  value: unknown;
}

export interface StoredLineItem {
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  subtotal: string;
  total: string;
  total_tax: string;
  /** The product's SKU, null when the line is linked to no product. */
  sku: string | null;
  meta_data: StoredMeta[];
}

export interface StoredShippingLine {
  method_id: string;
  method_title: string;
  instance_id: string;
  total: string;
}

export interface StoredFeeLine {
  name: string;
  total: string;
}

export interface StoredCouponLine {
  code: string;
  discount: string;
  discount_type: string;
  nominal_amount: number;
  free_shipping: boolean;
}

export interface StoredTaxLine {
  rate_code: string;
  rate_id: number;
  label: string;
  rate_percent: number;
  tax_total: string;
}

export interface StoredRefund {
  id: number;
  reason: string;
  /** Negative, as the order's `refunds` list shows it. */
  total: string;
  date_created_gmt: string;
  refunded_payment: boolean;
}

/** Order items share one id space per order: lines, then shipping, fee, coupon and tax lines. */
export const itemId = (orderId: number, position: number) => orderId * 1000 + position + 1;
export const orderMetaId = (orderId: number, position: number) => orderId * 1000 + 500 + position;
export const refundId = (orderId: number, position: number) => orderId * 1000 + 900 + position;
