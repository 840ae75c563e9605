import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@makro/domain/notifications';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { loadDemoModuleRequests } from './module-requests';
import { loadDemoPartners } from './partners';
import { loadDemoNotifications } from './notifications';

describe('the bell’s chapter', () => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await buildTestApp();
    await loadDemoModuleRequests(t.db, now);
    await loadDemoPartners(t.db, t.config, now);
    await loadDemoNotifications(t.db, now);
  }, 120_000);
  afterAll(() => t.close());

  const bell = async (slug: 'csr' | 'technician' | 'rtgrim') =>
    (
      await t.call(await t.loginAs(slug), { method: 'GET', url: '/api/v1/notifications?per_page=50' })
    ).json<NotificationPage>();

  it('tells each person of the work the story left waiting for them, the older notes read', async () => {
    const csr = await bell('csr');
    expect(new Set(csr.notifications.map((note) => note.kind))).toEqual(
      new Set(['module_request', 'partner_application']),
    );
    expect(csr.unread_count).toBeGreaterThan(0);
    expect(csr.unread_count).toBeLessThan(csr.notifications.length);
    expect((await bell('technician')).notifications).toEqual([]);
    expect((await bell('rtgrim')).notifications).toEqual([]);
  });

  it('adds nothing on a second start', async () => {
    const before = (await bell('csr')).total_count;
    await loadDemoNotifications(t.db, now);
    expect((await bell('csr')).total_count).toBe(before);
  });
});
