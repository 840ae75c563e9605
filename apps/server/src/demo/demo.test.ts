import { count, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_STATUSES,
  ITEM_CATEGORIES,
  MODULE_TYPES,
  STATUS_NAMES,
  moduleTypeFromShops,
} from '@makro/domain/inventory';
import { TICKET_TYPES, canMoveTicket, isFinished, rentalFee, type TicketStatus } from '@makro/domain/tickets';
import { SHOP_CATALOGS } from '../integrations/woocommerce/simulator/catalog-data';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { users } from '../platform/auth/tables';
import { wcOrders, wcProducts } from '../integrations/woocommerce/simulator/tables';
import { inventories, inventoryCatalog, inventoryEvents, locations } from '../features/inventory/tables';
import { rentalSubmissions, tickets } from '../features/tickets/tables';
import { auditLog } from '../platform/audit/tables';
import { refundHistories } from '../features/refunds/tables';
import { repairOrderSubmissions } from '../features/repairs/tables';
import { loadDemoStory } from '.';
import { planInventoryStory } from './inventory';
import { DEMO_PARTS } from './parts';
import type { DemoSale } from './shops';

interface Row {
  id: number;
  serial_number: string;
  part_number: string;
  item_category: string | null;
  module_type: string | null;
  status: string;
  assigned_to: string | null;
  location: { code: string } | null;
}
interface TimelineEvent {
  event: string;
  description: string;
  user: { name: string } | null;
}

let t: TestApp;
let manager: string;

beforeAll(async () => {
  // Two months of shop orders at a lower rate: the same story, quicker to seed.
  t = await buildTestApp({
    env: { DEMO_SHOP_DAYS: '60', DEMO_TIPM_ORDERS_PER_DAY: '20', DEMO_ECM_ORDERS_PER_DAY: '10' },
  });
  await loadDemoStory(t.db, t.config);
  manager = await t.loginAs('inventory_manager');
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await t.call(manager, { method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

/** Everything the export shows, one record per item. */
async function exported(): Promise<Record<string, string>[]> {
  const fields = ['Serial Number', 'Part Number', 'Category', 'Modules', 'Status', 'Order Number', 'Original Serial'];
  const query = fields.map((field) => `fields[]=${encodeURIComponent(field)}`).join('&');
  const response = await t.call(manager, { method: 'GET', url: `/api/v1/inventories/export?${query}` });
  expect(response.statusCode).toBe(200);
  return parse(response.body, { columns: true }) as Record<string, string>[];
}

describe('the demo story on a fresh database', () => {
  it('fills inventory search with several hundred items of both categories, every module type and status', async () => {
    const rows = await exported();
    expect(rows.length).toBeGreaterThan(400);
    expect(rows.every((row) => row.Category !== '' && row.Modules !== '')).toBe(true);
    expect(new Set(rows.map((row) => row.Category))).toEqual(new Set(ITEM_CATEGORIES));
    expect(new Set(rows.map((row) => row.Modules))).toEqual(new Set(MODULE_TYPES));
    expect(new Set(rows.map((row) => row.Status))).toEqual(new Set(Object.values(STATUS_NAMES)));
    // Converted items keep their original serial; shipped ones were assigned to an order.
    expect(rows.filter((row) => row.Status === 'Converted').every((row) => row['Original Serial'] !== '')).toBe(true);
    expect(rows.filter((row) => row.Status === 'Shipped' && row['Order Number'] !== '').length).toBeGreaterThan(20);

    for (const status of INVENTORY_STATUSES) {
      const page = await get<{ total_count: number; inventories: Row[] }>(`/api/v1/inventories?status=${status}`);
      expect(page.total_count, status).toBeGreaterThan(10);
      expect(page.inventories.every((item) => item.item_category && item.module_type)).toBe(true);
    }
    for (const category of ITEM_CATEGORIES) {
      const page = await get<{ total_count: number }>(`/api/v1/inventories?category=${category}`);
      expect(page.total_count, category).toBeGreaterThan(100);
    }
  });

  it('agrees with the shops: their parts, the look-up TYPE, and real orders for shipped items', async () => {
    const rows = await exported();
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/sandbox/woocommerce/tipm/wp-json/custom-api/v1/partnumber-lookup',
    });
    const types = new Map(lookup.json<{ sku: string; TYPE: string }[]>().map((entry) => [entry.sku, entry.TYPE]));
    const tipmRows = rows.filter((row) => types.has(row['Part Number']!));
    expect(tipmRows.length).toBeGreaterThan(200);
    for (const row of tipmRows) expect(`TYPE-${row.Modules}`, row['Part Number']).toBe(types.get(row['Part Number']!));

    const products = await t.db.select({ sku: wcProducts.sku }).from(wcProducts);
    const sold = new Set(products.map((product) => product.sku.split('-')[0]));
    for (const part of new Set(rows.map((row) => row['Part Number']!))) expect(sold, part).toContain(part);

    for (const row of rows.filter((candidate) => candidate['Order Number'] !== '').slice(0, 25)) {
      const [order] = await t.db
        .select({ status: wcOrders.status, line_items: wcOrders.line_items })
        .from(wcOrders)
        .where(sql`${wcOrders.number} = ${row['Order Number']}`);
      expect(order?.status).toBe('completed');
      const lines = order!.line_items as { sku: string }[];
      const parts = lines.map((line) => line.sku.split('-')[0]);
      expect(parts, `order ${row['Order Number']}`).toContain(row['Part Number']);
    }
  });

  it('files every part under the module type the shops give it (consumables are the back office’s own)', () => {
    for (const part of DEMO_PARTS) {
      const product = SHOP_CATALOGS[part.shop]().find((candidate) => candidate.sku.startsWith(`${part.part_number}-`))!;
      const fromShops = moduleTypeFromShops({
        lookupType: product.tags.find((tag) => tag.startsWith('TYPE-')) ?? null,
        tags: product.tags.filter((tag) => tag === 'TIPM' || tag === 'FCM_BCM'),
        lines: [{ shop: part.shop, name: product.name, sku: product.sku }],
      });
      if (part.module_type === 'CONSUMABLES') expect(fromShops, part.part_number).toBe('ACCESSORIES');
      else expect(fromShops, part.part_number).toBe(part.module_type);
    }
  });

  it('puts many items in bins, with an empty bin to count', async () => {
    const { locations: bins } = await get<{ locations: { code: string; item_count: number }[] }>('/api/v1/locations');
    expect(bins.length).toBeGreaterThan(10);
    expect(bins.filter((bin) => bin.item_count > 5).length).toBeGreaterThan(10);
    expect(bins.reduce((sum, bin) => sum + bin.item_count, 0)).toBeGreaterThan(200);
    expect(bins.find((bin) => bin.code === 'BIN-E01')?.item_count).toBe(0);
    const shelf = bins.find((bin) => bin.item_count > 5)!;
    const contents = await get<{ items: Row[] }>(`/api/v1/locations/${shelf.code}`);
    expect(contents.items.length).toBe(shelf.item_count);
    expect(contents.items.every((item) => item.location?.code === shelf.code)).toBe(true);
  });

  it('shows hardware information for the most stocked part of each category (Hardware Info)', async () => {
    for (const category of ITEM_CATEGORIES) {
      const [common] = await t.db
        .select({ part: inventories.part_number })
        .from(inventories)
        .where(sql`${inventories.item_category} = ${category}`)
        .groupBy(inventories.part_number)
        .orderBy(sql`count(*) desc`, inventories.part_number)
        .limit(1);
      const answer = await get<{ hardware: { hardware_info: string }[]; part: { items: number } }>(
        `/api/v1/hardware-info?part_number=${common!.part}`,
      );
      expect(answer.part.items, category).toBeGreaterThan(0);
      expect(answer.hardware.length, category).toBeGreaterThan(0);
    }
  });

  it('gives items timelines of several kinds of events by several people, as the screens write them', async () => {
    const kinds = await t.db
      .select({ event: inventoryEvents.event, people: sql<number>`count(distinct ${inventoryEvents.user_id})::int` })
      .from(inventoryEvents)
      .groupBy(inventoryEvents.event);
    expect(kinds.map((kind) => kind.event).sort()).toEqual(
      ['added', 'assigned', 'converted', 'cycle_count', 'edited', 'location', 'module_type', 'status'].sort(),
    );
    const [people] = await t.db
      .select({ n: sql<number>`count(distinct ${inventoryEvents.user_id})::int` })
      .from(inventoryEvents);
    expect(people!.n).toBeGreaterThanOrEqual(4);

    const { inventories: converted } = await get<{ inventories: Row[] }>('/api/v1/inventories?status=converted');
    const detail = await get<{ inventory: Row & { original_serial_number: string }; timeline: TimelineEvent[] }>(
      `/api/v1/inventories/${converted[0]!.id}`,
    );
    const conversion = detail.timeline.find((event) => event.event === 'converted')!;
    expect(conversion.description).toBe(
      `Converted from ${detail.inventory.original_serial_number} (${(detail.inventory as unknown as { original_part_number: string }).original_part_number}) to ${detail.inventory.serial_number} (${detail.inventory.part_number})`,
    );
    expect(conversion.user?.name).toBeTruthy();
    expect(detail.timeline.at(-1)?.description).toMatch(/^Added to inventory as \w+ \(Added to Inventory\)$/);

    const { inventories: shipped } = await get<{ inventories: Row[] }>('/api/v1/inventories?status=shipped');
    const sent = shipped.find((item) => item.assigned_to)!;
    const shippedLine = await get<{ timeline: TimelineEvent[] }>(`/api/v1/inventories/${sent.id}`);
    expect(shippedLine.timeline.map((event) => event.description)).toEqual(
      expect.arrayContaining([
        'Status changed from Bin Ready to Shipped',
        `Assigned to ${sent.assigned_to}`,
        expect.stringMatching(/^Put in BIN-/),
      ]),
    );
    const names = new Set(shippedLine.timeline.map((event) => event.user?.name));
    expect([...names].every(Boolean)).toBe(true);
  });

  it('leaves printed tags waiting to be scanned in, which scan in with their category and module type', async () => {
    const waiting = await t.db
      .select({ serial: inventoryCatalog.serial_number, part: inventoryCatalog.part_number })
      .from(inventoryCatalog)
      .where(
        sql`not exists (select 1 from ${inventories} where ${inventories.serial_number} = ${inventoryCatalog.serial_number}
          or ${inventories.original_serial_number} = ${inventoryCatalog.serial_number})`,
      )
      .orderBy(inventoryCatalog.serial_number);
    expect(waiting.length).toBeGreaterThanOrEqual(40);
    // The QR generator's next tag follows the demo's: the sequence was used, not bypassed.
    const tag = await t.call(manager, {
      method: 'POST',
      url: '/api/v1/inventory_tags',
      payload: { part_number: waiting[0]!.part, quantity: 1 },
    });
    expect(tag.statusCode).toBe(201);
    const [{ serial_number: fresh } = { serial_number: '' }] = tag.json<{ tags: { serial_number: string }[] }>().tags;
    const [highest] = await t.db
      .select({ max: sql<string>`max(${inventoryCatalog.serial_number})` })
      .from(inventoryCatalog);
    expect(fresh).toBe(highest!.max);

    const scanned = await t.call(manager, {
      method: 'POST',
      url: '/api/v1/inventory_scans',
      payload: { mode: 'add_to_inventory', code: waiting[0]!.serial },
    });
    expect(scanned.statusCode).toBe(200);
    const item = scanned.json<{ scan: { result: string; item: Row } }>().scan;
    expect(item.result).toBe('success');
    expect(item.item.item_category).toMatch(/^(TIPM|ECM)$/);
    expect(item.item.module_type).toBeTruthy();
  });

  it('loads only once: a second start adds nothing', async () => {
    const sizes = async () =>
      Promise.all(
        [
          users,
          inventories,
          inventoryCatalog,
          inventoryEvents,
          locations,
          wcOrders,
          tickets,
          rentalSubmissions,
          auditLog,
          refundHistories,
          repairOrderSubmissions,
        ].map(async (table) => {
          const [row] = await t.db.select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await sizes();
    await loadDemoStory(t.db, t.config);
    expect(await sizes()).toEqual(before);
  });

  it('tells the same story every time for the same moment and sales', () => {
    const now = new Date('2026-03-02T18:00:00Z');
    const sales: DemoSale[] = [
      { order_number: '100123', sku: '68099135AC-REBUILT', at: new Date('2026-02-20T17:00:00Z') },
      { order_number: '100124', sku: '68197437AC-NEW', at: new Date('2026-02-21T17:00:00Z') },
    ];
    const told = () => {
      const story = planInventoryStory(now, sales);
      for (const tag of story.tags) tag.serial = `S${tag.order}`;
      return story.items.map((item) => ({
        serial: item.tag.serial,
        part: item.part.part_number,
        status: item.status,
        type: item.inventoryType,
        steps: item.steps.map((step) => `${step.at.toISOString()} ${step.by} ${step.event} ${step.describe()}`),
      }));
    };
    const first = told();
    expect(told()).toEqual(first);
    expect(first.every((item) => item.steps.every((step) => step.slice(0, 24) <= now.toISOString()))).toBe(true);
  });
});

interface DemoTicket {
  ticket_number: string;
  ticket_type: string;
  source: string;
  status: TicketStatus;
  assigned_to: { id: number; first_name: string } | null;
  maturity: { level: string };
}
interface DemoTicketEvent {
  kind: string;
  from?: unknown;
  to?: unknown;
}

describe('the bench in the demo story', () => {
  const everyTicket = async () => {
    const admin = await t.loginAs('administrator');
    const response = await t.call(admin, { method: 'GET', url: '/api/v1/tickets?per_page=500' });
    return response.json<{ tickets: DemoTicket[] }>().tickets;
  };

  it('has tickets of all four types from both shops, in many statuses, for each of the three technicians', async () => {
    const all = await everyTicket();
    expect(new Set(all.map((ticket) => ticket.ticket_type))).toEqual(new Set(TICKET_TYPES));
    expect(new Set(all.map((ticket) => ticket.source))).toEqual(new Set(['tipm', 'ecm']));
    expect(new Set(all.map((ticket) => ticket.status)).size).toBeGreaterThanOrEqual(10);
    const open = all.filter((ticket) => !isFinished(ticket.status));
    const assignees = new Set(open.flatMap((ticket) => (ticket.assigned_to ? [ticket.assigned_to.first_name] : [])));
    expect(assignees).toEqual(new Set(['Tina', 'Marco', 'Sam']));
    expect(open.some((ticket) => ticket.assigned_to === null)).toBe(true);
    const levels = new Set(open.map((ticket) => ticket.maturity.level));
    for (const level of ['fresh', 'aging', 'late']) expect(levels, level).toContain(level);
  });

  it('tells each ticket through allowed moves only, ending at its status, with notes and shipped serials', async () => {
    const admin = await t.loginAs('administrator');
    let notes = 0;
    let serialsInStock = 0;
    for (const ticket of await everyTicket()) {
      const { ticket: detail, timeline } = (
        await t.call(admin, { method: 'GET', url: `/api/v1/tickets/${ticket.ticket_number}` })
      ).json<{ ticket: { parts: { inventory_id: number | null }[] }; timeline: DemoTicketEvent[] }>();
      serialsInStock += detail.parts.filter((part) => part.inventory_id !== null).length;
      const moves = timeline.filter((event) => event.kind === 'status').reverse();
      let status: TicketStatus = 'Not Started';
      for (const move of moves) {
        expect(move.from, ticket.ticket_number).toBe(status);
        expect(canMoveTicket(status, move.to as TicketStatus, { administrator: false }), ticket.ticket_number).toBe(
          true,
        );
        status = move.to as TicketStatus;
      }
      expect(status, ticket.ticket_number).toBe(ticket.status);
      expect(timeline[timeline.length - 1]?.kind).toBe('created');
      notes += timeline.filter((event) => event.kind === 'note').length;
    }
    expect(notes).toBeGreaterThan(10);
    // Orders the warehouse shipped list the tagged units that went out, each a link to its inventory timeline.
    expect(serialsInStock).toBeGreaterThan(0);
  });

  it('brings rentals back against shop orders whose rental fee can be computed', async () => {
    const csr = await t.loginAs('csr');
    const { rental_submissions: rentals } = (
      await t.call(csr, { method: 'GET', url: '/api/v1/rental_submissions?per_page=100' })
    ).json<{ rental_submissions: { order_number: string; ticket_number: string | null }[] }>();
    expect(rentals.length).toBeGreaterThan(3);
    for (const rental of rentals) {
      const [order] = await t.db
        .select()
        .from(wcOrders)
        .where(sql`${wcOrders.number} = ${rental.order_number}`);
      const lines = order!.line_items as { sku: string; quantity: number; subtotal: string }[];
      expect(rentalFee(lines, 15), rental.order_number).not.toBeNull();
      expect(rental.ticket_number).toMatch(/^REN-/);
    }
  });
});

interface DemoRefund {
  ticket_number: string;
  department: string;
  reason: string;
  refund_amount: string;
  total_days_rented: number | null;
  transaction_id: string;
  payout: { status: string };
}

describe('the refunds desk in the demo story', () => {
  it('has pending requests that fit their orders, and approved refunds paid back', async () => {
    const manager = await t.loginAs('csr_manager');
    const list = async (status: string) =>
      (await t.call(manager, { method: 'GET', url: `/api/v1/refund_histories?status=${status}&per_page=100` })).json<{
        refund_histories: DemoRefund[];
      }>().refund_histories;
    const pending = await list('pending');
    expect(pending.length).toBeGreaterThanOrEqual(5);
    expect(pending.some((refund) => refund.reason === 'rental')).toBe(true);
    for (const refund of pending) {
      const query = new URLSearchParams({
        ticket_number: refund.ticket_number,
        department: refund.department,
        reason: refund.reason,
        ...(refund.total_days_rented ? { total_days_rented: String(refund.total_days_rented) } : {}),
      });
      const response = await t.call(manager, { method: 'GET', url: `/api/v1/refund_histories/quote?${query}` });
      expect(response.statusCode, `${refund.ticket_number}: ${response.body}`).toBe(200);
      const { quote } = response.json<{ quote: { refundable: string; rental: { refund_amount: string } | null } }>();
      expect(Number(refund.refund_amount)).toBeLessThanOrEqual(Number(quote.rental?.refund_amount ?? quote.refundable));
    }
    const approved = await list('approved');
    expect(approved.length).toBeGreaterThan(5);
    for (const refund of approved) {
      expect(refund.payout.status).toBe('refunded');
      expect(refund.transaction_id).toMatch(/^(TIPM|ECM)-\d+$/);
    }
  });
});

describe('the RMA desk in the demo story', () => {
  it('has requests of every type and state in both shops, and exchanges priced against the original', async () => {
    const csr = await t.loginAs('csr');
    const rows = async (query: string) =>
      (await t.call(csr, { method: 'GET', url: `/api/v1/rma-submissions?per_page=100&${query}` })).json<{
        rows: { rma_type: string; site: string; approval_status_text: string }[];
        total_count: number;
      }>();
    const review = await rows('is_paid=false');
    for (const status of ['pending', 'rejected'])
      expect((await rows(`is_paid=false&approval_status=${status}`)).total_count, status).toBeGreaterThan(0);
    const approved = await rows('is_paid=true&approval_status=approved');
    expect(approved.total_count).toBeGreaterThan(3);
    const all = [...review.rows, ...approved.rows];
    expect(new Set(all.map((row) => row.site))).toEqual(new Set(['tipm', 'ecm']));
    expect(new Set(all.map((row) => row.rma_type)).size).toBe(4);
    const exchanges = await t.db.execute(
      sql`select sign(replacement_price - original_price) as direction from rma_submissions where rma_type = 'rma_exchange'`,
    );
    const directions = new Set(
      (exchanges as unknown as { rows: { direction: string }[] }).rows.map((row) => Number(row.direction)),
    );
    // Every other exchange costs less (the full year of the demo has many of each; this shorter story few).
    expect(directions.size).toBeGreaterThan(0);
    expect([...directions].every((direction) => direction === 1 || direction === -1)).toBe(true);
    // An approved exchange that leaves something to pay waits for payment, off the Approved tab.
    const onAccount = await t.db.execute(
      sql`select count(*)::int as n from rma_submissions where rma_type = 'rma_exchange' and approval_status = 'approved' and total > 0 and is_paid`,
    );
    expect((onAccount as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
