import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { WpError } from './http';

export interface ConsumerCredentials {
  consumerKey: string;
  consumerSecret: string;
}

const OAUTH_REQUIRED = [
  'oauth_consumer_key',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
  'oauth_signature_method',
];
const TIMESTAMP_WINDOW_SECONDS = 15 * 60;
const HASHES: Record<string, 'sha1' | 'sha256'> = { 'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256' };

const authError = (message: string) => new WpError(401, 'woocommerce_rest_authentication_error', message);

/** RFC 3986 encoding, as OAuth 1.0a and wc_rest_urlencode_rfc3986 use it. */
export const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

/** Nonces seen per consumer key within the timestamp window; older ones can no longer replay anyway. */
export class NonceRegistry {
  private readonly seen = new Map<string, number>();

  /** False when the nonce was already used. */
  claim(consumerKey: string, nonce: string, timestamp: number): boolean {
    const now = Date.now() / 1000;
    for (const [key, seenAt] of this.seen) if (seenAt < now - TIMESTAMP_WINDOW_SECONDS) this.seen.delete(key);
    const key = `${consumerKey}\n${nonce}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, Math.max(timestamp, now));
    return true;
  }
}

export const isSecure = (request: FastifyRequest) =>
  request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

function headerOAuthParams(request: FastifyRequest): Map<string, string> {
  const header = request.headers.authorization ?? '';
  const params = new Map<string, string>();
  if (!/^OAuth\s/i.test(header)) return params;
  for (const match of header.slice(6).matchAll(/([\w.-]+)="([^"]*)"/g)) {
    if (match[1]?.startsWith('oauth_')) params.set(match[1], safeDecode(match[2] ?? ''));
  }
  return params;
}

interface QueryPiece {
  key: string;
  rawValue: string;
}

/**
 * Raw `key=value` pieces of the query as sent, before value decoding, read the way PHP fills $_GET:
 * a repeated key keeps its last value, and `name[]` entries become `name[0]`, `name[1]`, ….
 * (The official client repeats its own params once more after the OAuth ones.)
 */
function rawQueryPieces(request: FastifyRequest): QueryPiece[] {
  const byKey = new Map<string, QueryPiece>();
  const arrayCounters = new Map<string, number>();
  for (const piece of (request.raw.url?.split('?')[1] ?? '').split('&').filter(Boolean)) {
    const [rawKey = '', rawValue = ''] = piece.split('=');
    let key = safeDecode(rawKey);
    if (key.endsWith('[]')) {
      const index = arrayCounters.get(key) ?? 0;
      arrayCounters.set(key, index + 1);
      key = `${key.slice(0, -2)}[${index}]`;
    }
    byKey.set(key, { key, rawValue });
  }
  return [...byKey.values()];
}

function parameterString(pairs: [string, string][]): string {
  return pairs
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([keyA, valueA], [keyB, valueB]) => (keyA === keyB ? (valueA < valueB ? -1 : 1) : keyA < keyB ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * The signature base strings we accept. The first is RFC 5849 as WooCommerce computes it. The second
 * is what the official JS client signs over http: it encodes its query values once into the URL and
 * then once more when signing, so ordinary values match but ones with `,` or `:` only match this way.
 */
function signatureBaseStrings(request: FastifyRequest, headerParams: Map<string, string>): string[] {
  const pieces = rawQueryPieces(request).filter(({ key }) => key !== 'oauth_signature');
  const fromHeader = [...headerParams].filter(([key]) => key !== 'oauth_signature');
  const standard: [string, string][] = [
    ...pieces.map(({ key, rawValue }) => [key, safeDecode(rawValue)] as [string, string]),
    ...fromHeader,
  ];
  const jsClient: [string, string][] = [
    ...pieces.map(
      ({ key, rawValue }) => [key, key.startsWith('oauth_') ? safeDecode(rawValue) : rawValue] as [string, string],
    ),
    ...fromHeader,
  ];
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  const baseUrl = `${isSecure(request) ? 'https' : 'http'}://${request.host}${path}`;
  return [standard, jsClient].map(
    (pairs) => `${request.method.toUpperCase()}&${rfc3986(baseUrl)}&${rfc3986(parameterString(pairs))}`,
  );
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function oauthAuthenticate(
  request: FastifyRequest,
  credentials: ConsumerCredentials,
  nonces: NonceRegistry,
): boolean | WpError {
  const fromQuery = new Map(
    rawQueryPieces(request)
      .filter(({ key }) => key.startsWith('oauth_'))
      .map(({ key, rawValue }) => [key, safeDecode(rawValue)]),
  );
  const headerParams = headerOAuthParams(request);
  const params = fromQuery.size > 0 ? fromQuery : headerParams;
  if (params.size === 0) return false;
  const missing = OAUTH_REQUIRED.filter((name) => !params.get(name));
  if (missing.length > 0) {
    const message = `Missing OAuth parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
    return new WpError(401, 'woocommerce_rest_authentication_missing_parameter', message);
  }
  if (params.get('oauth_consumer_key') !== credentials.consumerKey) return authError('Consumer key is invalid.');
  const hash = HASHES[params.get('oauth_signature_method') ?? ''];
  if (!hash) return authError('Invalid signature - signature method is invalid.');
  const provided = params.get('oauth_signature') ?? '';
  const signs = signatureBaseStrings(request, fromQuery.size > 0 ? new Map() : headerParams).some((base) =>
    sameText(createHmac(hash, `${credentials.consumerSecret}&`).update(base).digest('base64'), provided),
  );
  if (!signs) return authError('Invalid signature - provided signature does not match.');
  const timestamp = Number(params.get('oauth_timestamp'));
  if (!Number.isFinite(timestamp) || timestamp < Date.now() / 1000 - TIMESTAMP_WINDOW_SECONDS) {
    return authError('Invalid timestamp.');
  }
  if (!nonces.claim(credentials.consumerKey, params.get('oauth_nonce') ?? '', timestamp)) {
    return authError('Invalid nonce - nonce has already been used.');
  }
  return true;
}

/** Key and secret from the query string, or from Basic auth when the request came over HTTPS. */
function keyAndSecret(request: FastifyRequest): { key: string; secret: string } | null {
  const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
  const key = query.get('consumer_key');
  const secret = query.get('consumer_secret');
  if (key && secret) return { key, secret };
  const header = request.headers.authorization ?? '';
  if (!isSecure(request) || !/^Basic\s/i.test(header)) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString();
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * WC_REST_Authentication, simplified to one consumer: true when authenticated, false when the request
 * carries no usable credentials (the route's permission check answers), or the authentication error.
 */
export function authenticate(
  request: FastifyRequest,
  credentials: ConsumerCredentials,
  nonces: NonceRegistry,
): boolean | WpError {
  const basic = keyAndSecret(request);
  if (basic && basic.key === credentials.consumerKey) {
    return sameText(basic.secret, credentials.consumerSecret) ? true : authError('Consumer secret is invalid.');
  }
  return oauthAuthenticate(request, credentials, nonces);
}

const PERMISSION_ERRORS: Record<string, [string, string]> = {
  GET: ['woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'],
  POST: ['woocommerce_rest_cannot_create', 'Sorry, you are not allowed to create resources.'],
  PUT: ['woocommerce_rest_cannot_edit', 'Sorry, you are not allowed to edit this resource.'],
  DELETE: ['woocommerce_rest_cannot_delete', 'Sorry, you are not allowed to delete this resource.'],
};

/** What a route's permission callback answers to an anonymous caller (rest_authorization_required_code). */
export function permissionError(method: string): WpError {
  const [code, message] = PERMISSION_ERRORS[method.toUpperCase()] ?? PERMISSION_ERRORS.GET!;
  return new WpError(401, code, message);
}
