import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderReportExport } from '@makro/domain/order-reports';
import { addDays, businessToday } from '@makro/domain/shared';
import { seedShopDemoData } from '../integrations/woocommerce/simulator/demo-data';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { syncShops } from '../test/shops';
import { DEMO_PARTNER_CODES, loadDemoPartners } from './partners';
import { loadDemoPartnerOrders } from './partner-orders';

let t: TestApp;
const now = new Date();
let totalsAfterFirstRun = '';
const couponedTotals = async () =>
  JSON.stringify(
    (
      (await t.db.execute(
        sql`select id, total from sandbox.wc_orders where jsonb_array_length(coupon_lines) > 0 order by id`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  );
beforeAll(async () => {
  t = await buildTestApp();
  // A lighter version of the shops' months of orders, then the partners chapter and this one, then the mirror.
  await seedShopDemoData(t.db, { endDate: now, days: 150, ordersPerDay: { tipm: 4, ecm: 2 }, seed: 7 });
  await loadDemoPartners(t.db, t.config, now);
  await loadDemoPartnerOrders(t.db, now);
  totalsAfterFirstRun = await couponedTotals();
  await loadDemoPartnerOrders(t.db, now);
  await syncShops(t);
});
afterAll(() => t.close());

describe('the partners’ orders in the demo story', () => {
  it('gives last month’s partner export rows: the partners’ coupons, 15 % off each line, billed to the partner', async () => {
    const token = await t.loginAs('reports_manager');
    const today = businessToday();
    const end = addDays(`${today.slice(0, 8)}01`, -1);
    const start = `${end.slice(0, 8)}01`;
    const started = await t.call(token, {
      method: 'POST',
      url: '/api/v1/order_reports/exports',
      payload: { start_date: start, end_date: end, partners_only: true },
    });
    const { id } = started.json<{ export: OrderReportExport }>().export;
    await t.runOutbox();
    const done = (await t.call(token, { method: 'GET', url: `/api/v1/order_reports/exports/${id}` })).json<{
      export: OrderReportExport;
    }>().export;
    expect(done.status).toBe('completed');
    const csv = await t.call(token, { method: 'GET', url: `/api/v1/order_reports/exports/${id}/file` });
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(2);
    const codes = DEMO_PARTNER_CODES.map((code) => code.toLowerCase());
    for (const row of rows) {
      expect(codes).toContain(row['Coupon Name']);
      const share = Number(row.Discount) / Number(row['Ext Price']);
      expect(share).toBeGreaterThan(0.149);
      expect(share).toBeLessThan(0.151);
    }
    expect(new Set(rows.map((row) => row['Order Customer'])).size).toBeLessThanOrEqual(DEMO_PARTNER_CODES.length);
    // A second start changes nothing.
    expect(await couponedTotals()).toBe(totalsAfterFirstRun);
  });
});
