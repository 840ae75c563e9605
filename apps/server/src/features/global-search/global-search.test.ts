import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSearchAnswer } from '@makro/domain/global-search';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { inventories, shopOrders, tickets } from '../../schema';

describe('the top bar search', () => {
  let t: TestApp;
  let orderNumber: string;
  let customerName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t);
    orderNumber = (await placeOrder(t, 'tipm', [{ sku: '68099135AC-REBUILT', quantity: 1 }])).number;
    await syncShops(t, ['tipm']);
    customerName = (await t.db.select().from(shopOrders).where(eq(shopOrders.number, orderNumber)))[0]!.customer_name;
    await t.db.insert(inventories).values([
      { serial_number: 'MK7700123', part_number: '68099135AC', status: 'In Stock' },
      { serial_number: 'MK7700124', part_number: '68099135AC', status: 'Shipped' },
      { serial_number: 'MK8800001', part_number: '56049144AD', status: 'In Stock' },
    ]);
    await t.db.insert(tickets).values([
      {
        ticket_number: 'REP-70555',
        ticket_type: 'repair',
        source: 'tipm',
        customer_first_name: 'Priscilla',
        customer_last_name: 'Vanterpool',
        customer_email: 'priscilla@example.com',
        outbound_tracking_number: '1Z 999 AA1 0123456784',
      },
      {
        ticket_number: orderNumber,
        ticket_type: 'order',
        source: 'tipm',
        customer_first_name: customerName,
        origin_kind: 'shop_order',
        origin_id: 1,
        origin_number: orderNumber,
      },
    ]);
  });
  afterAll(() => t.close());

  async function search(slug: Parameters<TestApp['loginAs']>[0], q: string) {
    const response = await t.call(await t.loginAs(slug), {
      method: 'GET',
      url: `/api/v1/search?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<GlobalSearchAnswer>();
  }
  const kinds = (answer: GlobalSearchAnswer) => answer.groups.map((group) => group.kind);
  const titles = (answer: GlobalSearchAnswer, kind: string) =>
    answer.groups.find((group) => group.kind === kind)?.results.map((result) => result.title) ?? [];

  it('finds an item by its whole serial first, marked exact, and opens it in the inventory search', async () => {
    const answer = await search('administrator', 'mk7700123');
    expect(answer.groups[0]!.kind).toBe('item');
    expect(answer.groups[0]!.results[0]).toEqual({
      kind: 'item',
      title: 'MK7700123',
      subtitle: '68099135AC · In Stock',
      path: '/inventory-search?keyword=MK7700123',
      exact: true,
    });
  });

  it('finds items by a serial prefix and part numbers by their beginning', async () => {
    const answer = await search('administrator', 'MK77');
    expect(titles(answer, 'item')).toEqual(['MK7700123', 'MK7700124']);
    const parts = await search('administrator', '6809913');
    expect(parts.groups.find((group) => group.kind === 'part')?.results[0]).toMatchObject({
      title: '68099135AC',
      subtitle: '2 items in inventory',
    });
  });

  it('finds a ticket by number, by customer name fragment and by a tracking number typed with spaces', async () => {
    const byNumber = await search('administrator', 'REP-70555');
    expect(byNumber.groups[0]!.results[0]).toMatchObject({
      kind: 'ticket',
      path: '/repair-tickets/REP-70555',
      exact: true,
    });
    expect(titles(await search('administrator', 'vanterp'), 'ticket')).toEqual(['REP-70555']);
    expect(titles(await search('administrator', '1z999aa10123456784'), 'ticket')).toEqual(['REP-70555']);
  });

  it('finds a shop order by number and links it to its ticket', async () => {
    const answer = await search('administrator', orderNumber);
    const order = answer.groups.find((group) => group.kind === 'order')!.results[0]!;
    expect(order).toMatchObject({
      title: `TIPM #${orderNumber}`,
      path: `/order-tickets/${orderNumber}`,
      exact: true,
    });
    expect(order.subtitle).toContain(customerName);
  });

  it('finds users by name for those who manage users', async () => {
    const answer = await search('administrator', 'technician');
    expect(answer.groups.find((group) => group.kind === 'user')?.results[0]?.path).toMatch(/^\/users\/\d+$/);
  });

  it('shows each person only the kinds they may open', async () => {
    // A CSR handles tickets and refunds but not inventory or users.
    expect(kinds(await search('csr', 'MK77'))).toEqual([]);
    expect(kinds(await search('csr', 'REP-70555'))).toEqual(['ticket']);
    expect(kinds(await search('csr', 'technician'))).not.toContain('user');
    // Inventory staff find items and parts, never tickets or customers' orders.
    expect(kinds(await search('inventory_manager', 'MK77'))).toEqual(['item']);
    expect(kinds(await search('inventory_manager', orderNumber))).not.toContain('order');
    expect(kinds(await search('inventory_manager', 'REP-70555'))).toEqual([]);
    // R.T. GRIM's partner sees nothing of Makro's.
    expect(await search('rtgrim', 'REP-70555')).toEqual({ query: 'REP-70555', groups: [] });
  });

  it('answers nothing for one character, treats LIKE wildcards as text and needs a session', async () => {
    expect((await search('administrator', 'M')).groups).toEqual([]);
    expect((await search('administrator', '%%%')).groups).toEqual([]);
    expect((await search('administrator', 'MK_7')).groups).toEqual([]);
    const anonymous = await t.call(undefined, { method: 'GET', url: '/api/v1/search?q=MK77' });
    expect(anonymous.statusCode).toBe(401);
    const tooLong = await t.call(await t.loginAs('administrator'), {
      method: 'GET',
      url: `/api/v1/search?q=${'x'.repeat(101)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('q');
  });
});
