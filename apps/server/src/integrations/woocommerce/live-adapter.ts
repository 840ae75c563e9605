import wooCommerceModule from '@woocommerce/woocommerce-rest-api';
import type { Shop } from '@makro/domain/shops';
import { IntegrationError, requestJson } from '../http-client';
import type {
  Page,
  ProductBatchResult,
  StorefrontPort,
  WooCategory,
  WooCoupon,
  WooOrder,
  WooProduct,
  WooRefund,
} from './port';

// The package is CommonJS with `exports.default`: under Node's ESM loader the class sits one level down.
const WooCommerceRestApi =
  (wooCommerceModule as unknown as { default?: typeof wooCommerceModule }).default ?? wooCommerceModule;
type WooCommerceRestApi = InstanceType<typeof wooCommerceModule>;

export interface ShopConnection {
  /** The store URL, e.g. https://tipm.example.com (REST under /wp-json/wc/v3). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** The shared secret of the custom-api update-tags route. */
  updateTagsSecret: string;
}

export interface WooCommerceAdapterOptions {
  /** Resolved per call: in sandbox mode the simulator's address is known only once the server listens. */
  shops: Record<Shop, () => ShopConnection>;
  timeoutMs?: number;
}

type Params = Record<string, string | number | boolean | undefined>;

interface WordPressError {
  code?: string;
  message?: string;
}

const SERVICE = 'WooCommerce';

function failure(status: number | undefined, body: unknown, fallback: string): IntegrationError {
  const error = (body ?? {}) as WordPressError;
  const message = typeof error.message === 'string' ? error.message : fallback;
  return new IntegrationError(SERVICE, message, status, body);
}

const compact = (params: Params) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * WooCommerce REST v3 through the official client (integrations.md §1): it signs plain-HTTP calls with
 * OAuth 1.0a and uses Basic auth over HTTPS. The shops' own custom-api routes are plain JSON calls.
 */
export function createWooCommerceAdapter(options: WooCommerceAdapterOptions): StorefrontPort {
  const clients = new Map<string, WooCommerceRestApi>();
  const timeout = options.timeoutMs ?? 20_000;

  function client(shop: Shop): WooCommerceRestApi {
    const connection = options.shops[shop]();
    const key = `${connection.url}|${connection.consumerKey}`;
    let found = clients.get(key);
    if (!found) {
      found = new WooCommerceRestApi({
        url: connection.url,
        consumerKey: connection.consumerKey,
        consumerSecret: connection.consumerSecret,
        version: 'wc/v3',
        timeout,
      });
      clients.set(key, found);
    }
    return found;
  }

  async function rest<T>(
    shop: Shop,
    method: 'get' | 'post' | 'put' | 'delete',
    endpoint: string,
    params: Params = {},
    data?: unknown,
  ): Promise<{ data: T; headers: Record<string, string> }> {
    const api = client(shop);
    const query = compact(params);
    try {
      const response =
        method === 'get'
          ? await api.get(endpoint, query)
          : method === 'delete'
            ? await api.delete(endpoint, query)
            : await api[method](endpoint, data ?? {}, query);
      return { data: response.data as T, headers: response.headers as Record<string, string> };
    } catch (error) {
      const response = (error as { response?: { status?: number; data?: unknown } }).response;
      if (response) throw failure(response.status, response.data, `${SERVICE} answered ${response.status}`);
      const timedOut = (error as { code?: string }).code === 'ECONNABORTED';
      throw new IntegrationError(SERVICE, `${SERVICE} ${timedOut ? 'timed out' : 'could not be reached'}`);
    }
  }

  async function page<T>(shop: Shop, endpoint: string, params: Params): Promise<Page<T>> {
    const { data, headers } = await rest<T[]>(shop, 'get', endpoint, params);
    return {
      items: data,
      total: Number(headers['x-wp-total'] ?? data.length),
      totalPages: Number(headers['x-wp-totalpages'] ?? 1),
    };
  }

  async function custom<T>(
    shop: Shop,
    method: 'GET' | 'POST',
    route: string,
    body?: Record<string, unknown>,
    params: Params = {},
  ) {
    const { url } = options.shops[shop]();
    const query = new URLSearchParams(compact(params)).toString();
    const response = await requestJson({
      service: SERVICE,
      method,
      url: `${url.replace(/\/+$/, '')}/wp-json/custom-api/v1/${route}${query ? `?${query}` : ''}`,
      body,
      timeoutMs: timeout,
    });
    return response as { status: number; body: T };
  }

  async function customOk<T>(
    shop: Shop,
    method: 'GET' | 'POST',
    route: string,
    body?: Record<string, unknown>,
    params?: Params,
  ) {
    const response = await custom<T>(shop, method, route, body, params);
    if (response.status >= 300) throw failure(response.status, response.body, `API error: ${response.status}`);
    return response.body;
  }

  return {
    listOrders: (shop, query) =>
      page<WooOrder>(shop, 'orders', {
        status: query.status?.join(','),
        after: query.after,
        before: query.before,
        modified_after: query.modifiedAfter,
        dates_are_gmt: query.after || query.before || query.modifiedAfter ? 'true' : undefined,
        orderby: query.orderby,
        order: query.order,
        search: query.search,
        page: query.page ?? 1,
        per_page: query.perPage ?? 100,
      }),
    getOrder: async (shop, id) => (await rest<WooOrder>(shop, 'get', `orders/${id}`)).data,
    createOrder: async (shop, order) => (await rest<WooOrder>(shop, 'post', 'orders', {}, order)).data,
    updateOrder: async (shop, id, changes) => (await rest<WooOrder>(shop, 'put', `orders/${id}`, {}, changes)).data,
    refundOrder: async (shop, id, refund) =>
      (
        await rest<WooRefund>(
          shop,
          'post',
          `orders/${id}/refunds`,
          {},
          {
            amount: refund.amount,
            reason: refund.reason,
            api_refund: refund.apiRefund ?? true,
          },
        )
      ).data,

    listCoupons: (shop, query) =>
      page<WooCoupon>(shop, 'coupons', {
        code: query.code,
        search: query.search,
        page: query.page ?? 1,
        per_page: query.perPage ?? 100,
      }),
    createCoupon: async (shop, coupon) => (await rest<WooCoupon>(shop, 'post', 'coupons', {}, coupon)).data,
    updateCoupon: async (shop, id, changes) => (await rest<WooCoupon>(shop, 'put', `coupons/${id}`, {}, changes)).data,
    deleteCoupon: async (shop, id) => (await rest<WooCoupon>(shop, 'delete', `coupons/${id}`, { force: 'true' })).data,

    listCategories: (shop, query) =>
      page<WooCategory>(shop, 'products/categories', {
        parent: query.parent,
        page: query.page ?? 1,
        per_page: query.perPage ?? 100,
      }),
    getProduct: async (shop, id) => (await rest<WooProduct>(shop, 'get', `products/${id}`)).data,
    searchProducts: (shop, query) =>
      page<WooProduct>(shop, 'products', {
        search: query.search,
        sku: query.sku,
        page: query.page ?? 1,
        per_page: query.perPage ?? 20,
      }),
    listProducts: (shop, query) =>
      page<WooProduct>(shop, 'products', {
        category: query.category,
        orderby: 'id',
        order: 'asc',
        page: query.page ?? 1,
        per_page: query.perPage ?? 100,
      }),
    batchUpdateProducts: async (shop, updates) =>
      (await rest<{ update?: ProductBatchResult[] }>(shop, 'post', 'products/batch', {}, { update: updates })).data
        .update ?? [],
    usStates: async (shop) =>
      (await rest<{ states: { code: string; name: string }[] }>(shop, 'get', 'data/countries/US')).data.states,
    shippingZones: async (shop) =>
      (await rest<{ id: number; name: string; order: number }[]>(shop, 'get', 'shipping/zones')).data,
    shippingZoneMethods: async (shop, zoneId) =>
      (
        await rest<Awaited<ReturnType<StorefrontPort['shippingZoneMethods']>>>(
          shop,
          'get',
          `shipping/zones/${zoneId}/methods`,
        )
      ).data,
    registerWebhook: async (shop, webhook) => (await rest<{ id: number }>(shop, 'post', 'webhooks', {}, webhook)).data,
    listWebhooks: async (shop) =>
      (await rest<Awaited<ReturnType<StorefrontPort['listWebhooks']>>>(shop, 'get', 'webhooks', { per_page: 100 }))
        .data,

    partNumberLookup: (shop) => customOk(shop, 'GET', 'partnumber-lookup'),
    skusByTag: async (shop, tag) =>
      (await customOk<{ skus: string[] }>(shop, 'GET', `skus-by-tag/${encodeURIComponent(tag)}`)).skus,
    async orderByNumber(shop, number) {
      const response = await custom<Awaited<ReturnType<StorefrontPort['orderByNumber']>>>(
        shop,
        'GET',
        `orders/order_number/${encodeURIComponent(number)}`,
      );
      if (response.status === 404) return null;
      if (response.status >= 300) throw failure(response.status, response.body, `API error: ${response.status}`);
      return response.body;
    },
    orderCounts: (shop, range) =>
      customOk(shop, 'GET', 'order-counts', undefined, { start_date: range.startDate, end_date: range.endDate }),
    async updateTags(shop, change) {
      const { updateTagsSecret } = options.shops[shop]();
      const body = await customOk<{ updated?: number }>(shop, 'POST', 'update-tags', {
        search: change.search,
        new_tag: change.newTag,
        secret: updateTagsSecret,
      });
      return { updated: body.updated ?? 0 };
    },
    calculateTax: (shop, input) => customOk(shop, 'POST', 'calculate-tax', input),
  };
}
