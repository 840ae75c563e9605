import { eq } from 'drizzle-orm';
import type { CustomerInquiry, InquirySource, InquiryStatus } from '@makro/domain/customer-inquiries';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { replierOf, replyErrors } from '../../platform/mail/reply';
import { customerInquiries } from './tables';

/** The outbox kind of a reply: the e-mail, then the inquiry answered, in one step of the worker. */
export const CUSTOMER_INQUIRY_REPLY_KIND = 'customer-inquiry-reply';

export type CustomerInquiryRow = typeof customerInquiries.$inferSelect;

/** A reply is on its way (or failed and kept) while the inquiry still waits. */
const replyWaiting = (row: CustomerInquiryRow) => row.status === 'waiting' && row.email_reply !== null;

export function selectCustomerInquiries(db: DbOrTx) {
  return db
    .select({ inquiry: customerInquiries, replier: users })
    .from(customerInquiries)
    .leftJoin(users, eq(users.id, customerInquiries.replied_by_user_id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectCustomerInquiries>['execute']>>[number];

/** The inquiries as the API answers them; a waiting reply's last error is read from its outbox entry. */
export async function toCustomerInquiries(db: DbOrTx, rows: Selected[]): Promise<CustomerInquiry[]> {
  const errors = await replyErrors(
    db,
    CUSTOMER_INQUIRY_REPLY_KIND,
    rows.flatMap(({ inquiry }) =>
      replyWaiting(inquiry) ? [{ id: inquiry.id, email_reply: inquiry.email_reply! }] : [],
    ),
  );
  return rows.map(({ inquiry, replier }) => ({
    id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    subject: inquiry.subject,
    message: inquiry.message,
    order_number: inquiry.order_number,
    source: inquiry.source as InquirySource,
    status: inquiry.status as InquiryStatus,
    created_at: inquiry.created_at.toISOString(),
    email_reply: inquiry.email_reply,
    replied_at: inquiry.replied_at?.toISOString() ?? null,
    replied_by: replierOf(replier),
    reply_pending: replyWaiting(inquiry) && !errors.has(inquiry.id),
    reply_error: replyWaiting(inquiry) ? (errors.get(inquiry.id) ?? null) : null,
  }));
}

export async function customerInquiryById(db: DbOrTx, id: number): Promise<CustomerInquiry | undefined> {
  const rows = await selectCustomerInquiries(db).where(eq(customerInquiries.id, id));
  return (await toCustomerInquiries(db, rows))[0];
}
