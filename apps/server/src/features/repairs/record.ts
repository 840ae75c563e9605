import { eq } from 'drizzle-orm';
import { repairServiceTypeOf, type CreatedRepairOrder, type RepairOrderInput } from '@makro/domain/repairs';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import type { WooOrder } from '../../integrations/woocommerce/port';
import { createTicket } from '../tickets/service';
import { repairOrderSubmissions } from './tables';

/** What the server decided before the shop order was made, kept with the request so a later retry records the same. */
export interface RepairDecisions {
  taxAmount: string;
  taxPercent: string;
  total: string;
  dueDate: string;
  handledBy: string;
  actorUserId: number | null;
}

type SubmissionRow = typeof repairOrderSubmissions.$inferSelect;

export const repairTicketNumber = (repNumber: string) => `REP-${repNumber}`;

export const findByRequestKey = async (db: DbOrTx, requestKey: string) =>
  (await db.select().from(repairOrderSubmissions).where(eq(repairOrderSubmissions.request_key, requestKey)))[0];

export function createdAnswer(row: SubmissionRow): CreatedRepairOrder {
  return {
    id: row.id,
    rep_number: row.rep_number,
    ticket_number: repairTicketNumber(row.rep_number),
    order_number: row.rep_number,
    payment_url: row.payment_url,
    subtotal: row.subtotal,
    tax_amount: row.tax_amount,
    tax_percent: Number(row.tax_percentage).toFixed(2),
    total: row.total_price,
    terms: row.payment_terms ?? 0,
    due_date: row.due_date ?? '',
  };
}

/** The first line of the failure description, as the list's short issue text. */
const brief = (description: string) => {
  const line = description.split(/\r?\n/)[0]!.trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/**
 * Records a repair order whose shop order exists, with its repair ticket, in the caller's transaction. Once per
 * request key: recording it again answers the row made the first time.
 */
export async function recordRepairOrder(
  tx: DbOrTx,
  input: RepairOrderInput,
  decisions: RepairDecisions,
  order: WooOrder,
): Promise<SubmissionRow> {
  const { customer, order: info } = input;
  const shop = repairServiceTypeOf(info.repair_type).shop;
  const [row] = await tx
    .insert(repairOrderSubmissions)
    .values({
      rep_number: order.number,
      source: shop.toUpperCase(),
      repair_type: info.repair_type,
      customer_first_name: customer.first_name,
      customer_last_name: customer.last_name,
      customer_email: customer.email,
      customer_phone: customer.phone,
      business_name: customer.business_name || null,
      vehicle_year: info.repair_type === 'vk2' ? null : (info.year ?? null),
      vehicle_make_model: info.make && info.model ? `${info.make}-${info.model}` : null,
      vin: info.vin || null,
      oe_sku: info.firmware || null,
      engine: info.engine || null,
      issue_brief_description: brief(info.description),
      issue_category: info.issues.join(', '),
      actual_message: info.description,
      repair_price: info.subtotal,
      subtotal: info.subtotal,
      tax_percentage: decisions.taxPercent,
      tax_amount: decisions.taxAmount,
      total_price: decisions.total,
      handled_by: decisions.handledBy,
      is_walk_in: true,
      is_paid: false,
      shipping_option: 'local_pickup',
      invoice_number: order.order_key,
      po_number: info.po_number || null,
      request_key: input.request_key,
      shop_order_id: order.id,
      payment_url: order.payment_url || null,
      payment_terms: info.terms,
      due_date: decisions.dueDate,
      created_by_user_id: decisions.actorUserId,
    })
    .onConflictDoNothing({ target: repairOrderSubmissions.request_key })
    .returning();
  if (!row) return (await findByRequestKey(tx, input.request_key))!;
  await createTicket(
    tx,
    {
      ticket_number: repairTicketNumber(row.rep_number),
      ticket_type: 'repair',
      source: shop,
      customer: {
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        phone: customer.phone,
      },
      description: [info.issues.join(', '), info.description].join(': '),
      tags: [shop === 'tipm' ? 'TIPM' : 'ECM / PCM'],
      origin: { kind: 'repair_order_submission', id: row.id, number: row.rep_number },
    },
    decisions.actorUserId,
  );
  await writeAudit(tx, {
    actorUserId: decisions.actorUserId,
    action: 'create',
    entity: 'repair_order',
    entityId: row.id,
    after: { rep_number: row.rep_number, shop, total: row.total_price, walk_in: decisions.actorUserId === null },
  });
  return row;
}
