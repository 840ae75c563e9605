import v8 from 'node:v8';
import vm from 'node:vm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, addDays, type Endpoint } from '@makro/domain/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { syncShops } from '../../test/shops';
import { loadDemoStory } from '../../demo';
import { users } from '../auth/tables';
import { enqueue } from '../jobs/outbox';
import { isEventStream, registeredEndpoints } from './define-route';

/**
 * The resource test: the worst request each contract allows answers within bounded memory and size. For every
 * registered read (GET without path parameters) the request is derived from its query schema: date ranges at
 * their longest span (MAX_RANGE_DAYS, ending today), `per_page`/`limit` at their maximum, filters left out (the
 * whole table), choices at `all`; a second request sets every free-text filter to its longest allowed value.
 * Asserted per request: 2xx or a 4xx in the envelope, never 5xx; the answer under MAX_ANSWER_BYTES; the growth
 * of the process's resident memory while it runs under MAX_RSS_GROWTH. Generous bounds: they catch a request
 * that loads unbounded data (a table, a day-by-day loop over centuries), not a slow one; nothing here times.
 *
 * Routes with path parameters (one row by id) and writes are left out: their input is a single row or a body
 * the fuzz suite (contract-fuzz.test.ts) and their own tests cover; their bulk inputs are bounded by contract.
 */
const MAX_RSS_GROWTH = 300 * 1024 * 1024;
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/** Routes that must be covered by a derived request: the date ranges and the large lists of the contracts. */
const MUST_COVER = [
  'GET /v1/statistics',
  'GET /v1/dashboard/order_distribution',
  'GET /v1/rma_submissions',
  'GET /v1/orders/counts',
  'GET /v1/users',
  'GET /v1/inventories',
  'GET /v1/system/side_effects',
  'GET /v1/inventories/export',
];

/** Values a schema cannot tell are the worst: the flag that, off, widens the answer. */
const OVERRIDES: Record<string, Record<string, string>> = {
  'GET /v1/rma_submissions': { within30days: 'false' },
  // A quote needs an order to look at; any number is fine (an unknown one is a 422).
  'GET /v1/refund_histories/quote': { ticket_number: '100001', reason: 'rental', total_days_rented: '365' },
  'GET /v1/rma-submissions/replacement_product': { sku: '68099135AC-REBUILT' },
  // A parcel is looked for by one number at least.
  'GET /v1/tickets/receiving': { ticket_number: 'REP' },
  // The packing bench opens one ticket by its number (an unknown one is a 404).
  'GET /v1/packing/ticket': { number: '100001' },
  // Fitment is searched by a part number or a vehicle; a make is the widest vehicle.
  'GET /v1/vehicle-model-info/fitments': { make: 'Jeep' },
  'GET /v1/hardware-info': { part_number: '68099135AC' },
  // A preview names its shop and percentage; the widest is the whole shop.
  'GET /v1/sitewide_sales/preview': { shop: 'tipm', percentage: '10' },
};

// ---------------------------------------------------------------------------------------------------------------
// Garbage collection without a flag on the command line: the measured growth is the request's, not leftovers'.

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map((check) => check._zod.def);

interface Field {
  /** The field may be left out (optional or defaulted). */
  optional: boolean;
  def: Def;
}

/** The field's own type under optional/default/preprocess wrappers. */
function fieldOf(schema: z.ZodType): Field {
  let def = defOf(schema);
  let optional = false;
  for (;;) {
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      def = defOf(def.innerType as z.ZodType);
    } else if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') {
      def = defOf(def.innerType as z.ZodType);
    } else if (def.type === 'pipe') {
      // A preprocess (transform → schema) is described by its output.
      const input = defOf(def.in as z.ZodType);
      def = defOf((input.type === 'transform' ? def.out : def.in) as z.ZodType);
    } else {
      return { optional, def };
    }
  }
}

/** The object schema of a query, under refinements (zod 4 keeps them on the object itself). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(def.in as z.ZodType);
  return null;
}

const isDateField = (def: Def) =>
  def.type === 'string' &&
  checksOf(def).some((check) => check.format === 'regex' && String(check.pattern).includes('\\d{4}-\\d{2}-\\d{2}'));
const maxOf = (def: Def): number | undefined => {
  const values = checksOf(def)
    .map((check) => (check.check === 'less_than' ? check.value : check.maximum))
    .filter((value): value is number => typeof value === 'number');
  return values.length ? Math.min(...values) : undefined;
};

const today = new Date().toISOString().slice(0, 10);
const RANGE_START = addDays(today, -(MAX_RANGE_DAYS - 1));

/**
 * The worst query the schema allows, or why none could be derived. `longest`: every optional free-text filter at
 * its longest allowed value instead of left out.
 */
function worstQuery(
  endpoint: Endpoint,
  longest: boolean,
): { query: Record<string, string>; stringFields: number } | { error: string } {
  if (!endpoint.query) return { query: {}, stringFields: 0 };
  const shape = shapeOf(endpoint.query);
  if (!shape) return { error: `query schema is a ${defOf(endpoint.query).type}` };
  const query: Record<string, string> = {};
  let stringFields = 0;
  for (const [key, schema] of Object.entries(shape)) {
    const { optional, def } = fieldOf(schema);
    if (isDateField(def)) {
      if (/start/.test(key)) query[key] = RANGE_START;
      else if (/end/.test(key)) query[key] = today;
      else if (!optional) query[key] = today;
    } else if (key === 'per_page' || key === 'limit') {
      const max = maxOf(def);
      if (max === undefined) return { error: `${key} has no maximum` };
      query[key] = String(max);
    } else if (key === 'page') {
      query[key] = '1';
    } else if (def.type === 'enum') {
      const options = Object.values(def.entries as Record<string, string>);
      if (options.includes('all')) query[key] = 'all';
      else if (!optional) query[key] = options[0]!;
    } else if (def.type === 'string' && optional && longest) {
      const max = maxOf(def);
      // A string with a format of its own (a time, a code) has no "longest" value; it stays out.
      if (max !== undefined && !checksOf(def).some((check) => check.format)) {
        query[key] = 'x'.repeat(max);
        stringFields += 1;
      }
    } else if (!optional && !(key in (OVERRIDES[`${endpoint.method} ${endpoint.path}`] ?? {}))) {
      return { error: `no worst value for the required field ${key} (${def.type})` };
    }
  }
  Object.assign(query, OVERRIDES[`${endpoint.method} ${endpoint.path}`]);
  const parsed = endpoint.query.safeParse(query);
  if (!parsed.success) return { error: `the derived query is refused: ${JSON.stringify(parsed.error.issues)}` };
  return { query, stringFields };
}

// ---------------------------------------------------------------------------------------------------------------

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // The demo story at a lower rate (two months of shop orders, the warehouse's items), mirrored, so the lists
  // and reports have rows to load.
  t = await buildTestApp({
    env: { DEMO_SHOP_DAYS: '60', DEMO_TIPM_ORDERS_PER_DAY: '10', DEMO_ECM_ORDERS_PER_DAY: '5' },
  });
  await loadDemoStory(t.db, t.config);
  await syncShops(t);
  // Lists larger than their largest page: users (a copy of a demo user's password hash) and queued e-mails.
  const [template] = await t.db.select().from(users).limit(1);
  await t.db.insert(users).values(
    Array.from({ length: 150 }, (_, index) => ({
      username: `bulk-${index}`,
      email: `bulk-${index}@makro.example`,
      first_name: 'Bulk',
      last_name: `User ${index}`,
      password_hash: template!.password_hash,
      account_type_id: 1 + (index % 9),
      default_color: template!.default_color,
    })),
  );
  for (let index = 0; index < 150; index++) {
    await enqueue(t.db, {
      kind: 'email',
      idempotencyKey: `resource-bounds-${index}`,
      description: `A queued e-mail ${index}`,
      payload: { to: `bulk-${index}@makro.example` },
    });
  }
  admin = await t.loginAs('administrator');
}, 120_000);
afterAll(() => t?.close());

const reads = () =>
  registeredEndpoints(t.app).filter(
    (endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':') && !isEventStream(endpoint),
  );
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The request, with the largest resident-memory growth seen while it ran (sampled, and once at the end). */
async function measured(url: string): Promise<{ response: LightMyRequestResponse; growth: number }> {
  // A warm-up of the same request: the first call compiles code and fills caches, which is not the request's.
  await t.call(admin, { method: 'GET', url });
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const response = await t.call(admin, { method: 'GET', url });
    peak = Math.max(peak, process.memoryUsage().rss);
    return { response, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

function expectBounded(label: string, response: LightMyRequestResponse, growth: number): void {
  const context = `${label} → ${response.statusCode}: ${response.body.slice(0, 500)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.statusCode, context).toBeGreaterThanOrEqual(200);
  if (response.statusCode >= 300) {
    expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(response.json(), context).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }
  expect(response.rawPayload.length, `${context}: answer size`).toBeLessThan(MAX_ANSWER_BYTES);
  expect(growth, `${context}: resident memory grew by ${Math.round(growth / 1024 / 1024)} MB`).toBeLessThan(
    MAX_RSS_GROWTH,
  );
}

/** The derived worst query one step beyond a bound: the range a day longer, or the page one row larger. */
function beyond(query: Record<string, string>): { query: Record<string, string>; field: string }[] {
  const steps: { query: Record<string, string>; field: string }[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === RANGE_START) {
      // The range rule refuses the span on the end field.
      const end = Object.keys(query).find((other) => other !== key && query[other] === today)!;
      steps.push({ query: { ...query, [key]: addDays(RANGE_START, -1) }, field: `query.${end}` });
    }
    if (key === 'per_page' || key === 'limit')
      steps.push({ query: { ...query, [key]: String(Number(value) + 1) }, field: `query.${key}` });
  }
  return steps;
}

describe('the worst request each contract allows', () => {
  it('is derived for every read, including the date ranges and the large lists', () => {
    const derived = reads().filter((endpoint) => !('error' in worstQuery(endpoint, false)));
    const failures = reads()
      .map((endpoint) => ({ route: nameOf(endpoint), result: worstQuery(endpoint, false) }))
      .filter(({ result }) => 'error' in result);
    expect(failures).toEqual([]);
    expect(derived.map(nameOf)).toEqual(expect.arrayContaining(MUST_COVER));
  });

  it('is the worst: one step beyond (a day longer, a row more per page) is refused with the field named', async () => {
    const bounded: string[] = [];
    for (const endpoint of reads()) {
      const derived = worstQuery(endpoint, false);
      if ('error' in derived) continue;
      for (const step of beyond(derived.query)) {
        const url = `/api${endpoint.path}?${new URLSearchParams(step.query).toString()}`;
        const response = await t.call(admin, { method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        const fields = response.json<{ error: { details: { fields: { field: string }[] } } }>().error.details.fields;
        expect(
          fields.map((field) => field.field),
          url,
        ).toContain(step.field);
        bounded.push(nameOf(endpoint));
      }
    }
    expect(bounded).toEqual(expect.arrayContaining(MUST_COVER.filter((route) => !route.endsWith('/export'))));
  });

  it('answers within bounded memory and size, never a 5xx', async () => {
    for (const endpoint of reads()) {
      for (const longest of [false, true]) {
        const derived = worstQuery(endpoint, longest);
        if ('error' in derived) continue;
        if (longest && derived.stringFields === 0) continue;
        const url = `/api${endpoint.path}?${new URLSearchParams(derived.query).toString()}`;
        const { response, growth } = await measured(url);
        expectBounded(url, response, growth);
      }
    }
  }, 120_000);
});
