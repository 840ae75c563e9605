import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@makro/domain/shared';
import type { Db } from '../../../platform/db/client';
import { referenceOf } from '../reference';
import { braintreeTransactions } from './tables';

type Row = typeof braintreeTransactions.$inferSelect;

const DAY_MS = 86_400_000;
/** Largest page Braintree's search answers. */
export const MAX_PAGE_SIZE = 50;

/** A Braintree GraphQL error: HTTP 200, `errors[{message, path, extensions:{errorClass, legacyCode}}]`. */
export class GatewayError extends Error {
  constructor(
    readonly errorClass: string,
    message: string,
    readonly legacyCode: string | null = null,
    readonly inputPath: string[] | null = null,
  ) {
    super(message);
  }
}

export const notFound = () => new GatewayError('NOT_FOUND', 'An object with this ID was not found.');

/** The gateway's own messages for the refund rules (integrations.md §5.1). */
const REFUND_ERRORS = {
  notSettled: ['91506', 'Cannot refund a transaction unless it is settled.'],
  tooLarge: ['91521', 'Refund amount is too large.'],
  fullyRefunded: ['91512', 'Transaction has already been completely refunded.'],
  credit: ['91505', 'Cannot refund credit'],
  notPositive: ['81531', 'Amount must be greater than zero.'],
  badAmount: ['81503', 'Amount is an invalid format.'],
} as const;

function refused(kind: keyof typeof REFUND_ERRORS, inputPath: string[] | null = null): GatewayError {
  const [code, message] = REFUND_ERRORS[kind];
  return new GatewayError('VALIDATION', message, code, inputPath);
}

/** GraphQL ids are opaque: base64 of `transaction_<legacyId>` or `refund_<legacyId>`, without padding. */
export const globalId = (row: Pick<Row, 'kind' | 'legacy_id'>) =>
  Buffer.from(`${row.kind === 'refund' ? 'refund' : 'transaction'}_${row.legacy_id}`)
    .toString('base64')
    .replace(/=+$/, '');

export function fromGlobalId(id: unknown): { kind: 'sale' | 'refund'; legacyId: string } | null {
  if (typeof id !== 'string' || !/^[A-Za-z0-9+/]+$/.test(id)) return null;
  const match = /^(transaction|refund)_([a-z0-9]+)$/.exec(Buffer.from(id, 'base64').toString('utf8'));
  if (!match) return null;
  return { kind: match[1] === 'refund' ? 'refund' : 'sale', legacyId: match[2]! };
}

/** Transactions submitted for settlement settle in the nightly batch: here, a day after they were made. */
export function currentStatus(row: Row, now: Date): string {
  if (row.status === 'SUBMITTED_FOR_SETTLEMENT' && row.created_at.getTime() <= now.getTime() - DAY_MS) return 'SETTLED';
  return row.status;
}

/** ISO 8601 in UTC with microseconds, as Braintree's Timestamp scalar. */
const timestamp = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

const money = (row: Row) => ({ value: row.amount, currencyCode: row.currency });

const snapshot = (row: Row) =>
  row.card_brand && row.card_last4
    ? { __typename: 'CreditCardDetails', brandCode: row.card_brand, last4: row.card_last4 }
    : null;

function baseNode(row: Row, now: Date) {
  return {
    id: globalId(row),
    legacyId: row.legacy_id,
    orderId: row.order_id,
    createdAt: timestamp(row.created_at),
    status: currentStatus(row, now),
    amount: money(row),
    paymentMethodSnapshot: snapshot(row),
  };
}

/** A Refund node; `sale` is its refundedTransaction. */
export function refundNode(row: Row, sale: Row | undefined, now: Date) {
  return {
    __typename: 'Refund',
    ...baseNode(row, now),
    refundedTransaction: sale ? { __typename: 'Transaction', ...baseNode(sale, now) } : null,
  };
}

/** A Transaction node with its refunds. */
export function saleNode(row: Row, refunds: Row[], now: Date) {
  return {
    __typename: 'Transaction',
    ...baseNode(row, now),
    refunds: refunds.map((refund) => refundNode(refund, row, now)),
  };
}

async function refundsOf(db: Db, sales: Row[]): Promise<Map<string, Row[]>> {
  const bySale = new Map<string, Row[]>(sales.map((sale) => [sale.legacy_id, []]));
  if (sales.length === 0) return bySale;
  const refunds = await db
    .select()
    .from(braintreeTransactions)
    .where(
      and(
        eq(braintreeTransactions.kind, 'refund'),
        inArray(
          braintreeTransactions.refunded_legacy_id,
          sales.map((sale) => sale.legacy_id),
        ),
      ),
    )
    .orderBy(asc(braintreeTransactions.id));
  for (const refund of refunds) bySale.get(refund.refunded_legacy_id!)?.push(refund);
  return bySale;
}

const cursorOf = (id: number) => Buffer.from(`cursor:${id}`).toString('base64');
function afterId(cursor: unknown): number {
  if (cursor === undefined || cursor === null) return 0;
  const match = typeof cursor === 'string' ? /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString()) : null;
  if (!match) throw new GatewayError('VALIDATION', 'Invalid cursor.');
  return Number(match[1]);
}

/** search.transactions with `orderId: {is}`: sales only (refunds are not Transactions), oldest first. */
export async function searchSalesByOrder(db: Db, orderId: string, first: unknown, after: unknown, now: Date) {
  const size = first === undefined || first === null ? MAX_PAGE_SIZE : Number(first);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new GatewayError('VALIDATION', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  const rows = await db
    .select()
    .from(braintreeTransactions)
    .where(
      and(
        eq(braintreeTransactions.kind, 'sale'),
        eq(braintreeTransactions.order_id, orderId),
        gt(braintreeTransactions.id, afterId(after)),
      ),
    )
    .orderBy(asc(braintreeTransactions.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const refunds = await refundsOf(db, page);
  return {
    pageInfo: {
      hasNextPage: rows.length > size,
      endCursor: page.length > 0 ? cursorOf(page[page.length - 1]!.id) : null,
    },
    edges: page.map((row) => ({
      cursor: cursorOf(row.id),
      node: saleNode(row, refunds.get(row.legacy_id) ?? [], now),
    })),
  };
}

async function byLegacyId(db: Db, legacyId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(braintreeTransactions).where(eq(braintreeTransactions.legacy_id, legacyId));
  return row;
}

/** node(id): a Transaction or a Refund, or null. */
export async function findNode(db: Db, id: unknown, now: Date) {
  const decoded = fromGlobalId(id);
  if (!decoded) return null;
  const row = await byLegacyId(db, decoded.legacyId);
  if (!row || row.kind !== decoded.kind) return null;
  if (row.kind === 'sale') return saleNode(row, (await refundsOf(db, [row])).get(row.legacy_id) ?? [], now);
  return refundNode(row, row.refunded_legacy_id ? await byLegacyId(db, row.refunded_legacy_id) : undefined, now);
}

const LEGACY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const newLegacyId = () => Array.from({ length: 8 }, () => LEGACY_ALPHABET[randomInt(36)]).join('');

export interface RefundRequest {
  transactionId: unknown;
  amount?: unknown;
  orderId?: unknown;
  description?: unknown;
  reason?: unknown;
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * refundTransaction: only SETTLED or SETTLING sales; the amount (default: all that remains) above zero and
 * at most what earlier refunds left. The sale row is locked so parallel refunds cannot both take the rest.
 */
export async function refundSale(db: Db, request: RefundRequest, now: Date) {
  const target = fromGlobalId(request.transactionId);
  if (!target) throw notFound();
  if (target.kind === 'refund') throw refused('credit');
  return db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(braintreeTransactions)
      .where(and(eq(braintreeTransactions.legacy_id, target.legacyId), eq(braintreeTransactions.kind, 'sale')))
      .for('update');
    if (!sale) throw notFound();
    if (!['SETTLED', 'SETTLING'].includes(currentStatus(sale, now))) throw refused('notSettled');
    const [{ refunded } = { refunded: '0' }] = await tx
      .select({ refunded: sql<string>`coalesce(sum(${braintreeTransactions.amount}), 0)::text` })
      .from(braintreeTransactions)
      .where(
        and(eq(braintreeTransactions.kind, 'refund'), eq(braintreeTransactions.refunded_legacy_id, sale.legacy_id)),
      );
    const remaining = toCents(sale.amount) - toCents(refunded);
    if (remaining <= 0n) throw refused('fullyRefunded');
    const amountPath = ['input', 'refund', 'amount'];
    let cents = remaining;
    if (request.amount !== undefined && request.amount !== null) {
      const text = String(request.amount).trim();
      if (!AMOUNT.test(text)) throw refused('badAmount', amountPath);
      cents = toCents(text);
    }
    if (cents <= 0n) throw refused('notPositive', amountPath);
    if (cents > remaining) throw refused('tooLarge', amountPath);
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 255) : null);
    for (;;) {
      const [refund] = await tx
        .insert(braintreeTransactions)
        .values({
          legacy_id: newLegacyId(),
          kind: 'refund',
          order_id: text(request.orderId) ?? sale.order_id,
          amount: fromCents(cents),
          currency: sale.currency,
          status: 'SUBMITTED_FOR_SETTLEMENT',
          card_brand: sale.card_brand,
          card_last4: sale.card_last4,
          refunded_legacy_id: sale.legacy_id,
          description: text(request.description) ?? text(request.reason),
          created_at: now,
        })
        .onConflictDoNothing()
        .returning();
      if (refund) return refundNode(refund, sale, now);
    }
  });
}

export interface SeedSale {
  legacy_id?: string;
  order_id: string | null;
  amount: string;
  status?: string;
  card_brand?: string | null;
  card_last4?: string | null;
  created_at?: Date;
}

/** A sale as the shop's checkout would have made it (tests and the sandbox only). */
export async function createSale(db: Db, sale: SeedSale, now: Date): Promise<Row | null> {
  const [row] = await db
    .insert(braintreeTransactions)
    .values({
      legacy_id: sale.legacy_id ?? newLegacyId(),
      kind: 'sale',
      order_id: sale.order_id,
      amount: fromCents(toCents(sale.amount)),
      status: sale.status ?? 'SETTLED',
      card_brand: sale.card_brand === undefined ? 'VISA' : sale.card_brand && brandCode(sale.card_brand),
      card_last4: sale.card_last4 === undefined ? '1111' : sale.card_last4,
      created_at: sale.created_at ?? now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Every transaction of an order, sales and refunds, oldest first: the inspection route. */
export async function transactionsOfOrder(db: Db, orderId: string, now: Date) {
  const sales = await db
    .select()
    .from(braintreeTransactions)
    .where(and(eq(braintreeTransactions.kind, 'sale'), eq(braintreeTransactions.order_id, orderId)))
    .orderBy(asc(braintreeTransactions.id));
  const refunds = await refundsOf(db, sales);
  const saleOrder = new Map(sales.map((sale) => [sale.legacy_id, sale.order_id]));
  return [...sales, ...[...refunds.values()].flat()]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id)
    .map((row) => inspected(row, now, saleOrder.get(row.refunded_legacy_id ?? '') ?? null));
}

/** A transaction as the inspection routes show it: the port's names, plus the stored columns. */
export const inspected = (row: Row, now: Date, saleOrderId: string | null = null) => ({
  id: row.legacy_id,
  type: row.kind === 'refund' ? 'credit' : 'sale',
  amount: row.amount,
  status: currentStatus(row, now).toLowerCase(),
  order_id: row.kind === 'refund' ? (saleOrderId ?? row.order_id) : row.order_id,
  created_at: row.created_at.toISOString(),
  card_brand: row.card_brand,
  card_last4: row.card_last4,
  refunded_transaction_id: row.refunded_legacy_id,
  reference: row.kind === 'refund' ? referenceOf(row.order_id, saleOrderId) : null,
  description: row.description,
  legacy_id: row.legacy_id,
  kind: row.kind,
});

/** VISA, or a brand as people write it ("Visa", "American Express"): the CreditCardBrandCode. */
export const brandCode = (brand: string) =>
  brand
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
