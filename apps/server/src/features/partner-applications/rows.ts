import { eq, inArray, sql } from 'drizzle-orm';
import {
  PARTNER_SHOPS,
  type CouponState,
  type PartnerShop,
  type PartnerStatus,
  type Reseller,
} from '@makro/domain/partner-applications';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { outbox } from '../../platform/jobs/tables';
import { resellerCoupons, resellers } from './tables';

export type ResellerRow = typeof resellers.$inferSelect;
type CouponRow = typeof resellerCoupons.$inferSelect;

/** Outbox keys: the coupon of an approval on one shop (later syncs add a suffix), and the e-mails. */
export const couponKey = (id: number, shop: PartnerShop) => `partner-coupon:${id}:${shop}`;
export const emailKeyPrefix = (id: number) => `partner-email:${id}:`;

export const fullName = (row: Pick<ResellerRow, 'firstname' | 'lastname'>) => `${row.firstname} ${row.lastname}`.trim();

/** Where staff download the licence document: an API route behind the session, never a storage address. */
export const licencePath = (id: number) => `/api/v1/resellers/${id}/licence`;

function couponsOf(rows: CouponRow[]): Reseller['coupons'] {
  return PARTNER_SHOPS.flatMap((shop) => {
    const row = rows.find((candidate) => candidate.shop === shop);
    if (!row) return [];
    return [
      {
        shop,
        status: row.status as CouponState,
        coupon_id: row.coupon_id,
        error: row.status === 'created' ? null : row.last_error,
      },
    ];
  });
}

interface EmailEntry {
  id: number;
  idempotency_key: string;
  status: string;
  payload: unknown;
}

/** The applications as the API answers them, with their coupons and last e-mail, in two queries. */
export async function toResellers(db: DbOrTx, rows: ResellerRow[]): Promise<Reseller[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const coupons = await db.select().from(resellerCoupons).where(inArray(resellerCoupons.reseller_id, ids));
  const emails = (await db
    .select({ id: outbox.id, idempotency_key: outbox.idempotency_key, status: outbox.status, payload: outbox.payload })
    .from(outbox)
    .where(
      sql`${outbox.idempotency_key} like any (array[${sql.join(
        ids.map((id) => sql`${`${emailKeyPrefix(id)}%`}`),
        sql`, `,
      )}]::text[])`,
    )) as EmailEntry[];
  return rows.map((row) => {
    const last = emails
      .filter((entry) => entry.idempotency_key.startsWith(emailKeyPrefix(row.id)))
      .sort((a, b) => b.id - a.id)[0];
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      full_name: fullName(row),
      reseller_code: row.reseller_code,
      business_email: row.business_email,
      business_phone: row.business_phone,
      business_name: row.business_name,
      ein_tax_id: row.ein_tax_id,
      business_address: row.business_address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
      file_attachment_path: row.file_attachment_path ? licencePath(row.id) : null,
      status: row.status as PartnerStatus,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      decided_at: row.decided_at?.toISOString() ?? null,
      coupons: couponsOf(coupons.filter((coupon) => coupon.reseller_id === row.id)),
      notification: last
        ? {
            email: (last.payload as { to?: { email?: string } }).to?.email ?? row.business_email,
            status: last.status === 'sent' ? 'sent' : last.status === 'failed' ? 'failed' : 'pending',
          }
        : null,
    };
  });
}

export async function resellerRowOr404(db: DbOrTx, id: number): Promise<ResellerRow> {
  const [row] = await db.select().from(resellers).where(eq(resellers.id, id));
  if (!row) throw notFound(`Partner application ${id} does not exist.`);
  return row;
}

export async function resellerOr404(db: DbOrTx, id: number): Promise<Reseller> {
  return (await toResellers(db, [await resellerRowOr404(db, id)]))[0]!;
}
