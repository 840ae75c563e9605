import { and, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageInfo } from '@makro/domain/shared';
import type {
  CarrierCode,
  ListPackingHistoriesQuery,
  ListShippingHistoriesQuery,
  PackingHistory,
  ShippingHistory,
} from '@makro/domain/packing-shipping';
import type { TicketPerson } from '@makro/domain/tickets';
import type { TicketType } from '@makro/domain/tickets';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { escapeLike } from '../../platform/db/like';
import { packingHistories, packingSearchText, shippingHistories, shippingSearchText } from './tables';

export const PACKING_HISTORY_ENTITY = 'packing_history';
export const SHIPPING_HISTORY_ENTITY = 'shipping_history';

const packer = alias(users, 'packer');
const shipper = alias(users, 'shipper');
type User = typeof users.$inferSelect;

const fullName = (user: User | null) => (user ? `${user.first_name} ${user.last_name}`.trim() : null);
const person = (user: User | null): TicketPerson | null =>
  user
    ? {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        avatar: user.avatar_url,
        default_color: user.default_color,
      }
    : null;

const like = (text: SQL, keyword: string | undefined, name: SQL) =>
  keyword
    ? sql`(${text} like ${`%${escapeLike(keyword.toLowerCase())}%`} or lower(${name}) like ${`%${escapeLike(keyword.toLowerCase())}%`})`
    : undefined;

const personName = (table: { first_name: AnyColumn; last_name: AnyColumn }) =>
  sql`coalesce(${table.first_name} || ' ' || ${table.last_name}, '')`;

function toPacking(entry: typeof packingHistories.$inferSelect, by: User | null): PackingHistory {
  return {
    id: entry.id,
    ticket_number: entry.ticket_number,
    ticket_type: entry.ticket_type as TicketType,
    customer: entry.customer,
    part_number: entry.part_number,
    serial_number: entry.serial_number,
    inventory_id: entry.inventory_id,
    packed_at: entry.packed_at.toISOString(),
    packed_by_name: fullName(by),
    packed_by: person(by),
  };
}

export function toShipping(entry: typeof shippingHistories.$inferSelect, by: User | null): ShippingHistory {
  return {
    id: entry.id,
    ticket_number: entry.ticket_number,
    order_number: entry.order_number,
    customer: entry.customer,
    carrier_code: entry.carrier_code as CarrierCode,
    tracking_number: entry.tracking_number,
    shipstation_order_id: entry.shipstation_order_id,
    serial_numbers: entry.serial_numbers,
    part_numbers: entry.part_numbers,
    shipped_at: entry.shipped_at.toISOString(),
    shipped_by_name: fullName(by),
    shipped_by: person(by),
  };
}

/** Modules packed, newest first; keyword in ticket #, customer, part, serial or who packed. */
export async function listPackingHistories(db: DbOrTx, query: ListPackingHistoriesQuery) {
  const where = like(packingSearchText(packingHistories), query.keyword, personName(packer));
  const [total] = await db
    .select({ n: count() })
    .from(packingHistories)
    .leftJoin(packer, eq(packer.id, packingHistories.packed_by_user_id))
    .where(where);
  const rows = await db
    .select({ entry: packingHistories, packer })
    .from(packingHistories)
    .leftJoin(packer, eq(packer.id, packingHistories.packed_by_user_id))
    .where(where)
    .orderBy(desc(packingHistories.packed_at), desc(packingHistories.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    packing_histories: rows.map((row) => toPacking(row.entry, row.packer)),
    ...pageInfo(total?.n ?? 0, query),
  };
}

/** Shipments, newest first (claims still being shipped are not shipments yet). */
export async function listShippingHistories(db: DbOrTx, query: ListShippingHistoriesQuery) {
  const where = and(
    eq(shippingHistories.state, 'shipped'),
    like(shippingSearchText(shippingHistories), query.keyword, personName(shipper)),
  );
  const [total] = await db
    .select({ n: count() })
    .from(shippingHistories)
    .leftJoin(shipper, eq(shipper.id, shippingHistories.shipped_by_user_id))
    .where(where);
  const rows = await db
    .select({ entry: shippingHistories, shipper })
    .from(shippingHistories)
    .leftJoin(shipper, eq(shipper.id, shippingHistories.shipped_by_user_id))
    .where(where)
    .orderBy(desc(shippingHistories.shipped_at), desc(shippingHistories.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    shipping_histories: rows.map((row) => toShipping(row.entry, row.shipper)),
    ...pageInfo(total?.n ?? 0, query),
  };
}

/** The ticket's shipment, once shipped. */
export async function shipmentOf(db: DbOrTx, ticketId: number): Promise<ShippingHistory | null> {
  const [row] = await db
    .select({ entry: shippingHistories, shipper })
    .from(shippingHistories)
    .leftJoin(shipper, eq(shipper.id, shippingHistories.shipped_by_user_id))
    .where(and(eq(shippingHistories.ticket_id, ticketId), eq(shippingHistories.state, 'shipped')));
  return row ? toShipping(row.entry, row.shipper) : null;
}

/** Who packed each of the ticket's lines. */
export async function packedLines(db: DbOrTx, ticketId: number) {
  const rows = await db
    .select({ entry: packingHistories, packer })
    .from(packingHistories)
    .leftJoin(packer, eq(packer.id, packingHistories.packed_by_user_id))
    .where(eq(packingHistories.ticket_id, ticketId));
  return new Map(rows.map((row) => [row.entry.ticket_part_id, { entry: row.entry, by: fullName(row.packer) }]));
}
