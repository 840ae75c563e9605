import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  DEFAULT_PERMISSIONS,
  defineEndpoint,
  grants,
  type AccountTypeSlug,
  type Endpoint,
} from '@makro/domain/shared';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app';
import { mutatedRequest, toInject, validRequest, type Case } from '../../test/contract-requests';
import { defineRoute, isEventStream, registeredEndpoints } from './define-route';

/**
 * The contract fuzz suite: every registered route, requests generated from its contract's zod schemas (valid
 * ones and mutated ones), as an administrator, as a caller without the permission and without a session.
 * Asserted for every answer: no 5xx; every error in the envelope {error:{code,message}}; a 400 names the
 * fields it refuses (details.fields[].field under body/query/params); a caller without access gets 401/403
 * whatever the input; a refused request changes no row. New routes are covered without writing anything.
 *
 * Seeded and deterministic: FUZZ_SEED (default below) and FUZZ_RUNS (mutated requests per route) may be set to
 * explore further locally; a failure prints the seed, the route, the mutation and the request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Mutated requests per route as an administrator; routes that call the (simulated) shops get a fifth. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const VALID_RUNS = Math.max(5, Math.round(RUNS / 6));
const DENIED_RUNS = Math.max(5, Math.round(RUNS / 12));

/**
 * Failures the suite finds that are still open, skipped so CI stays green: each names the route (`*`: every
 * route), the mutation, a part of the problem's text, and why it is open. Remove an entry when its finding is
 * fixed; the suite then guards it.
 */
export const KNOWN_FAILURES: readonly { route: string; mutation: string; problem: string; reason: string }[] = [];

/** Routes whose handler calls outside services (simulated over real HTTP): fewer requests, same assertions. */
const SLOW_ROUTE =
  /^(GET \/v1\/orders\/|POST \/v1\/shop_sync\/|POST \/v1\/webhooks\/|GET \/v1\/dashboard\/|POST \/v1\/inventories\/add_to_inventories|PATCH \/v1\/inventories\/update_module_type|POST \/v1\/inventory_tags\/import|POST \/v1\/cycle_counts\/:id\/apply|GET \/v1\/vehicle-model-info\/)/;

/**
 * Tables a refused request may legitimately write: sessions (touch), limits (a failed login counts), the audit
 * log (it records refusals by design: failed sign-ins, unsigned webhooks), simulators, job leases.
 */
const UNFINGERPRINTED = new Set([
  'sessions',
  'rate_limit_buckets',
  'audit_log',
  'sandbox',
  'scheduled_jobs',
  '__drizzle_migrations',
]);

// ---------------------------------------------------------------------------------------------------------------
// The oracle.

let fingerprintQuery: ReturnType<typeof sql.raw>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * Waits until no work started by an accepted request is still running (a shop sync runs in the background),
 * so that its writes are never taken for the writes of the next, refused request.
 */
async function settle(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const result = await t.db.execute(sql`select count(*)::int as running from shop_sync where status = 'running'`);
    const rows = rowsOf<{ running: number }>(result);
    if (!rows[0] || rows[0].running === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a background shop sync did not finish within 30 s');
}

/** The next transaction id: it moves only when a transaction writes, so while it stays, no table changed. */
async function nextTransactionId(): Promise<string> {
  const result = await t.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return rowsOf<{ next: string }>(result)[0]!.next;
}

let lastFingerprint: { transaction: string; tables: string } | undefined;

/**
 * Every table's row count and latest update. Counting some sixty tables after each of some twenty thousand
 * requests was most of this suite's time, so they are counted again only when a transaction has written since.
 */
async function fingerprint(): Promise<string> {
  const transaction = await nextTransactionId();
  if (lastFingerprint?.transaction === transaction) return lastFingerprint.tables;
  const tables = JSON.stringify(rowsOf(await t.db.execute(fingerprintQuery)));
  lastFingerprint = { transaction, tables };
  return tables;
}

/** The tables whose fingerprint differs. */
function changedTables(before: string, after: string): string {
  const [first] = JSON.parse(before) as Record<string, string>[];
  const [second] = JSON.parse(after) as Record<string, string>[];
  return Object.keys(second ?? {})
    .filter((table) => first?.[table] !== second?.[table])
    .join(', ');
}

/** What is wrong with an answer, or null. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  // A bounded request gets a bounded answer (an unbounded date range once answered 1.3 MB, then took the heap).
  if (response.statusCode < 400)
    return response.body.length > 1_000_000 ? `answered ${response.body.length} characters` : null;
  let body: { error?: { code?: unknown; message?: unknown; details?: { fields?: { field?: unknown }[] } } };
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} outside the envelope: ${response.body.slice(0, 300)}`;
  }
  if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
    return `answered ${response.statusCode} outside the envelope: ${response.body.slice(0, 300)}`;
  if (response.statusCode === 400) {
    const fields = body.error.details?.fields;
    if (!Array.isArray(fields) || fields.length === 0)
      return `answered 400 without details.fields: ${response.body.slice(0, 300)}`;
    const unnamed = fields.find(
      (entry) => typeof entry.field !== 'string' || !/^(body|query|params)(\.|$)/.test(entry.field),
    );
    if (unnamed) return `answered 400 with a field not under body/query/params: ${JSON.stringify(unnamed)}`;
  }
  if (response.body.length > 20_000) return `answered ${response.statusCode} with ${response.body.length} characters`;
  return null;
}

const isKnown = (route: string, mutation: string, problem: string) =>
  KNOWN_FAILURES.some(
    (known) =>
      (known.route === '*' || known.route === route) && known.mutation === mutation && problem.includes(known.problem),
  );

/** A stable seed per route: adding a route changes no other route's requests. */
function routeSeed(route: string): number {
  let hash = SEED | 0;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Requests to public routes come from their own addresses, so the per-IP limits never reach the test's logins. */
let nextAddress = 0;
const fuzzAddress = () => `10.77.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

const adminTokens = { current: '' };

/** Signs in from an address of its own, so signing in again after a fuzzed logout never meets the per-IP limit. */
async function signIn(slug: AccountTypeSlug): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { username: slug, password: TEST_PASSWORD },
    remoteAddress: fuzzAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`login as ${slug} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

const routeName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * A route that exists only in this test, with the bug the first wave found on nine routes: its contract allows
 * ids up to 2^53 and its query casts them to PostgreSQL's integer (a 500 above 2^31-1). The suite must find it,
 * which shows the generators and the oracle still reach the database.
 */
const plantedBug = defineEndpoint({
  method: 'GET',
  path: '/v1/test/fuzz-planted-bug/:id',
  summary: 'test only',
  tag: 'Test',
  access: 'session',
  params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({ ok: z.literal(true) }),
});

/**
 * The app is built while the file is collected, so that each route it registered is a test of its own: a failure
 * names its route, and the suite's count says how many routes were fuzzed.
 */
const t: TestApp = await buildTestApp({
  beforeListen: (app) =>
    defineRoute(app, plantedBug, async ({ params }) => {
      await app.db.execute(sql`select ${params.id}::integer`);
      return { ok: true as const };
    }),
});
const byName = (endpoints: readonly Endpoint[]) =>
  endpoints.map((endpoint) => [routeName(endpoint), endpoint] as const);
// A notification stream answers a valid request by staying open: its own test covers it.
const fuzzedRoutes = byName(registeredEndpoints(t.app).filter((candidate) => !isEventStream(candidate)));
const guardedRoutes = byName(registeredEndpoints(t.app).filter((candidate) => candidate.access !== 'public'));

beforeAll(async () => {
  const tables = rowsOf<{ name: string; has_updated: boolean }>(
    await t.db.execute(
      sql`select c.table_name as name, bool_or(c.column_name = 'updated_at') as has_updated
        from information_schema.columns c join information_schema.tables tb
          on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
        where c.table_schema = 'public' group by c.table_name order by c.table_name`,
    ),
  );
  const list = tables.filter((table) => !UNFINGERPRINTED.has(table.name));
  expect(list.length).toBeGreaterThan(5);
  fingerprintQuery = sql.raw(
    `select ${list
      .map(
        (table) =>
          `(select count(*)::text${table.has_updated ? ` || '/' || coalesce(max(updated_at)::text, '')` : ''} from "${table.name}") as "${table.name}"`,
      )
      .join(', ')}`,
  );
  adminTokens.current = await signIn('administrator');
}, 60_000);
afterAll(() => t?.close());

interface Failure {
  route: string;
  caller: string;
  mutation: string;
  problem: string;
  request: InjectOptions;
}

async function send(endpoint: Endpoint, token: string | undefined, options: InjectOptions) {
  const publicRoute = endpoint.access === 'public';
  return t.call(token, { ...options, ...(publicRoute ? { remoteAddress: fuzzAddress() } : {}) });
}

/** Sends the cases as the administrator and checks every answer; a refused request must leave every table as it was. */
async function fuzzAsAdministrator(endpoint: Endpoint, cases: Case[], failures: Failure[]) {
  const route = routeName(endpoint);
  let before = await fingerprint();
  for (const { mutation, request } of cases) {
    const options = toInject(endpoint, request);
    let response = await send(endpoint, adminTokens.current, options);
    if (response.statusCode === 401 && endpoint.access !== 'public') {
      // A valid request may end the session (logout): sign in again and repeat it once.
      adminTokens.current = await signIn('administrator');
      response = await send(endpoint, adminTokens.current, options);
    }
    if (response.statusCode < 400) await settle();
    const after = await fingerprint();
    let problem = problemWith(response);
    if (!problem && response.statusCode >= 400 && after !== before)
      problem = `refused with ${response.statusCode} but changed ${changedTables(before, after)}`;
    before = after;
    if (problem && !isKnown(route, mutation, problem))
      failures.push({ route, caller: 'administrator', mutation, problem, request: summarize(options) });
  }
}

function summarize(options: InjectOptions): InjectOptions {
  const payload =
    typeof options.payload === 'string' && options.payload.length > 300
      ? `${options.payload.slice(0, 300)}… (${options.payload.length} chars)`
      : options.payload;
  const url =
    typeof options.url === 'string' && options.url.length > 300
      ? `${options.url.slice(0, 300)}… (${options.url.length} chars)`
      : options.url;
  return { ...options, url, payload };
}

function report(failures: Failure[]): string {
  const seen = new Set<string>();
  const distinct = failures.filter((failure) => {
    const key = `${failure.route}|${failure.caller}|${failure.mutation}|${failure.problem.slice(0, 40)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const lines = distinct
    .slice(0, 60)
    .map(
      (failure) =>
        `- ${failure.route} as ${failure.caller}, mutation "${failure.mutation}": ${failure.problem}\n    ${JSON.stringify(failure.request)}`,
    );
  return `contract fuzz (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}) found ${failures.length} problem(s), ${distinct.length} distinct (route, caller, mutation, problem):\n${lines.join('\n')}`;
}

/** An account type whose default permissions do not pass the route's rule, if there is one. */
function deniedAccountType(endpoint: Endpoint): AccountTypeSlug | undefined {
  if (typeof endpoint.access !== 'object') return undefined;
  const access = endpoint.access;
  return ACCOUNT_TYPES.find((type) => !grants(access, DEFAULT_PERMISSIONS[type.slug], type.slug))?.slug;
}

describe('contract fuzz: every registered route', () => {
  it('registers the routes it fuzzes', () => {
    expect(fuzzedRoutes.length).toBeGreaterThan(10);
    expect(fuzzedRoutes.map(([route]) => route)).toContain(routeName(plantedBug));
  });

  it.each(fuzzedRoutes)(
    '%s answers every generated and mutated request without a 5xx, in the envelope, and changes nothing when it refuses',
    async (route, endpoint) => {
      const failures: Failure[] = [];
      const scale = SLOW_ROUTE.test(route) || endpoint.access === 'public' ? 5 : 1;
      const seed = routeSeed(route);
      const valid = fc
        .sample(validRequest(endpoint), { seed, numRuns: Math.max(2, Math.round(VALID_RUNS / scale)) })
        .map((request) => ({ mutation: 'valid', request }));
      const mutated = fc.sample(mutatedRequest(endpoint), {
        seed: seed + 1,
        numRuns: Math.max(5, Math.round(RUNS / scale)),
      });
      await fuzzAsAdministrator(endpoint, [...valid, ...mutated], failures);
      if (route === routeName(plantedBug)) {
        expect(
          failures.some((failure) => failure.problem.startsWith('answered 500')),
          'the planted bug was not found',
        ).toBe(true);
      } else {
        expect(failures.length, report(failures)).toBe(0);
      }
    },
    120_000,
  );

  const tokens = new Map<AccountTypeSlug, string>();
  it.each(guardedRoutes)(
    '%s refuses a caller without the permission (403) or without a session (401) before looking at the input',
    async (route, endpoint) => {
      const failures: Failure[] = [];
      const seed = routeSeed(route) + 2;
      const cases = fc.sample(
        fc.oneof(
          validRequest(endpoint).map((request) => ({ mutation: 'valid', request })),
          mutatedRequest(endpoint),
        ),
        {
          seed,
          numRuns: DENIED_RUNS,
        },
      );
      const denied = deniedAccountType(endpoint);
      if (denied && !tokens.has(denied)) tokens.set(denied, await signIn(denied));
      let before = await fingerprint();
      for (const { mutation, request } of cases) {
        const options = toInject(endpoint, request);
        const callers: [string, string | undefined, number][] = [['no session', undefined, 401]];
        if (denied) callers.push([denied, tokens.get(denied), 403]);
        for (const [caller, token, expected] of callers) {
          const response = await send(endpoint, token, options);
          const after = await fingerprint();
          let problem = problemWith(response);
          // A path segment too long or not decodable is refused by the router before any route (so before
          // access): there is no route yet whose access could be checked.
          const unrouted =
            response.statusCode === 414 || (response.statusCode === 400 && response.body.includes('%-escape'));
          if (!problem && response.statusCode !== expected && !unrouted)
            problem = `answered ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 200)}`;
          if (!problem && after !== before) problem = `changed ${changedTables(before, after)}`;
          before = after;
          if (problem && !isKnown(route, mutation, problem))
            failures.push({ route, caller, mutation, problem, request: summarize(options) });
        }
      }
      expect(failures.length, report(failures)).toBe(0);
    },
    120_000,
  );

  it('answers a too long address and too large headers over real HTTP in the envelope', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const failures: string[] = [];
    const raw = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });
    for (const endpoint of registeredEndpoints(t.app)
      .filter((candidate) => candidate.method === 'GET')
      .slice(0, 50)) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '1')}`;
      for (const [name, answer] of [
        ['a 30 KB query string', await raw(`${path}?q=${'a'.repeat(30_000)}`)],
        ['a 30 KB header', await raw(path, { 'x-fuzz': 'a'.repeat(30_000) })],
        ['a 300-character path segment', await raw(`/api${endpoint.path.replace(/:(\w+)/g, 'a'.repeat(300))}`)],
      ] as const) {
        let envelope: boolean;
        try {
          const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
          envelope = typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
        } catch {
          envelope = false;
        }
        if (answer.status >= 500 || (answer.status >= 400 && !envelope))
          failures.push(
            `${endpoint.method} ${endpoint.path} with ${name}: ${answer.status} ${answer.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
