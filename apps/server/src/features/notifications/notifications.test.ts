import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@makro/domain/notifications';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { enqueue } from '../../platform/jobs/outbox';
import { paidOrder } from '../../test/paid-orders';
import { openEventStream } from '../../test/event-stream';

describe('notifications', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t);
    for (const slug of [
      'administrator',
      'csr',
      'csr_manager',
      'technician',
      'inventory_manager',
      'tech_manager',
    ] as const)
      tokens[slug] = await t.loginAs(slug);
  });
  afterAll(() => t.close());

  const inbox = async (slug: string) =>
    (await t.call(tokens[slug], { method: 'GET', url: '/api/v1/notifications' })).json<NotificationPage>();
  const badges = async (slug: string) =>
    (await t.call(tokens[slug], { method: 'GET', url: '/api/v1/menu-badges' })).json<{
      badges: Record<string, number>;
    }>().badges;

  it('a CSR’s refund request reaches the approvers, and the decision comes back to the CSR only', async () => {
    const order = await paidOrder(t, 'tipm', ['68099135AC-REBUILT']);
    const created = await t.call(tokens.csr, {
      method: 'POST',
      url: '/api/v1/refund_histories',
      payload: {
        refund_history: {
          ticket_number: order.number,
          department: 'tipm',
          reason: 'late shipment',
          refund_amount: '25.00',
          notes: 'Shipped three days late',
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().refund_history.id as number;

    const managerInbox = await inbox('csr_manager');
    expect(managerInbox.unread_count).toBe(1);
    expect(managerInbox.notifications[0]).toMatchObject({
      kind: 'refund_request',
      title: `Refund request for #${order.number} waits for approval`,
      body: '$25.00 · late shipment',
      path: `/refunds?keyword=${order.number}`,
      read: false,
    });
    expect((await inbox('csr')).unread_count).toBe(0);
    expect((await inbox('technician')).unread_count).toBe(0);
    expect((await badges('csr_manager'))['/refunds']).toBe(1);
    // The CSR may not approve: the count is not theirs to act on.
    expect(await badges('csr')).not.toHaveProperty('/refunds');

    const decided = await t.call(tokens.csr_manager, {
      method: 'PATCH',
      url: `/api/v1/refund_histories/${id}/update_status`,
      payload: { status: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    const csrInbox = await inbox('csr');
    expect(csrInbox.notifications.map((note) => [note.kind, note.title])).toEqual([
      ['refund_decided', `Refund request for #${order.number} was approved`],
    ]);
    expect((await inbox('csr_manager')).notifications.map((note) => note.kind)).toEqual(['refund_request']);
    expect((await badges('csr_manager'))['/refunds']).toBe(0);
  });

  it('marks one or all read, and never another person’s', async () => {
    const managerNote = (await inbox('csr_manager')).notifications[0]!;
    const foreign = await t.call(tokens.csr, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { ids: [managerNote.id] },
    });
    expect(foreign.json()).toEqual({ unread_count: 1 });
    expect((await inbox('csr_manager')).unread_count).toBe(1);
    const mine = await t.call(tokens.csr_manager, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { ids: [managerNote.id] },
    });
    expect(mine.json()).toEqual({ unread_count: 0 });
    expect((await inbox('csr_manager')).notifications[0]!.read).toBe(true);
    const all = await t.call(tokens.csr, { method: 'POST', url: '/api/v1/notifications/read', payload: { all: true } });
    expect(all.json()).toEqual({ unread_count: 0 });
    const neither = await t.call(tokens.csr, { method: 'POST', url: '/api/v1/notifications/read', payload: {} });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('body.ids');
  });

  it('tells a technician of a ticket assigned to them by someone else', async () => {
    const found = await t.db.execute(sql`select id from users where username = 'technician'`);
    const [technician] = (found as unknown as { rows: { id: number }[] }).rows;
    await t.db.execute(
      sql`insert into tickets (ticket_number, ticket_type, source, customer_first_name, customer_last_name) values ('REP-81234', 'repair', 'tipm', 'Ada', 'Lovelace')`,
    );
    const assigned = await t.call(tokens.tech_manager, {
      method: 'PATCH',
      url: '/api/v1/tickets/REP-81234',
      payload: { ticket: { assigned_to_user_id: technician!.id } },
    });
    expect(assigned.statusCode).toBe(200);
    const notes = (await inbox('technician')).notifications;
    expect(notes[0]).toMatchObject({
      kind: 'ticket_assigned',
      title: 'REP-81234 was assigned to you',
      path: '/repair-tickets/REP-81234',
    });
  });

  it('tells the administrators of a side effect that failed for good', async () => {
    await enqueue(t.db, {
      kind: 'no-such-kind',
      idempotencyKey: 'broken-1',
      description: 'Test e-mail to nobody',
      payload: {},
    });
    await t.runOutbox();
    const notes = (await inbox('administrator')).notifications;
    expect(notes[0]).toMatchObject({
      kind: 'side_effect_failed',
      title: 'Failed for good: Test e-mail to nobody',
      path: '/users',
    });
    expect((await inbox('csr_manager')).notifications.map((note) => note.kind)).not.toContain('side_effect_failed');
  });

  it('streams a change to the person’s open page as it commits', async () => {
    const stream = await openEventStream(t, '/api/v1/notifications/stream', tokens.administrator!);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const unread = (await inbox('administrator')).unread_count;
    expect(await stream.next()).toContain(`"unread_count":${unread}`);
    await enqueue(t.db, {
      kind: 'no-such-kind',
      idempotencyKey: 'broken-2',
      description: 'Another failure',
      payload: {},
    });
    await t.runOutbox();
    const event = await stream.next();
    expect(event).toContain('event: notifications');
    expect(event).toContain(`"unread_count":${unread + 1}`);
    stream.close();
  });

  it('a module request from a shop reaches customer service and counts on their menu until answered', async () => {
    const before = (await badges('csr'))['/module-request']!;
    const sent = await t.call(undefined, {
      method: 'POST',
      url: '/api/v1/public/module_requests',
      payload: {
        module_requests: {
          name: 'Ray Okoro',
          email: 'ray@example.com',
          year: 2014,
          make: 'Ram',
          model: '1500',
          source: 'ecm',
        },
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect((await inbox('csr')).notifications[0]).toMatchObject({
      kind: 'module_request',
      title: 'Ray Okoro asks for 2014 Ram 1500',
      path: '/module-request',
    });
    expect((await badges('csr'))['/module-request']).toBe(before + 1);
    expect((await inbox('technician')).notifications.map((note) => note.kind)).not.toContain('module_request');
    expect(await badges('technician')).not.toHaveProperty('/module-request');
  });

  it('tells R.T. GRIM of an instrument-cluster order placed now, once however often the shop is synced', async () => {
    const rtgrim = await t.loginAs('rtgrim');
    const placed = await placeOrder(t, 'tipm', [{ sku: '68225053AC-REPAIR', quantity: 1 }]);
    await syncShops(t, ['tipm']);
    await syncShops(t, ['tipm']);
    const notes = (await t.call(rtgrim, { method: 'GET', url: '/api/v1/notifications' })).json<NotificationPage>();
    expect(notes.notifications.map((note) => [note.kind, note.title, note.path])).toEqual([
      ['grim_orders', `New R.T. GRIM order #${placed.number}`, '/grim'],
    ]);
  });

  it('needs a session for every route', async () => {
    for (const url of ['/api/v1/notifications', '/api/v1/menu-badges', '/api/v1/notifications/stream'])
      expect((await t.call(undefined, { method: 'GET', url })).statusCode).toBe(401);
  });
});
