import type { CustomerRecords } from '@makro/domain/customer-inquiries';
import { CUSTOMER_INQUIRY_MESSAGES, RELATED_LIMIT } from '@makro/domain/customer-inquiries';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { rmaRequestsByEmail } from '../rma/service';
import { shopOrdersByEmail } from '../shops/service';
import { ticketsByEmail } from '../tickets/service';
import { customerInquiries } from './tables';

/** What the inquiring customer already has with us, found by the inquiry's e-mail address. */
export async function relatedRecords(db: DbOrTx, id: number): Promise<CustomerRecords> {
  const [inquiry] = await db
    .select({ email: customerInquiries.email })
    .from(customerInquiries)
    .where(eq(customerInquiries.id, id));
  if (!inquiry) throw notFound(CUSTOMER_INQUIRY_MESSAGES.notFound(id));
  const [orders, rmas, tickets] = await Promise.all([
    shopOrdersByEmail(db, inquiry.email, RELATED_LIMIT),
    rmaRequestsByEmail(db, inquiry.email, RELATED_LIMIT),
    ticketsByEmail(db, inquiry.email, RELATED_LIMIT),
  ]);
  return { orders, rmas, tickets };
}
