import {
  REPAIR_MESSAGES,
  repairDueDate,
  repairTotal,
  taxAmount,
  taxPercentOf,
  type CreatedRepairOrder,
  type RepairOrderInput,
} from '@makro/domain/repairs';
import { businessToday } from '@makro/domain/shared';
import { shopReason } from '@makro/domain/shops';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, upstreamFailed } from '../../platform/http/errors';
import type { StorefrontPort } from '../../integrations/woocommerce/port';
import { shopOfRepair, type RepairCatalog } from './catalog';
import { claimRepairRequest } from './claim';
import { createdAnswer, findByRequestKey, recordRepairOrder, type RepairDecisions } from './record';
import { orderAlreadyMade, repairShopOrder } from './shop-order';
import { checkAgainstShop } from './shop-checks';

export interface RepairDeps {
  db: Db;
  shops: StorefrontPort;
  catalog: RepairCatalog;
  config: Config;
}

/** What the reconciling worker needs to record an order the shop made: the request and the server's decisions. */
export interface ReconcilePayload {
  input: RepairOrderInput;
  decisions: RepairDecisions;
}

const FIELD = 'body.repair_order_submission';
/** How long a double submit waits for the first one's answer before saying it is still being made. */
const DOUBLE_SUBMIT_WAIT_MS = 10_000;

/** The tax and totals are the server's: the shop's tax, or the staff member's percent; the due date from the terms. */
async function decide(deps: RepairDeps, input: RepairOrderInput, actorUserId: number | null): Promise<RepairDecisions> {
  const { order, customer, overrides } = input;
  const staffPercent = actorUserId !== null ? overrides?.tax_percent : undefined;
  const tax = staffPercent
    ? { tax_amount: taxAmount(order.subtotal, staffPercent), tax_percent: '' }
    : await deps.catalog.tax(order.repair_type, order.subtotal, customer.state);
  const dueDate =
    (actorUserId !== null && overrides?.due_date) || repairDueDate(businessToday(), order.terms as 15 | 30 | 60 | 90);
  if (dueDate < businessToday())
    throw badRequest(`${FIELD}.overrides.due_date: must not be in the past`, [
      { field: `${FIELD}.overrides.due_date`, message: 'must not be in the past' },
    ]);
  return {
    taxAmount: tax.tax_amount,
    taxPercent: staffPercent ? Number(staffPercent).toFixed(2) : taxPercentOf(tax.tax_amount, order.subtotal),
    total: repairTotal(order.subtotal, tax.tax_amount),
    dueDate,
    handledBy: deps.config.company.name,
    actorUserId,
  };
}

async function waitForFirstSubmit(db: Db, requestKey: string): Promise<CreatedRepairOrder> {
  const deadline = Date.now() + DOUBLE_SUBMIT_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await findByRequestKey(db, requestKey);
    if (row) return createdAnswer(row);
  }
  throw conflict(REPAIR_MESSAGES.inProgress, `${FIELD}.request_key`);
}

/** The shop's refusal in the spec's words: its "Reason: …" when it gives one. */
function creationFailed(error: unknown): never {
  const reason = error instanceof Error ? shopReason(error.message) : null;
  throw upstreamFailed(reason ? `${REPAIR_MESSAGES.createFailed} ${reason}.` : REPAIR_MESSAGES.createFailed);
}

/**
 * One flow for the staff wizard and the walk-in form: check everything again, decide tax and totals, make the shop
 * order once per request key (looked for before it is made), then record the repair order and its ticket together.
 * A shop failure records nothing and says so.
 */
export async function createRepairOrder(
  deps: RepairDeps,
  input: RepairOrderInput,
  actorUserId: number | null,
): Promise<CreatedRepairOrder> {
  if (input.website)
    throw badRequest(`${FIELD}.website: must be empty`, [{ field: `${FIELD}.website`, message: 'must be empty' }]);
  const earlier = await findByRequestKey(deps.db, input.request_key);
  if (earlier) return createdAnswer(earlier);
  await checkAgainstShop(deps.catalog, input, FIELD);
  const decisions = await decide(deps, input, actorUserId);
  const productId = await deps.catalog.productId(input.order.repair_type);
  const payload: ReconcilePayload = { input, decisions };
  const claim = await claimRepairRequest(
    deps.db,
    input.request_key,
    payload,
    `Repair order for ${input.customer.email} on ${shopOfRepair(input.order.repair_type).toUpperCase()}`,
  );
  if (!claim) return waitForFirstSubmit(deps.db, input.request_key);
  let order;
  try {
    order =
      (await orderAlreadyMade(deps.shops, input)) ??
      (await deps.shops.createOrder(
        shopOfRepair(input.order.repair_type),
        repairShopOrder(input, { ...decisions, productId, createdBy: decisions.handledBy }),
      ));
  } catch (error) {
    await claim.release();
    creationFailed(error);
  }
  const row = await deps.db.transaction(async (tx) => {
    const recorded = await recordRepairOrder(tx, input, decisions, order);
    await claim.done(tx);
    return recorded;
  });
  return createdAnswer(row);
}

/**
 * The worker's half: a request whose caller died or whose creation answer was lost. Records the order if the shop
 * has it; never makes one (the person was told it failed, or will retry with the same key).
 */
export function reconcileRepairOrder(deps: Pick<RepairDeps, 'db' | 'shops'>) {
  return async (payload: unknown) => {
    const { input, decisions } = payload as ReconcilePayload;
    if (await findByRequestKey(deps.db, input.request_key)) return { result: { recorded: 'already' } };
    const order = await orderAlreadyMade(deps.shops, input);
    if (!order) return { result: { recorded: false } };
    const row = await deps.db.transaction((tx) => recordRepairOrder(tx, input, decisions, order));
    return { result: { recorded: row.rep_number } };
  };
}
