import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { rmaSubmissions } from '../../schema';

let t: TestApp;
let token: string;
const rma = (
  rma_number: string,
  created_at: string,
  order_days_elapsed: number | null,
  sku = '68099135AC-REBUILT',
) => ({
  rma_number,
  rma_type: 'rma_standard_replacement',
  data_source: rma_number.startsWith('E-') ? 'ecm' : 'tipm',
  original_order_number: '100001',
  customer_firstname: 'A',
  customer_lastname: 'B',
  customer_email: 'a@example.com',
  incorrect_order_partnumber_sku: sku,
  order_days_elapsed,
  created_at: new Date(created_at),
});

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  token = await t.loginAs('reports_manager');
  await placeOrder(t, 'tipm', [{ sku: '68099135AC-REBUILT', quantity: 4 }], {
    date_created_gmt: '2026-11-03T18:00:00Z',
    status: 'completed',
  });
  await placeOrder(t, 'tipm', [{ sku: 'FPBYPASS-KIT', quantity: 1 }], {
    date_created_gmt: '2026-11-11T18:00:00Z',
    status: 'processing',
  });
  await placeOrder(t, 'ecm', [{ sku: 'ECM-REPAIR-SERVICE', quantity: 2 }], {
    date_created_gmt: '2026-11-12T18:00:00Z',
    status: 'completed',
  });
  await syncShops(t);
  await t.db
    .insert(rmaSubmissions)
    .values([
      rma('RMA-S-1', '2026-11-05T18:00:00Z', 10),
      rma('E-RMA-R-2', '2026-11-06T18:00:00Z', 45),
      rma('EXC-3', '2026-11-07T18:00:00Z', 3),
      rma('RMA-I-4', '2026-11-20T07:30:00Z', null),
    ]);
});
afterAll(() => t.close());

describe('GET /api/v1/rma_submissions (dashboard)', () => {
  const list = (query: string) => t.call(token, { method: 'GET', url: `/api/v1/rma_submissions?${query}` });

  it('lists the range’s submissions, only those within 30 days of the order by default', async () => {
    const within = (await list('date_start=2026-11-01&date_end=2026-11-30')).json().submissions;
    expect(within.map((row: { rma_number: string }) => row.rma_number)).toEqual(['RMA-S-1', 'EXC-3']);
    const all = (await list('date_start=2026-11-01&date_end=2026-11-30&within30days=false')).json().submissions;
    expect(all).toHaveLength(4);
  });

  it('uses Los Angeles days: 07:30 UTC on the 20th is the 19th', async () => {
    const body = (await list('date_start=2026-11-19&date_end=2026-11-19&within30days=false')).json();
    expect(body.submissions.map((row: { rma_number: string }) => row.rma_number)).toEqual(['RMA-I-4']);
  });
});

describe('GET /api/v1/statistics', () => {
  it('answers weekly figures per shop, the category mix, top parts and RMA rates', async () => {
    const response = await t.call(token, {
      method: 'GET',
      url: '/api/v1/statistics?date_start=2026-11-02&date_end=2026-11-15',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.weeks.map((week: { week_start: string }) => week.week_start)).toEqual(['2026-11-02', '2026-11-09']);
    expect(body.weeks[0]).toMatchObject({ tipm_orders: 1, ecm_orders: 0 });
    expect(body.weeks[1]).toMatchObject({ tipm_orders: 1, ecm_orders: 1 });
    expect(body.category_mix[0]).toMatchObject({ TIPM: 4 });
    expect(body.category_mix[1]).toMatchObject({ Accessories: 1, Repairs: 2, ECM: 0 });
    expect(body.top_parts[0]).toMatchObject({ base_sku: '68099135AC', shop: 'tipm', quantity: 4 });
    const tipmRate = body.rma_rates.find((rate: { category: string }) => rate.category === 'TIPM');
    expect(tipmRate).toEqual({ category: 'TIPM', items_sold: 4, rmas: 2, rate: 0.5 });
    expect(body.totals).toMatchObject({ orders: 3, items: 7, rmas: 2 });
    const revenue = body.weeks.reduce(
      (sum: number, week: { tipm_revenue: string; ecm_revenue: string }) =>
        sum + Math.round(Number(week.tipm_revenue) * 100) + Math.round(Number(week.ecm_revenue) * 100),
      0,
    );
    expect(Math.round(Number(body.totals.revenue) * 100)).toBe(revenue);
  });

  it('is for people with the statistics permission', async () => {
    const technician = await t.loginAs('technician');
    const response = await t.call(technician, {
      method: 'GET',
      url: '/api/v1/statistics?date_start=2026-11-02&date_end=2026-11-15',
    });
    expect(response.statusCode).toBe(403);
  });
});
