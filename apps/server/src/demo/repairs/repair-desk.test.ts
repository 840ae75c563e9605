import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_ORDER, VK2_FIRMWARE } from '@makro/domain/repairs';
import { businessToday } from '@makro/domain/shared';
import { vinProblem } from '@makro/domain/vin-decoder';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { wcOrders } from '../../integrations/woocommerce/simulator/tables';
import { repairOrderSubmissions } from '../../features/repairs/tables';
import { rmaSubmissions } from '../../features/rma/tables';
import { loadDemoStory } from '..';
import { planDemoRepairs } from '.';

/** Another day than demo.test.ts's (today): the story must hold whatever the date. */
const NOW = new Date('2026-07-14T16:20:00Z');
let t: TestApp;

beforeAll(async () => {
  // Two months of shop orders at a low rate: enough for the desk, the bench and the RMA desk.
  t = await buildTestApp({
    env: { DEMO_SHOP_DAYS: '60', DEMO_TIPM_ORDERS_PER_DAY: '10', DEMO_ECM_ORDERS_PER_DAY: '5' },
  });
  await loadDemoStory(t.db, t.config, NOW);
}, 120_000);
afterAll(() => t.close());

it('plans the same desk for the same moment, and the same mix on any day', () => {
  const shape = (now: Date) => planDemoRepairs(now).map((plan) => [plan.type, plan.terms, plan.walkIn, plan.subtotal]);
  expect(planDemoRepairs(NOW)).toEqual(planDemoRepairs(NOW));
  expect(shape(new Date('2026-11-25T09:00:00Z')).sort()).toEqual(shape(NOW).sort());
});

it('leaves RMA requests waiting for review', async () => {
  const pending = await t.db
    .select()
    .from(rmaSubmissions)
    .where(sql`${rmaSubmissions.approval_status} = 'pending'`);
  expect(pending.length).toBeGreaterThan(0);
  expect(pending.every((row) => row.created_at <= NOW)).toBe(true);
});

describe('the repair desk in the demo story, on another day', () => {
  it('holds repair orders of all three types that are real shop orders, paid, on account and overdue', async () => {
    const repairs = await t.db
      .select()
      .from(repairOrderSubmissions)
      .orderBy(desc(repairOrderSubmissions.submission_date));
    expect(repairs.length).toBeGreaterThanOrEqual(25);
    expect(new Set(repairs.map((repair) => repair.repair_type))).toEqual(new Set(['tipm', 'ecm', 'vk2']));
    const orders = await t.db
      .select()
      .from(wcOrders)
      .where(
        sql`${wcOrders.id} in (${sql.join(
          repairs.map((repair) => sql`${repair.shop_order_id!}`),
          sql`, `,
        )})`,
      );
    const today = businessToday(NOW);
    const states = new Map<string, Set<string>>();
    for (const repair of repairs) {
      const order = orders.find((candidate) => candidate.id === repair.shop_order_id)!;
      const shop = repair.repair_type === 'tipm' ? 'tipm' : 'ecm';
      expect(order, repair.rep_number).toMatchObject({ shop, number: repair.rep_number, total: repair.total_price });
      expect(order.date_created_gmt).toEqual(repair.submission_date);
      expect((order.line_items as { sku: string }[])[0]?.sku).toBe(REPAIR_ORDER.sku);
      const meta = new Map(
        (order.meta_data as { key: string; value: unknown }[]).map((entry) => [entry.key, entry.value]),
      );
      expect(meta.get('_due_date')).toBe(repair.due_date);
      expect(meta.get('makro_repair_request')).toBe(repair.request_key);
      expect(repair.payment_url ?? '').toContain(`/sandbox/woocommerce/${shop}/checkout/order-pay/${order.id}/`);
      expect(order.status, repair.rep_number).toBe(
        repair.is_paid
          ? order.date_completed_gmt
            ? 'completed'
            : 'processing'
          : order.status === 'cancelled'
            ? 'cancelled'
            : 'pending',
      );
      expect(Boolean(order.date_paid_gmt), repair.rep_number).toBe(repair.is_paid);
      if (repair.repair_type === 'vk2') {
        expect(VK2_FIRMWARE.map((entry) => entry.code)).toContain(repair.oe_sku);
        expect(repair.vehicle_make_model).toBeNull();
      } else expect(repair.vehicle_year && repair.vehicle_make_model).toBeTruthy();
      if (repair.vin) expect(vinProblem(repair.vin), repair.vin).toBeNull();
      const state = repair.is_paid
        ? 'paid'
        : order.status === 'cancelled'
          ? 'cancelled'
          : repair.due_date! < today
            ? 'overdue'
            : 'on account';
      states.set(shop, new Set([...(states.get(shop) ?? []), state]));
    }
    for (const shop of ['tipm', 'ecm']) {
      expect(states.get(shop), shop).toContain('paid');
      expect(states.get(shop), shop).toContain('on account');
    }
    expect([...states.values()].some((set) => set.has('overdue'))).toBe(true);
    // The walk-in tablet (no sign-in, sometimes no first name) and a garage with a purchase order.
    expect(
      repairs.some((repair) => repair.customer_first_name === 'Walk-in' && repair.created_by_user_id === null),
    ).toBe(true);
    expect(repairs.some((repair) => repair.business_name && repair.po_number)).toBe(true);

    // Each has its REP ticket, opened when the order was taken, and told on by the bench.
    const admin = await t.loginAs('administrator');
    const oldest = repairs.at(-1)!;
    const { ticket, timeline } = (
      await t.call(admin, { method: 'GET', url: `/api/v1/tickets/REP-${oldest.rep_number}` })
    ).json<{ ticket: { ticket_type: string; created_at: string }; timeline: { kind: string; created_at: string }[] }>();
    expect(ticket.ticket_type).toBe('repair');
    expect(ticket.created_at).toBe(oldest.submission_date.toISOString());
    expect(timeline.at(-1)?.created_at).toBe(oldest.submission_date.toISOString());
    expect(timeline.filter((event) => event.kind === 'created')).toHaveLength(1);
    expect(timeline.length).toBeGreaterThan(2);
  });
});
