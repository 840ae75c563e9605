/**
 * The bench: tickets of all four types across both shops, opened from what the earlier chapters made
 * (repair orders, approved RMA requests, recent shop and phone orders, rentals coming back), each told
 * from its creation to now by story.ts: assigned by the tech manager to one of the three technicians,
 * moved through the workflow, with notes. The history goes to the audit log, as the real screens write it.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { rentalCondition, type TicketOrigin, type TicketSource, type TicketType } from '@makro/domain/tickets';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { auditLog } from '../../platform/audit/tables';
import { wcOrders } from '../../integrations/woocommerce/simulator/tables';
import { rmaSubmissions } from '../../features/rma/tables';
import { repairOrderSubmissions } from '../../features/repairs/tables';
import { orders } from '../../features/order-tickets/tables';
import { inventories } from '../../features/inventory/tables';
import { rentalSubmissions, ticketParts, tickets } from '../../features/tickets/tables';
import { BENCH_TECHNICIANS } from '../users';
import { DEMO_PARTS } from '../parts';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS } from '../random';
import { settleDemoRepairs } from '../repairs';
import { tagsFor, tellTicket, type StoryPeople, type TicketStory } from './story';
import { demoRentals, type ShopOrder } from './sources';

interface PlannedTicket {
  /** The ticket's id when it was opened already (a repair order's, when it was recorded). */
  id?: number;
  ticket_number: string;
  ticket_type: TicketType;
  source: TicketSource;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  description: string | null;
  created: Date;
  origin: { kind: TicketOrigin; id: number; number: string };
  moduleType?: string;
  rmaType?: string;
  parts: { part_number: string; serial_number: string | null }[];
  inbound?: string | null;
  parentNumber?: string;
}

const ORIGIN_TEXT: Record<TicketOrigin, string> = {
  rma_submission: 'RMA request',
  repair_order_submission: 'repair order',
  rental_submission: 'rental return',
  internal_order: 'order',
  shop_order: 'shop order',
};

const moduleTypeOf = (sku: string | null | undefined) =>
  DEMO_PARTS.find((part) => sku?.toUpperCase().startsWith(part.part_number))?.module_type;
/** The shops send product names HTML-escaped ("Town &amp; Country"). */
const plainText = (name: string) =>
  name
    .replace(/&amp;/g, '&')
    .replace(/&#0?39;|&#8217;/g, '’')
    .replace(/&quot;/g, '"');
const basePart = (sku: string | null | undefined) => sku?.split('-')[0]?.toUpperCase() ?? 'UNKNOWN';

async function people(db: Db): Promise<{ story: StoryPeople; names: Map<number, string> }> {
  const usernames = ['technician', ...BENCH_TECHNICIANS.map((person) => person.username), 'tech_manager', 'csr'];
  const rows = await db.select().from(users).where(inArray(users.username, usernames));
  const id = (username: string) => rows.find((row) => row.username === username)!.id;
  return {
    story: {
      technicians: ['technician', ...BENCH_TECHNICIANS.map((person) => person.username)].map(id),
      dispatcher: id('tech_manager'),
      frontDesk: id('csr'),
    },
    names: new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`])),
  };
}

async function recentShopOrders(db: Db, since: Date, statuses: string[]): Promise<ShopOrder[]> {
  return (await db
    .select(SHOP_ORDER_COLUMNS)
    .from(wcOrders)
    .where(and(gte(wcOrders.date_created_gmt, since), inArray(wcOrders.status, statuses)))
    .orderBy(desc(wcOrders.date_created_gmt))) as ShopOrder[];
}

const SHOP_ORDER_COLUMNS = {
  id: wcOrders.id,
  shop: wcOrders.shop,
  number: wcOrders.number,
  status: wcOrders.status,
  total: wcOrders.total,
  date_created_gmt: wcOrders.date_created_gmt,
  billing: wcOrders.billing,
  line_items: wcOrders.line_items,
};

/** The shop orders RMAs were made against: each gets its order ticket, so the RMA has its original. */
async function shopOrdersNumbered(db: Db, numbers: string[]): Promise<ShopOrder[]> {
  if (numbers.length === 0) return [];
  return (await db.select(SHOP_ORDER_COLUMNS).from(wcOrders).where(inArray(wcOrders.number, numbers))) as ShopOrder[];
}

/** Recent orders the warehouse shipped tagged units for: their tickets list the serials that went out. */
async function shippedFrom(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ order: inventories.assigned_to, date: inventories.date })
    .from(inventories)
    .where(isNotNull(inventories.assigned_to))
    .orderBy(desc(inventories.date))
    .limit(10);
  return rows.flatMap((row) => (row.order ? [row.order] : []));
}

/** The module that came in: a part the shop sells for that vehicle when there is one, else one of its kind. */
function repairedPart(dice: Dice, row: typeof repairOrderSubmissions.$inferSelect): string {
  if (row.repair_type === 'vk2' && row.oe_sku) return row.oe_sku;
  const shop = row.source.toLowerCase();
  const [make = '', model = ''] = (row.vehicle_make_model ?? '').split('-');
  const kind = (part: (typeof DEMO_PARTS)[number]) =>
    shop === 'tipm'
      ? !['FCM', 'BCM', 'ABS', 'ACCESSORIES', 'CONSUMABLES'].includes(part.module_type)
      : part.module_type === 'PCM';
  const candidates = DEMO_PARTS.filter((part) => part.shop === shop && kind(part));
  const forVehicle = candidates.filter((part) => plainText(part.name).includes(`${make} ${model}`));
  return dice.pick(forVehicle.length > 0 ? forVehicle : candidates).part_number;
}

/**
 * The repair desk's orders (../repairs): their REP tickets were opened when they were recorded, as the wizard
 * opens them; the bench takes them from there.
 */
async function plannedRepairs(db: Db, dice: Dice): Promise<PlannedTicket[]> {
  const rows = await db
    .select({ submission: repairOrderSubmissions, ticket: tickets })
    .from(repairOrderSubmissions)
    .innerJoin(
      tickets,
      and(eq(tickets.origin_kind, 'repair_order_submission'), eq(tickets.origin_id, repairOrderSubmissions.id)),
    )
    .orderBy(repairOrderSubmissions.submission_date, repairOrderSubmissions.id);
  return rows.map(({ submission: row, ticket }) => ({
    id: ticket.id,
    ticket_number: ticket.ticket_number,
    ticket_type: 'repair',
    source: ticket.source as TicketSource,
    first_name: ticket.customer_first_name,
    last_name: ticket.customer_last_name,
    email: ticket.customer_email,
    phone: ticket.customer_phone,
    description: ticket.description,
    created: ticket.created_at,
    origin: { kind: 'repair_order_submission', id: row.id, number: row.rep_number },
    parts: [{ part_number: repairedPart(dice, row), serial_number: null }],
  }));
}

async function plannedRmas(db: Db, now: Date): Promise<PlannedTicket[]> {
  const rows = await db
    .select()
    .from(rmaSubmissions)
    .where(
      and(
        eq(rmaSubmissions.approval_status, 'approved'),
        gte(rmaSubmissions.created_at, new Date(now.getTime() - 75 * DAY_MS)),
      ),
    )
    .orderBy(desc(rmaSubmissions.created_at))
    .limit(40);
  return rows.map((row) => ({
    ticket_number: row.rma_number,
    ticket_type: 'rma',
    source: row.data_source === 'ecm' ? 'ecm' : 'tipm',
    first_name: row.customer_firstname,
    last_name: row.customer_lastname,
    email: row.customer_email,
    phone: row.customer_phone_number,
    description: `${row.original_issues.join(', ') || 'Returned'}: ${row.incorrect_order_partnumber_sku ?? 'module'}`,
    created: new Date(row.created_at.getTime() + 2 * HOUR_MS),
    origin: { kind: 'rma_submission', id: row.id, number: row.rma_number },
    moduleType: moduleTypeOf(row.incorrect_order_partnumber_sku),
    rmaType: row.rma_type,
    parts: [{ part_number: basePart(row.incorrect_order_partnumber_sku), serial_number: null }],
    parentNumber: row.original_order_number,
  }));
}

async function plannedOrders(db: Db, now: Date, recent: ShopOrder[]): Promise<PlannedTicket[]> {
  const shipped = await db
    .select({ serial: inventories.serial_number, part: inventories.part_number, order: inventories.assigned_to })
    .from(inventories)
    .where(inArray(inventories.assigned_to, recent.length > 0 ? recent.map((order) => order.number) : ['']));
  const fromShops = recent.map((order): PlannedTicket => {
    const serials = shipped.filter((item) => item.order === order.number);
    return {
      ticket_number: order.number,
      ticket_type: 'order',
      source: order.shop as TicketSource,
      first_name: order.billing.first_name,
      last_name: order.billing.last_name,
      email: order.billing.email,
      phone: order.billing.phone,
      description: order.line_items.map((line) => plainText(line.name)).join('; '),
      created: new Date(order.date_created_gmt.getTime() + HOUR_MS),
      origin: { kind: 'shop_order', id: order.id, number: order.number },
      moduleType: moduleTypeOf(order.line_items[0]?.sku),
      parts:
        serials.length > 0
          ? serials.map((item) => ({ part_number: item.part, serial_number: item.serial }))
          : order.line_items.map((line) => ({ part_number: basePart(line.sku), serial_number: null })),
    };
  });
  const phone = (await db.select().from(orders)).map((order, index): PlannedTicket => {
    const [first, ...rest] = order.customer_name.split(' ');
    return {
      ticket_number: order.order_number,
      ticket_type: 'order',
      source: order.source as TicketSource,
      first_name: first ?? order.customer_name,
      last_name: rest.join(' '),
      email: order.customer_email,
      phone: null,
      description: order.notes ?? 'Phone order',
      created: new Date(now.getTime() - (3 + index * 9) * DAY_MS),
      origin: { kind: 'internal_order', id: order.id, number: order.order_number },
      parts: [],
    };
  });
  return [...fromShops, ...phone];
}

async function plannedRentals(db: Db, now: Date, dice: Dice, completed: ShopOrder[]): Promise<PlannedTicket[]> {
  const rentable = completed.filter((order) => order.line_items.some((line) => rentalCondition(line.sku)));
  await db
    .insert(rentalSubmissions)
    .values(demoRentals(dice, now, rentable))
    .onConflictDoNothing();
  const rows = await db.select().from(rentalSubmissions);
  return rows.map((row) => {
    const order = rentable.find((candidate) => candidate.number === row.order_number);
    const line = order?.line_items.find((item) => rentalCondition(item.sku));
    return {
      ticket_number: row.rental_number,
      ticket_type: 'rental',
      source: row.source as TicketSource,
      first_name: row.customer_first_name,
      last_name: row.customer_last_name,
      email: row.customer_email,
      phone: order?.billing.phone ?? null,
      description: row.reason_for_return,
      created: new Date(row.submission_date.getTime() + HOUR_MS),
      origin: { kind: 'rental_submission', id: row.id, number: row.rental_number },
      moduleType: moduleTypeOf(line?.sku),
      parts: line ? [{ part_number: basePart(line.sku), serial_number: null }] : [],
      inbound: `1Z${dice.digits(3)}R${dice.digits(12)}`,
    };
  });
}

/**
 * Opens the bench's tickets with their stories, and tells on the repair tickets the repair desk opened; nothing
 * when the bench was told already (tickets of its own, or the parts it lists on the repair desk's).
 */
export async function loadDemoTickets(db: Db, now: Date): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(tickets)
    .where(sql`${tickets.origin_kind} is distinct from 'repair_order_submission'`);
  const [partsListed] = await db.select({ n: count() }).from(ticketParts);
  if ((existing?.n ?? 0) > 0 || (partsListed?.n ?? 0) > 0) return;
  const dice = new Dice(DEMO_SEED + 11);
  // The repairs have dice of their own: whether a repair is back with its customer (and so paid) does not
  // depend on how many orders the shops happened to have.
  const repairDice = new Dice(DEMO_SEED + 13);
  const { story, names } = await people(db);
  const processing = await recentShopOrders(db, new Date(now.getTime() - 21 * DAY_MS), ['processing']);
  const completed = await recentShopOrders(db, new Date(now.getTime() - 75 * DAY_MS), ['completed']);
  const rmas = await plannedRmas(db, now);
  const originals = await shopOrdersNumbered(db, [
    ...new Set([...rmas.flatMap((rma) => (rma.parentNumber ? [rma.parentNumber] : [])), ...(await shippedFrom(db))]),
  ]);
  const repairs = await plannedRepairs(db, repairDice);
  const others = [
    ...rmas,
    ...(await plannedOrders(db, now, [...processing.slice(0, 30), ...originals])),
    ...(await plannedRentals(db, now, dice, completed)),
  ];
  const tell = (ticket: PlannedTicket, withDice: Dice) => ({
    ticket,
    story: tellTicket(
      withDice,
      ticket.ticket_type,
      ticket.created,
      now,
      story,
      names,
      `Ticket created from ${ORIGIN_TEXT[ticket.origin.kind]} ${ticket.origin.number}`,
    ),
  });
  const toldRepairs = repairs.filter((ticket) => ticket.created < now).map((ticket) => tell(ticket, repairDice));
  const told = [...toldRepairs, ...others.filter((ticket) => ticket.created < now).map((ticket) => tell(ticket, dice))];
  const fresh = told.filter(({ ticket }) => ticket.id === undefined);
  const inserted =
    fresh.length === 0
      ? []
      : await db
          .insert(tickets)
          .values(
            fresh.map(({ ticket, story: life }) => ({
              ticket_number: ticket.ticket_number,
              ticket_type: ticket.ticket_type,
              source: ticket.source,
              customer_first_name: ticket.first_name,
              customer_last_name: ticket.last_name,
              customer_email: ticket.email,
              customer_phone: ticket.phone,
              description: ticket.description,
              status: life.status,
              tags: tagsFor(ticket.source, ticket.moduleType, ticket.rmaType),
              quality_control: life.quality_control,
              assigned_to_user_id: life.assignee,
              inbound_tracking_number: ticket.inbound ?? null,
              outbound_tracking_number: life.outbound_tracking_number,
              origin_kind: ticket.origin.kind,
              origin_id: ticket.origin.id,
              origin_number: ticket.origin.number,
              created_at: ticket.created,
              updated_at: life.updated_at,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: tickets.id, ticket_number: tickets.ticket_number });
  await tellOpened(
    db,
    told.filter(({ ticket }) => ticket.id !== undefined),
  );
  const idOf = new Map([
    ...inserted.map((row) => [row.ticket_number, row.id] as const),
    ...told.flatMap(({ ticket }) => (ticket.id === undefined ? [] : [[ticket.ticket_number, ticket.id] as const])),
  ]);
  await linkOriginals(
    db,
    told.map(({ ticket }) => ticket),
    idOf,
  );
  const parts = told.flatMap(({ ticket }) =>
    idOf.has(ticket.ticket_number)
      ? ticket.parts.map((part) => ({ ticket_id: idOf.get(ticket.ticket_number)!, ...part }))
      : [],
  );
  if (parts.length > 0) await db.insert(ticketParts).values(parts);
  const events = told.flatMap(({ ticket, story: life }) => {
    const id = idOf.get(ticket.ticket_number);
    if (id === undefined) return [];
    // A ticket opened already has its 'created' row.
    return life.events
      .filter((event) => ticket.id === undefined || event.kind !== 'created')
      .map((event) => ({
        actor_user_id: event.actor,
        action: `ticket.${event.kind}`,
        entity: 'ticket',
        entity_id: String(id),
        before: event.from === undefined ? null : { value: event.from },
        after: { value: event.to, note: event.note, text: event.text },
        created_at: event.at,
        updated_at: event.at,
      }));
  });
  for (let start = 0; start < events.length; start += 500)
    await db.insert(auditLog).values(events.slice(start, start + 500));
  // A repair is paid (or not yet) as its module went back to the customer.
  await settleDemoRepairs(
    db,
    toldRepairs.map(({ ticket, story: life }) => {
      const moved = (to: string) => life.events.find((event) => event.kind === 'status' && event.to === to)?.at ?? null;
      return {
        submissionId: ticket.origin.id,
        returnedAt: moved('Shipped / Picked-up'),
        cancelledAt: life.status === 'Cancelled' ? moved('Cancelled') : null,
      };
    }),
    now,
    repairDice,
  );
}

/** Tickets opened before the bench took them (the repair desk's): their status, assignee, QC and tracking now. */
async function tellOpened(db: Db, told: { ticket: PlannedTicket; story: TicketStory }[]) {
  if (told.length === 0) return;
  const values = told.map(({ ticket, story: life }) => ({
    id: ticket.id,
    status: life.status,
    assignee: life.assignee,
    quality_control: life.quality_control,
    outbound: life.outbound_tracking_number,
    updated_at: life.updated_at.toISOString(),
  }));
  await db.execute(sql`
    update ${tickets} as t set status = v.status, assigned_to_user_id = v.assignee, quality_control = v.quality_control,
      outbound_tracking_number = v.outbound, updated_at = v.updated_at
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id int, status text, assignee int, quality_control text, outbound text, updated_at timestamptz)
    where t.id = v.id`);
}

/** An RMA follows up the order ticket of its original order, when the bench has one. */
async function linkOriginals(db: Db, planned: PlannedTicket[], idOf: Map<string, number>) {
  for (const ticket of planned) {
    const parent = ticket.parentNumber ? idOf.get(ticket.parentNumber) : undefined;
    const id = idOf.get(ticket.ticket_number);
    if (parent !== undefined && id !== undefined)
      await db.execute(sql`update ${tickets} set parent_ticket_id = ${parent} where id = ${id}`);
  }
}
