import type { Shop } from '@makro/domain/shops';

/** WooCommerce shapes we read (integrations.md §1.4): money as strings, dates site-local and *_gmt without a zone. */
export interface WooAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email?: string | null;
  phone?: string;
}

export interface WooMeta {
  id?: number;
  key: string;
  value: unknown;
}

export interface WooLineItem {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  subtotal: string;
  total: string;
  total_tax: string;
  sku: string | null;
  price: number;
  meta_data: WooMeta[];
}

export interface WooOrder {
  id: number;
  number: string;
  order_key: string;
  status: string;
  currency: string;
  created_via: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  date_paid_gmt: string | null;
  date_completed_gmt: string | null;
  total: string;
  total_tax: string;
  shipping_total: string;
  discount_total: string;
  customer_id: number;
  customer_note: string;
  billing: WooAddress;
  shipping: WooAddress;
  payment_method: string;
  payment_method_title: string;
  transaction_id: string;
  line_items: WooLineItem[];
  shipping_lines: { id: number; method_id: string; method_title: string; total: string }[];
  tax_lines: unknown[];
  fee_lines: unknown[];
  coupon_lines: unknown[];
  refunds: { id: number; reason: string; total: string }[];
  meta_data: WooMeta[];
  payment_url: string;
}

export interface WooRefund {
  id: number;
  date_created_gmt: string;
  amount: string;
  reason: string;
  refunded_payment: boolean;
}

export interface WooCoupon {
  id: number;
  code: string;
  amount: string;
  discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
  individual_use: boolean;
  exclude_sale_items: boolean;
  minimum_amount: string;
  email_restrictions: string[];
  used_by: string[];
  usage_count: number;
  status?: string;
  meta_data: WooMeta[];
}

export interface WooCategory {
  id: number;
  name: string;
  slug: string;
  parent: number;
  model_year_list?: number[];
}

export interface WooProduct {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: string;
  regular_price: string;
  /** "" when the product is not on sale. */
  sale_price?: string;
  on_sale?: boolean;
  status: string;
  type: string;
  categories: { id: number; name: string; slug: string }[];
  tags: { id: number; name: string; slug: string }[];
}

/** One item of `products/batch`: an empty `sale_price` ends the product's sale. */
export interface ProductPriceUpdate {
  id: number;
  sale_price: string;
  regular_price?: string;
}

/** Each item of a batch answer: the product as updated, or why the shop refused it. */
export type ProductBatchResult = WooProduct | { id: number; error: { code: string; message: string } };

export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export interface OrderQuery {
  status?: string[];
  /** ISO 8601 UTC instants; the adapter asks the shop to compare them as GMT. */
  after?: string;
  before?: string;
  modifiedAfter?: string;
  orderby?: 'date' | 'modified' | 'id';
  order?: 'asc' | 'desc';
  search?: string;
  page?: number;
  /** 1–100. */
  perPage?: number;
}

export interface NewOrder {
  status?: string;
  set_paid?: boolean;
  payment_method?: string;
  payment_method_title?: string;
  customer_note?: string;
  billing?: Partial<WooAddress>;
  shipping?: Partial<WooAddress>;
  line_items: {
    sku?: string;
    product_id?: number;
    quantity?: number;
    total?: string;
    subtotal?: string;
    name?: string;
    meta_data?: WooMeta[];
  }[];
  shipping_lines?: { method_id: string; method_title?: string; total?: string }[];
  /** The tax the order charges, when the caller sets it (repair orders, spec part 2 §7). */
  tax_lines?: { rate_code: string; rate_id: number; rate_percent: string; label: string; total: string }[];
  fee_lines?: { name: string; total?: string }[];
  coupon_lines?: { code: string }[];
  meta_data?: WooMeta[];
}

export type CouponInput = Partial<Omit<WooCoupon, 'id' | 'used_by' | 'usage_count'>> & { code?: string };

/** Answers of the shops' own `wp-json/custom-api/v1` plugin routes (spec part 1 §7, integrations.md §7). */
export interface PartTypeEntry {
  sku: string;
  TYPE: string;
}

export interface OrderCounts {
  processing_count: number;
  completed_count: number;
  total_orders: number;
}

export interface ShopOrderSummary {
  number: string;
  date_created: string;
  timezone: string;
  billing: { first_name: string; last_name: string; email: string | null; phone: string };
}

/** Everything Makro asks of the two web shops. One port for both: each call names its shop. */
export interface StorefrontPort {
  listOrders(shop: Shop, query: OrderQuery): Promise<Page<WooOrder>>;
  getOrder(shop: Shop, id: number): Promise<WooOrder>;
  createOrder(shop: Shop, order: NewOrder): Promise<WooOrder>;
  updateOrder(shop: Shop, id: number, changes: Partial<NewOrder> & { status?: string }): Promise<WooOrder>;
  refundOrder(
    shop: Shop,
    id: number,
    refund: { amount: string; reason: string; apiRefund?: boolean },
  ): Promise<WooRefund>;

  listCoupons(
    shop: Shop,
    query: { code?: string; search?: string; page?: number; perPage?: number },
  ): Promise<Page<WooCoupon>>;
  createCoupon(shop: Shop, coupon: CouponInput & { code: string }): Promise<WooCoupon>;
  updateCoupon(shop: Shop, id: number, changes: CouponInput): Promise<WooCoupon>;
  deleteCoupon(shop: Shop, id: number): Promise<WooCoupon>;

  listCategories(shop: Shop, query: { parent?: number; page?: number; perPage?: number }): Promise<Page<WooCategory>>;
  getProduct(shop: Shop, id: number): Promise<WooProduct>;
  searchProducts(
    shop: Shop,
    query: { search?: string; sku?: string; page?: number; perPage?: number },
  ): Promise<Page<WooProduct>>;
  /** Products of one category (or all), oldest id first so pages stay stable while prices change. */
  listProducts(shop: Shop, query: { category?: number; page?: number; perPage?: number }): Promise<Page<WooProduct>>;
  /** `POST products/batch` with up to 100 price updates; the shop answers each item or its error. */
  batchUpdateProducts(shop: Shop, updates: ProductPriceUpdate[]): Promise<ProductBatchResult[]>;
  usStates(shop: Shop): Promise<{ code: string; name: string }[]>;
  shippingZones(shop: Shop): Promise<{ id: number; name: string; order: number }[]>;
  shippingZoneMethods(
    shop: Shop,
    zoneId: number,
  ): Promise<
    {
      instance_id: number;
      title: string;
      method_id: string;
      enabled: boolean;
      settings: Record<string, { value: string }>;
    }[]
  >;
  registerWebhook(
    shop: Shop,
    webhook: { name: string; topic: string; delivery_url: string; secret: string },
  ): Promise<{ id: number }>;
  listWebhooks(shop: Shop): Promise<{ id: number; topic: string; delivery_url: string; status: string }[]>;

  partNumberLookup(shop: Shop): Promise<PartTypeEntry[]>;
  skusByTag(shop: Shop, tag: string): Promise<string[]>;
  orderByNumber(shop: Shop, number: string): Promise<ShopOrderSummary | null>;
  orderCounts(shop: Shop, range: { startDate: string; endDate: string }): Promise<OrderCounts>;
  updateTags(shop: Shop, change: { search: string; newTag: string }): Promise<{ updated: number }>;
  calculateTax(shop: Shop, input: { amount: string; country: string; state: string }): Promise<{ tax_total: string }>;
}
