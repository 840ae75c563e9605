import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RMA_MESSAGES, rmaFieldsFor, rmaNumber, rmaTypeOf, type RmaRequestInput } from '@makro/domain/rma';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, unprocessable, type FieldPath } from '../../platform/http/errors';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { rmaSubmissions } from './tables';
import { replacementProduct, verifyOrder } from './verification';
import { notify } from '../notifications/service';
import { RMA_REVIEW_PERMISSION } from '@makro/domain/rma';

export interface SubmitDeps {
  db: Db;
  shops: StorefrontPort;
  config: Config;
  /** Where the customer's status page lives (this server's public address). */
  baseUrl: string;
}

const FIELD = (name: string) => `body.rma_submission.${name}` as FieldPath;
const required = (name: string) =>
  badRequest(`${FIELD(name)}: is required for this RMA type`, [
    { field: FIELD(name), message: 'is required for this RMA type' },
  ]);

export const statusUrl = (baseUrl: string, token: string) => `${baseUrl}/rma-status/${token}`;

/**
 * Stores an RMA request after running every order check again, and queues the confirmation e-mail with the
 * status link in the same transaction. One RMA per order: a double submit is refused by the database.
 */
export async function submitRma(
  deps: SubmitDeps,
  input: RmaRequestInput,
  source: 'FORM' | 'STAFF',
): Promise<{ id: number; rma_number: string; status_url: string }> {
  if (input.website)
    throw badRequest(`${FIELD('website')}: must be empty`, [{ field: FIELD('website'), message: 'must be empty' }]);
  const verified = await verifyOrder(deps.db, deps.shops, input, 'body.rma_submission');
  const type = verified.forcedType ?? input.rma_type;
  const fields = rmaFieldsFor(type);
  if (fields.issues && !input.original_issues?.length) throw required('original_issues');
  if (fields.issues && !input.new_issues?.length) throw required('new_issues');
  if (fields.vin && !input.vin) throw required('vin');
  if (fields.replacement && !input.correct_order_partnumber_sku) throw required('correct_order_partnumber_sku');
  const replacement = fields.replacement
    ? await replacementProduct(deps.shops, verified.site, input.correct_order_partnumber_sku!).catch(() => {
        throw unprocessable('The replacement part number is not sold on this shop.', [
          { field: FIELD('correct_order_partnumber_sku'), message: 'is not sold on this shop' },
        ]);
      })
    : null;
  const { order } = verified;
  const purchased = order.line_items[0];
  const ordered = new Date(`${order.date_created_gmt}Z`);
  const token = randomBytes(24).toString('base64url');
  const number = rmaNumber(verified.site, type, verified.orderNumber);
  const customerName = `${order.billing.first_name} ${order.billing.last_name}`.trim();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rmaSubmissions)
        .values({
          rma_number: number,
          rma_type: type,
          data_source: source,
          site: verified.site,
          original_order_number: verified.orderNumber,
          order_id: order.id,
          customer_firstname: order.billing.first_name,
          customer_lastname: order.billing.last_name,
          customer_email: input.customer_email,
          customer_phone_number: order.billing.phone || null,
          incorrect_order_partnumber_sku: purchased?.sku ?? null,
          correct_order_partnumber_sku: replacement?.sku ?? null,
          original_issues: fields.issues ? (input.original_issues ?? []) : [],
          original_issues_desc: input.original_issues_desc || null,
          new_issues: fields.issues ? (input.new_issues ?? []) : [],
          new_issues_desc: input.new_issues_desc || null,
          vin: fields.vin ? (input.vin ?? null) : null,
          order_days_elapsed: Math.max(0, Math.floor((Date.now() - ordered.getTime()) / 86_400_000)),
          original_price: purchased ? Number(purchased.price ?? purchased.total).toFixed(2) : null,
          replacement_title: replacement?.title ?? null,
          replacement_price: replacement?.price ?? null,
          status_token: token,
        })
        .returning({ id: rmaSubmissions.id });
      await queueEmail(tx, `rma-submitted:${row!.id}`, `RMA confirmation to ${input.customer_email}`, {
        to: { email: input.customer_email, name: customerName },
        subject: `${type === 'rma_exchange' ? 'Exchange' : 'RMA'} request ${number} received`,
        template: type === 'rma_exchange' ? 'exchangeSubmitted' : 'rmaSubmitted',
        personalization: {
          ...companyPersonalization(deps.config),
          name: order.billing.first_name,
          rma_number: number,
          rma_type: rmaTypeOf(type)?.label ?? type,
          order_ticket_number: verified.orderNumber,
          status_url: statusUrl(deps.baseUrl, token),
        },
      });
      await notify(
        tx,
        { holdersOf: RMA_REVIEW_PERMISSION },
        {
          kind: 'rma_review',
          title: `New ${rmaTypeOf(type)?.label ?? 'RMA'} request ${number}`,
          body: `${customerName} · order #${verified.orderNumber}`,
          path: `/rma-tickets?keyword=${encodeURIComponent(number)}`,
          eventKey: `rma-review:${row!.id}`,
        },
      );
      return row!.id;
    });
    return { id, rma_number: number, status_url: statusUrl(deps.baseUrl, token) };
  } catch (error) {
    if (isUniqueViolation(error))
      throw unprocessable(RMA_MESSAGES.alreadyExists(input.original_order_number), [
        { field: FIELD('original_order_number'), message: RMA_MESSAGES.alreadyExists(input.original_order_number) },
      ]);
    throw error;
  }
}

/** What the customer's status link shows: where the request stands, never more than the request itself. */
export async function rmaStatus(db: Db, token: string) {
  const [row] = await db.select().from(rmaSubmissions).where(eq(rmaSubmissions.status_token, token));
  return row ?? null;
}
