import type { FastifyReply, FastifyRequest } from 'fastify';

/** WordPress REST's error envelope (integrations.md §1.2). */
export interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; [key: string]: unknown } | number;
}

export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): WpErrorBody {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

/** Refund errors pass `data` as a bare integer (integrations.md §1.6), so they need their own body. */
export class WpBareDataError extends WpError {
  override body(): WpErrorBody {
    return { code: this.code, message: this.message, data: this.status };
  }
}

export const sendWpError = (reply: FastifyReply, error: WpError) => reply.code(error.status).send(error.body());

export const invalidId = (postType: string, status = 404) =>
  new WpError(status, `woocommerce_rest_${postType}_invalid_id`, 'Invalid ID.');

export function invalidParam(name: string, message: string, detailCode: string): WpError {
  return new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
    params: { [name]: message },
    details: { [name]: { code: detailCode, message, data: null } },
  });
}

/** The raw query as ordered pairs: WordPress reads repeated `status[]=` and `status[0]=` entries. */
export function queryPairs(request: FastifyRequest): [string, string][] {
  const search = request.raw.url?.split('?')[1] ?? '';
  return [...new URLSearchParams(search).entries()];
}

export type Query = Map<string, string[]>;

/** Groups `name`, `name[]` and `name[n]` under `name`, as rest_sanitize_array sees them. */
export function parseQuery(request: FastifyRequest): Query {
  const query: Query = new Map();
  for (const [key, value] of queryPairs(request)) {
    const name = key.replace(/\[[^\]]*\]$/, '');
    query.set(name, [...(query.get(name) ?? []), value]);
  }
  return query;
}

export const single = (query: Query, name: string): string | undefined => query.get(name)?.at(-1);

/** An array param: a comma list or repeated entries. */
export const list = (query: Query, name: string): string[] =>
  (query.get(name) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

export function integerParam(query: Query, name: string, fallback: number, min: number, max?: number): number {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) {
    throw invalidParam(name, `${name} is not of type integer.`, 'rest_invalid_type');
  }
  const value = Number(raw);
  if (max !== undefined && (value < min || value > max)) {
    const message = `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
    throw invalidParam(name, message, 'rest_out_of_bounds');
  }
  if (value < min) {
    throw invalidParam(name, `${name} must be greater than or equal to ${min}`, 'rest_out_of_bounds');
  }
  return value;
}

export function booleanParam(query: Query, name: string): boolean {
  const raw = single(query, name)?.toLowerCase();
  return raw === 'true' || raw === '1' || raw === 'yes';
}

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

/** `page`, `per_page` (1–100, default 10) and `offset`, validated as the WordPress schema does. */
export function readPaging(query: Query): Paging {
  const perPage = integerParam(query, 'per_page', 10, 1, 100);
  const page = integerParam(query, 'page', 1, 1);
  const offset = single(query, 'offset') === undefined ? (page - 1) * perPage : integerParam(query, 'offset', 0, 0);
  return { page, perPage, offset };
}

const AUTH_PARAMS = /^(oauth_|consumer_key$|consumer_secret$)/;

/** X-WP-Total, X-WP-TotalPages and a Link header with prev/next, as WooCommerce's collection routes send. */
export function setPagingHeaders(request: FastifyRequest, reply: FastifyReply, paging: Paging, total: number): void {
  const totalPages = Math.ceil(total / paging.perPage);
  void reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(totalPages));
  const base = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const key of [...base.searchParams.keys()]) if (AUTH_PARAMS.test(key)) base.searchParams.delete(key);
  const pageUrl = (page: number) => {
    const url = new URL(base);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
  const links: string[] = [];
  if (paging.page > 1) links.push(`<${pageUrl(Math.min(paging.page - 1, Math.max(totalPages, 1)))}>; rel="prev"`);
  if (paging.page < totalPages) links.push(`<${pageUrl(paging.page + 1)}>; rel="next"`);
  if (links.length > 0) void reply.header('Link', links.join(', '));
}

export const storeUrlOf = (request: FastifyRequest, prefix: string) => `${request.protocol}://${request.host}${prefix}`;
