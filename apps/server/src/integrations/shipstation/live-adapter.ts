import { requestJson, type JsonResponse } from '../http-client';
import { formatFilterTime, pacificDay } from './dates';
import {
  SHIPSTATION_MAX_PAGE_SIZE,
  ShippingError,
  type ListOrdersQuery,
  type MarkAsShippedResult,
  type ShipStationOrderPage,
  type ShipStationStore,
  type ShippingPort,
} from './port';

export interface ShipStationAdapterOptions {
  /** The API root, e.g. https://ssapi.shipstation.com; resolved per call (sandbox: this server). */
  apiUrl: () => string;
  apiKey: string;
  apiSecret: string;
  timeoutMs?: number;
  /** How many times a 429 is waited out and the call sent again before RATE_LIMITED; default 3. */
  maxRateLimitRetries?: number;
  /** The wait after a 429 without an X-Rate-Limit-Reset header; default a whole window, 60 s. */
  fallbackResetMs?: number;
  /** For tests: how the adapter waits (default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
}

const SERVICE = 'ShipStation';
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** ShipStation answers ASP.NET's `{"Message": …, "ModelState": {…}}`; its docs say `{"message": …}`. Both are read. */
function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.trim() ? body.trim() : null;
  const record = body as Record<string, unknown>;
  const message = [record.Message, record.message, record.ExceptionMessage].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const modelState = record.ModelState ?? record.modelState;
  const details =
    modelState && typeof modelState === 'object'
      ? Object.values(modelState as Record<string, unknown>)
          .flat()
          .filter((value): value is string => typeof value === 'string')
      : [];
  if (message && details.length > 0) return `${message} ${details.join(' ')}`;
  return message ?? details[0] ?? null;
}

function failure(response: JsonResponse): ShippingError {
  const { status, body } = response;
  const said = messageOf(body);
  const because = said ? `: ${said}` : '';
  if (status === 401 || status === 403) {
    return new ShippingError(
      'AUTHENTICATION',
      `ShipStation refused the API key and secret (${status})${because}`,
      false,
      status,
      body,
    );
  }
  if (status === 404)
    return new ShippingError('NOT_FOUND', `ShipStation found no such resource (404)${because}`, false, status, body);
  if (status === 429)
    return new ShippingError('RATE_LIMITED', 'ShipStation is rate limiting (429)', true, status, body);
  if (status >= 500 || status === 408) {
    return new ShippingError('UNAVAILABLE', `ShipStation is unavailable (${status})${because}`, true, status, body);
  }
  return new ShippingError('REFUSED', `ShipStation refused the request (${status})${because}`, false, status, body);
}

/** A header's whole number, or null when absent or not a number. */
function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The 40-requests-a-minute window of one key pair, as the answers' X-Rate-Limit-Remaining / -Reset headers
 * describe it. Requests are counted here as they leave, so parallel calls wait for the next window instead of
 * running into 429s; the headers of each answer correct the count.
 */
class RateWindow {
  private remaining = Number.POSITIVE_INFINITY;
  private resetsAt = 0;

  constructor(private readonly sleep: (ms: number) => Promise<void>) {}

  async take(): Promise<void> {
    for (;;) {
      const now = Date.now();
      // A new window: its count is unknown until an answer tells it.
      if (now >= this.resetsAt) this.remaining = Number.POSITIVE_INFINITY;
      if (this.remaining > 0) {
        this.remaining -= 1;
        return;
      }
      await this.sleep(this.resetsAt - now);
    }
  }

  /** What an answer's headers say about the window. */
  observe(headers: Headers): void {
    const remaining = headerNumber(headers, 'x-rate-limit-remaining');
    const reset = headerNumber(headers, 'x-rate-limit-reset');
    if (remaining === null || reset === null) return;
    const resetsAt = Date.now() + Math.max(0, reset) * 1000;
    // A later window than the one counted: its count starts from the header.
    this.remaining = resetsAt > this.resetsAt + 1000 ? remaining : Math.min(this.remaining, remaining);
    this.resetsAt = resetsAt;
  }

  /** A 429: nothing more until the window resets. */
  exhausted(waitMs: number): void {
    this.remaining = 0;
    this.resetsAt = Math.max(this.resetsAt, Date.now() + waitMs);
  }
}

/**
 * ShipStation's V1 REST API (integrations.md §2): Basic auth with the API key and secret, JSON both ways, a
 * configurable root (the community SDK hard-codes ssapi.shipstation.com and breaks under ESM). Keeps to the
 * 40-a-minute limit from the X-Rate-Limit-* headers and waits out a 429 (X-Rate-Limit-Reset seconds) before
 * sending again, a bounded number of times. 401/404/4xx/5xx become ShippingErrors; a 5xx is never resent here
 * (a markasshipped that failed so may have shipped): the caller decides.
 */
export function createShipStationAdapter(options: ShipStationAdapterOptions): ShippingPort {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
  const sleep = options.sleep ?? sleepFor;
  const maxRetries = options.maxRateLimitRetries ?? 3;
  const window = new RateWindow(sleep);

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      await window.take();
      let response: JsonResponse;
      try {
        response = await requestJson({
          service: SERVICE,
          method,
          url: `${options.apiUrl().replace(/\/+$/, '')}${path}`,
          headers: { authorization },
          body,
          timeoutMs: options.timeoutMs ?? 20_000,
        });
      } catch (error) {
        throw new ShippingError('UNAVAILABLE', error instanceof Error ? error.message : 'ShipStation failed', true);
      }
      window.observe(response.headers);
      if (response.status === 429 && attempt < maxRetries) {
        const reset = headerNumber(response.headers, 'x-rate-limit-reset');
        const waitMs = reset === null ? (options.fallbackResetMs ?? 60_000) : Math.max(1, reset) * 1000;
        window.exhausted(waitMs);
        continue;
      }
      if (response.status < 200 || response.status >= 300) throw failure(response);
      if (response.body === null || typeof response.body !== 'object') {
        throw new ShippingError(
          'UNAVAILABLE',
          'ShipStation answered without JSON',
          true,
          response.status,
          response.body,
        );
      }
      return response.body as T;
    }
  }

  return {
    async listOrders(query: ListOrdersQuery) {
      const { pageSize, page } = query;
      if (
        pageSize !== undefined &&
        (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SHIPSTATION_MAX_PAGE_SIZE)
      ) {
        throw new RangeError(`pageSize must be 1–${SHIPSTATION_MAX_PAGE_SIZE}`);
      }
      if (page !== undefined && (!Number.isInteger(page) || page < 1)) throw new RangeError('page must be 1 or more');
      const params = new URLSearchParams();
      if (query.orderNumber !== undefined) params.set('orderNumber', query.orderNumber);
      if (query.storeId !== undefined) params.set('storeId', String(query.storeId));
      if (query.orderStatus !== undefined) params.set('orderStatus', query.orderStatus);
      if (query.createDateStart) params.set('createDateStart', formatFilterTime(query.createDateStart));
      if (query.createDateEnd) params.set('createDateEnd', formatFilterTime(query.createDateEnd));
      if (query.createDateStart || query.createDateEnd) {
        // Stable pages while orders keep arriving: oldest first (the default order is by orderId).
        params.set('sortBy', 'CreateDate');
        params.set('sortDir', 'ASC');
      }
      if (page !== undefined) params.set('page', String(page));
      if (pageSize !== undefined) params.set('pageSize', String(pageSize));
      const search = params.toString();
      return call<ShipStationOrderPage>('GET', `/orders${search ? `?${search}` : ''}`);
    },

    async markAsShipped(request) {
      return call<MarkAsShippedResult>('POST', '/orders/markasshipped', {
        orderId: request.orderId,
        carrierCode: request.carrierCode,
        shipDate: request.shipDate ?? pacificDay(new Date()),
        trackingNumber: request.trackingNumber,
        notifyCustomer: request.notifyCustomer,
        notifySalesChannel: request.notifySalesChannel,
      });
    },

    async listStores(filter = {}) {
      const params = new URLSearchParams();
      if (filter.showInactive !== undefined) params.set('showInactive', String(filter.showInactive));
      if (filter.marketplaceId !== undefined) params.set('marketplaceId', String(filter.marketplaceId));
      const search = params.toString();
      return call<ShipStationStore[]>('GET', `/stores${search ? `?${search}` : ''}`);
    },
  };
}
