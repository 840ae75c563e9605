import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@makro/domain/shared';

/**
 * Requests generated from an endpoint's contract (its zod params, query and body schemas) for the contract fuzz
 * suite (platform/http/contract-fuzz.test.ts): valid ones, and mutated ones of named kinds.
 */

// ---------------------------------------------------------------------------------------------------------------
// Generating values from a zod 4 schema (zod-fast-check supports zod 3 and fast-check 3 only).

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map((check) => check._zod.def);

const DATE = /^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;
const realDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2027-06-30T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Values the schema accepts (mostly: refinements are not inverted). */
function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // A preprocess (transform → schema) is generated from its output; any other pipe from its input.
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform' ? inner('out') : inner('in');
    }
    case 'lazy':
      return depth > 4 ? fc.constant(null) : arbitraryOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'string': {
      const checks = [def, ...checksOf(def)];
      let min = 0;
      let max = 40;
      let pattern: RegExp | undefined;
      let format: string | undefined;
      for (const check of checks) {
        if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
        if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
        if (check.check === 'length_equals') min = max = check.length as number;
        if (check.check === 'string_format') {
          format = check.format as string;
          if (check.pattern instanceof RegExp) pattern = check.pattern;
        }
      }
      max = Math.max(max, min);
      if (pattern && DATE.test(pattern.source)) return realDate;
      if (format === 'email') return fc.emailAddress().filter((email) => email.length <= 60);
      if (pattern) return fc.stringMatching(pattern).filter((value) => value.length >= min && value.length <= max);
      return fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme-ascii' });
    }
    case 'number': {
      const checks = checksOf(def);
      let min = -Number.MAX_SAFE_INTEGER;
      let max = Number.MAX_SAFE_INTEGER;
      let integer = false;
      for (const check of checks) {
        if (check.check === 'greater_than') min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : 1));
        if (check.check === 'less_than') max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : 1));
        if (check.check === 'number_format') integer = true;
      }
      // The contract's whole range: fast-check's bias brings the bounds and small values, the unbiased half the rest.
      return integer
        ? fc.oneof(fc.integer({ min, max }), fc.noBias(fc.integer({ min, max })))
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'array': {
      let min = 0;
      let max = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') min = check.minimum as number;
        if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
        if (check.check === 'length_equals') min = max = check.length as number;
      }
      return fc.array(inner('element'), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, depth + 1)] as const);
      return fc
        .tuple(...entries.map(([, arbitrary]) => arbitrary))
        .map((values) =>
          Object.fromEntries(
            entries.map(([key], index) => [key, values[index]]).filter(([, value]) => value !== undefined),
          ),
        );
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner('valueType'), { maxKeys: 3 });
    case 'date':
      return fc.date({ noInvalidDate: true });
    default:
      // unknown, any, transform and anything newer: any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Requests and mutations.

export interface FuzzRequest {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
  /** Sent as is instead of the JSON of `body`, with this content type. */
  raw?: { payload: string; contentType: string };
  /** A JSON body without a content type, or with a wrong one. */
  contentType?: string;
}

export interface Case {
  mutation: string;
  request: FuzzRequest;
}

const toQueryValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

function queryPairs(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  const pairs: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (Array.isArray(item)) for (const element of item) pairs.push([key, toQueryValue(element)]);
    else pairs.push([key, toQueryValue(item)]);
  }
  return pairs;
}

/**
 * A small id in a path is moved a million up: a valid PATCH or DELETE then never lands on the demo accounts the
 * suite signs in with (the generators favour small values), and still goes through every check of the route.
 */
const farFromDemoRows = (value: string) =>
  /^[1-9][0-9]{0,5}$/.test(value) ? String(1_000_000 + Number(value)) : value;

export function validRequest(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const part = (schema: z.ZodType | undefined) => (schema ? arbitraryOf(schema) : fc.constant(undefined));
  return fc.tuple(part(endpoint.params), part(endpoint.query), part(endpoint.body)).map(([params, query, body]) => ({
    params: Object.fromEntries(
      Object.entries((params as Record<string, unknown> | undefined) ?? {}).map(([key, value]) => [
        key,
        farFromDemoRows(toQueryValue(value)),
      ]),
    ),
    query: queryPairs(query),
    body,
  }));
}

/** Strings that broke, or could break, a layer under the contract. */
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u0002\u001b[31m',
  '\u007f\u0085\u009f',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '😀🏳️‍🌈',
  '\u202e\u200b\ufeff',
  '',
  ' ',
  ' 1',
  '+1',
  '-1',
  '0',
  '01',
  '0x1',
  '1e0',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
  '-2147483649',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '1900-01-01',
  '2026-13-01',
  '2026-01-01T25:00:00Z',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%',
  '%zz',
  '\\',
];
/** Characters PostgreSQL or JSON encoders refuse, inside an otherwise ordinary value: the most common 500 seen. */
const UNENCODABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u0001\u001b', '2026-01-01\u0000'];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNENCODABLE) },
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'é'.repeat(length)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const nastyValue = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      2 ** 31,
      2 ** 53,
      2 ** 53 + 2,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER,
      [],
      {},
      [null],
      { '': 1 },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map((length) => Array.from({ length }, () => 1)) },
);

/** Every path inside a JSON value ([] is the value itself). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], into: (string | number)[][] = []) {
  into.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], into);
  return into;
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    if (rest.length === 0 && remove) copy.splice(head as number, 1);
    else copy[head as number] = setAt(copy[head as number], rest, replacement, remove);
    return copy;
  }
  const copy: Record<string | number, unknown> = { ...(value as object) };
  if (rest.length === 0 && remove) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, replacement, remove);
  return copy;
}

export function mutatedRequest(endpoint: Endpoint): fc.Arbitrary<Case> {
  const base = validRequest(endpoint);
  const pick = <T>(items: readonly T[]) => fc.nat({ max: Math.max(0, items.length - 1) }).map((index) => items[index]);
  const mutations: fc.Arbitrary<Case>[] = [];

  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  if (endpoint.body || hasBody) {
    // A field of the body (or the body itself) replaced by a value of the wrong type or a hostile string.
    mutations.push(
      fc.tuple(base, fc.nat(), nastyValue).map(([request, index, value]) => {
        const paths = pathsOf(request.body);
        const path = paths[index % paths.length]!;
        return {
          mutation: path.length === 0 ? 'body replaced' : 'body field wrong or hostile',
          request: { ...request, body: setAt(request.body, path, value) },
        };
      }),
      fc.tuple(base, fc.nat()).map(([request, index]) => {
        const paths = pathsOf(request.body).filter((path) => path.length > 0);
        if (paths.length === 0) return { mutation: 'body field missing', request: { ...request, body: undefined } };
        const path = paths[index % paths.length]!;
        return {
          mutation: 'body field missing',
          request: { ...request, body: setAt(request.body, path, undefined, true) },
        };
      }),
      fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), nastyValue).map(([request, key, value]) => ({
        mutation: 'body extra field',
        request: {
          ...request,
          body:
            request.body && typeof request.body === 'object' && !Array.isArray(request.body)
              ? { ...request.body, [key]: value }
              : { [key]: value },
        },
      })),
      fc
        .tuple(
          base,
          fc.constantFrom(
            { payload: '{', contentType: 'application/json' },
            { payload: '{"a":1,}', contentType: 'application/json' },
            { payload: '', contentType: 'application/json' },
            { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
            { payload: 'hello', contentType: 'text/plain' },
            { payload: '<a/>', contentType: 'application/xml' },
            { payload: '{"a":1}', contentType: 'multipart/form-data; boundary=x' },
            { payload: '"\\ud800"', contentType: 'application/json' },
            { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
            { payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
            { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
          ),
        )
        .map(([request, raw]) => ({
          mutation: `body raw ${raw.contentType.split(';')[0]}`,
          request: { ...request, raw },
        })),
    );
  }

  const query = endpoint.query;
  if (query) {
    const keys = Object.keys((defOf(query).shape as Record<string, unknown> | undefined) ?? {});
    mutations.push(
      fc.tuple(base, pick(keys), nastyValue).map(([request, key, value]) => ({
        mutation: 'query value wrong or hostile',
        request: {
          ...request,
          query: [
            ...request.query.filter(([name]) => name !== key),
            [key ?? 'q', toQueryValue(value)] as [string, string],
          ],
        },
      })),
      fc
        .tuple(base, pick(keys), fc.array(fc.oneof(nastyString, fc.constant('1')), { minLength: 1, maxLength: 3 }))
        .map(([request, key, values]) => ({
          mutation: 'query parameter repeated',
          request: {
            ...request,
            query: [...request.query, ...values.map((value) => [key ?? 'q', value] as [string, string])],
          },
        })),
      fc.tuple(base, pick(keys)).map(([request, key]) => ({
        mutation: 'query parameter missing',
        request: { ...request, query: request.query.filter(([name]) => name !== key) },
      })),
    );
  }
  // Every date of the request pushed to the far past or future: the first one to 0001-01-01, the others to 9999-12-31.
  mutations.push(
    base.map((request) => {
      let seen = 0;
      const widen = (value: string) =>
        /^\d{4}-\d{2}-\d{2}/.test(value) ? (seen++ === 0 ? '0001-01-01' : '9999-12-31') : value;
      const query = request.query.map(([key, value]) => [key, widen(value)] as [string, string]);
      let body = request.body;
      for (const path of pathsOf(request.body)) {
        let value: unknown = request.body;
        for (const key of path) value = (value as Record<string | number, unknown>)[key];
        const widened = typeof value === 'string' ? widen(value) : value;
        if (widened !== value) body = setAt(body, path, widened);
      }
      return { mutation: 'date range widened', request: { ...request, query, body } };
    }),
  );
  // An unknown query parameter, on every route.
  mutations.push(
    fc.tuple(base, fc.string({ minLength: 1, maxLength: 10 }), nastyString).map(([request, key, value]) => ({
      mutation: 'query extra parameter',
      request: { ...request, query: [...request.query, [key, value] as [string, string]] },
    })),
  );

  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (paramNames.length > 0) {
    mutations.push(
      fc.tuple(base, pick(paramNames), nastyValue).map(([request, name, value]) => ({
        mutation: 'path parameter wrong or hostile',
        request: { ...request, params: { ...request.params, [name!]: toQueryValue(value) } },
      })),
    );
  }
  return fc.oneof(...mutations);
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the bytes a careless client
 * sends for it (its WTF-8 form, not valid UTF-8).
 */
function encode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(char);
  }
  return out;
}

export function toInject(endpoint: Endpoint, request: FuzzRequest): InjectOptions {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encode(request.params[name] ?? '1'));
  const search = request.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  const url = `/api${path}${search ? `?${search}` : ''}`;
  const method = endpoint.method;
  if (request.raw)
    return { method, url, payload: request.raw.payload, headers: { 'content-type': request.raw.contentType } };
  if (request.body === undefined || method === 'GET' || method === 'DELETE') return { method, url };
  return { method, url, payload: JSON.stringify(request.body), headers: { 'content-type': 'application/json' } };
}
