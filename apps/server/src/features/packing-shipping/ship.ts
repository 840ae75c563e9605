import { and, eq } from 'drizzle-orm';
import {
  CARRIER_LABELS,
  PACKING_MESSAGES,
  type ShipTicketBody,
  type ShippingHistory,
} from '@makro/domain/packing-shipping';
import type { ServiceContext } from '../../platform/context';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, unprocessable, upstreamFailed } from '../../platform/http/errors';
import { ShippingError, type ShipStationOrder, type ShippingPort } from '../../integrations/shipstation/port';
import { recordItemsShipped } from '../inventory/service';
import { recordPackingEvent, setTicketStatusFor, ticketForPacking, type PackingTicketRecord } from '../tickets/service';
import { SHIPPING_HISTORY_ENTITY, packedLines, shipmentOf } from './history';
import { orderNumberOf, packingTicket } from './pack';
import { shippingHistories } from './tables';

/** A claim older than this is left from a process that died mid-call: it may be taken over. */
const STALE_CLAIM_MS = 2 * 60_000;
/** How long a second call waits for the first one's answer before saying the ticket is being shipped. */
const WAIT_FOR_CLAIM_MS = 20_000;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ticketField = 'body.ticket_number' as const;

type Claim = typeof shippingHistories.$inferSelect;
type Step =
  | { kind: 'done'; shipment: ShippingHistory }
  | { kind: 'wait' }
  | { kind: 'claimed'; claim: Claim; ticket: PackingTicketRecord };

/** In one short transaction: the ticket's shipment if it has one, a live claim to wait for, or our claim. */
async function claim(ctx: ServiceContext, body: ShipTicketBody): Promise<Step> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await ticketForPacking(tx, body.ticket_number, true);
    const [existing] = await tx.select().from(shippingHistories).where(eq(shippingHistories.ticket_id, ticket.id));
    if (existing?.state === 'shipped') return { kind: 'done', shipment: (await shipmentOf(tx, ticket.id))! };
    if (existing && Date.now() - existing.created_at.getTime() < STALE_CLAIM_MS) return { kind: 'wait' };
    if (existing) await tx.delete(shippingHistories).where(eq(shippingHistories.id, existing.id));
    const state = await packingTicket(tx, ticket);
    if (!state.packed) throw unprocessable(PACKING_MESSAGES.notPacked(ticket.ticket_number), ticketField);
    const packed = [...(await packedLines(tx, ticket.id)).values()];
    const [row] = await tx
      .insert(shippingHistories)
      .values({
        ticket_id: ticket.id,
        ticket_number: ticket.ticket_number,
        order_number: orderNumberOf(ticket),
        customer: state.customer,
        carrier_code: body.carrier_code,
        tracking_number: body.tracking_number,
        serial_numbers: packed.map((entry) => entry.entry.serial_number),
        part_numbers: packed.map((entry) => entry.entry.part_number),
        shipped_by_user_id: ctx.actor.user.id,
      })
      .returning();
    return { kind: 'claimed', claim: row!, ticket };
  });
}

const release = (ctx: ServiceContext, claimed: Claim) =>
  ctx.db
    .delete(shippingHistories)
    .where(and(eq(shippingHistories.id, claimed.id), eq(shippingHistories.state, 'shipping')));

/** The shop order in ShipStation: "starts with" answered, the exact number kept, one awaiting shipment first. */
async function findOrder(shipping: ShippingPort, orderNumber: string): Promise<ShipStationOrder | undefined> {
  const page = await shipping.listOrders({ orderNumber, pageSize: 100 });
  const exact = page.orders.filter((order) => order.orderNumber.toLowerCase() === orderNumber.toLowerCase());
  return exact.find((order) => order.orderStatus === 'awaiting_shipment') ?? exact[0];
}

const shipStationDown = (error: ShippingError) =>
  upstreamFailed(`ShipStation did not answer as expected (${error.message}). Nothing was shipped; try again.`);

/** ShipStation's part: look the order up, refuse what is not awaiting shipment, mark it shipped. */
async function markShipped(shipping: ShippingPort, claimed: Claim) {
  const orderNumber = claimed.order_number;
  let order: ShipStationOrder | undefined;
  try {
    order = await findOrder(shipping, orderNumber);
  } catch (error) {
    if (error instanceof ShippingError) throw shipStationDown(error);
    throw error;
  }
  if (!order) throw unprocessable(PACKING_MESSAGES.notFoundInShipStation(orderNumber), ticketField);
  if (order.orderStatus !== 'awaiting_shipment')
    throw unprocessable(PACKING_MESSAGES.notAwaitingShipment(orderNumber, order.orderStatus), ticketField);
  try {
    await shipping.markAsShipped({
      orderId: order.orderId,
      carrierCode: claimed.carrier_code,
      trackingNumber: claimed.tracking_number,
      notifyCustomer: true,
      notifySalesChannel: true,
    });
  } catch (error) {
    if (error instanceof ShippingError && error.code === 'REFUSED')
      throw unprocessable(PACKING_MESSAGES.notAwaitingShipment(orderNumber, 'shipped'), ticketField);
    if (error instanceof ShippingError) throw shipStationDown(error);
    throw error;
  }
  return order.orderId;
}

/** Makro's part, in one transaction: the claim becomes the shipment, the ticket Shipped, the items shipped. */
async function recordShipment(ctx: ServiceContext, claimed: Claim, ticketNumber: string, orderId: number) {
  const actor = ctx.actor.user.id;
  return ctx.db.transaction(async (tx) => {
    const ticket = await ticketForPacking(tx, ticketNumber, true);
    const [row] = await tx
      .update(shippingHistories)
      .set({ state: 'shipped', shipstation_order_id: orderId, shipped_at: new Date() })
      .where(eq(shippingHistories.id, claimed.id))
      .returning();
    await writeAudit(tx, {
      actorUserId: actor,
      action: 'create',
      entity: SHIPPING_HISTORY_ENTITY,
      entityId: row!.id,
      after: row,
    });
    const carrier = CARRIER_LABELS[claimed.carrier_code as keyof typeof CARRIER_LABELS] ?? claimed.carrier_code;
    await setTicketStatusFor(tx, ticket, 'Shipped / Picked-up', actor, {
      outbound_tracking_number: claimed.tracking_number,
    });
    await recordItemsShipped(tx, row!.serial_numbers, {
      ticketNumber: ticket.ticket_number,
      carrier,
      trackingNumber: claimed.tracking_number,
      actorUserId: actor,
    });
    await recordPackingEvent(
      tx,
      ticket.id,
      actor,
      'shipped',
      `Shipped with ${carrier}, tracking ${claimed.tracking_number}; order ${claimed.order_number} marked shipped in ShipStation`,
      {
        shipping_history_id: row!.id,
        carrier_code: claimed.carrier_code,
        tracking_number: claimed.tracking_number,
        shipstation_order_id: orderId,
        serial_numbers: row!.serial_numbers,
      },
    );
    return (await shipmentOf(tx, ticket.id))!;
  });
}

/**
 * POST /shipping/ship (spec part 2 §2, the order of §4's Mark as Shipped): claim the ticket's one shipment row,
 * then ShipStation (look-up, mark shipped with notifyCustomer), then Makro in one transaction. A refusal or a
 * failure at ShipStation removes the claim, so nothing changed. A second call while the first is under way waits
 * for its answer; a call for a ticket shipped already answers its shipment.
 */
export async function shipTicket(ctx: ServiceContext, shipping: ShippingPort, body: ShipTicketBody) {
  const deadline = Date.now() + WAIT_FOR_CLAIM_MS;
  for (;;) {
    const step = await claim(ctx, body);
    if (step.kind === 'done')
      return { shipment: step.shipment, message: PACKING_MESSAGES.shipped(step.shipment.order_number) };
    if (step.kind === 'wait') {
      if (Date.now() > deadline) throw conflict(PACKING_MESSAGES.beingShipped(body.ticket_number), ticketField);
      await sleep(POLL_MS);
      continue;
    }
    let orderId: number;
    try {
      orderId = await markShipped(shipping, step.claim);
    } catch (error) {
      await release(ctx, step.claim);
      throw error;
    }
    // ShipStation has shipped it: should this transaction fail, the claim stays (a retry finds the order shipped).
    const shipment = await recordShipment(ctx, step.claim, step.ticket.ticket_number, orderId);
    return { shipment, message: PACKING_MESSAGES.shipped(shipment.order_number) };
  }
}
