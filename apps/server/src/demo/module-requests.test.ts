import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleRequest } from '@makro/domain/module-requests';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEMO_MODULE_REQUESTS, loadDemoModuleRequests } from './module-requests';

let t: TestApp;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoModuleRequests(t.db, new Date());
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());

const list = async (query = '') =>
  (await t.call(csr, { method: 'GET', url: `/api/v1/module_requests?per_page=100&${query}` })).json<{
    module_requests: ModuleRequest[];
    total_count: number;
    waiting_count: number;
  }>();

describe('module requests in the demo story', () => {
  it('has about forty requests of both shops and both forms, most waiting, some answered with a clean reply', async () => {
    const { module_requests: all, waiting_count } = await list();
    expect(all).toHaveLength(DEMO_MODULE_REQUESTS);
    expect(new Set(all.map((request) => request.source))).toEqual(new Set(['tipm', 'ecm']));
    expect((await list('module_type=has_module_type')).total_count).toBeGreaterThan(5);
    expect((await list('has_year_make_model=true')).total_count).toBeGreaterThan(5);
    expect(waiting_count).toBeGreaterThan(DEMO_MODULE_REQUESTS / 2);
    const answered = all.filter((request) => request.is_complete);
    expect(answered.length).toBeGreaterThan(3);
    for (const request of answered)
      expect(request).toMatchObject({
        email_reply: expect.stringContaining('<strong>'),
        replied_by: { name: expect.any(String) },
      });
    // Within the last two months, newest first.
    const oldest = Date.parse(all.at(-1)!.created_at);
    expect(Date.now() - oldest).toBeLessThan(61 * 86_400_000);
    expect(all.some((request) => request.condition === null)).toBe(true);
  });

  it('is not made twice', async () => {
    await loadDemoModuleRequests(t.db, new Date());
    expect((await list()).total_count).toBe(DEMO_MODULE_REQUESTS);
  });
});
