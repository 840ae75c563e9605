import type { NewCustomerInquiry } from '@makro/domain/customer-inquiries';
import type { DbOrTx } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { notify } from '../notifications/service';
import { customerInquiries } from './tables';

const FIELD = 'body.customer_inquiries';

/** A question from a shop's contact form: recorded as waiting for a reply. A filled honeypot is a bot's, refused. */
export async function recordCustomerInquiry(db: DbOrTx, input: NewCustomerInquiry): Promise<void> {
  if (input.website)
    throw badRequest(`${FIELD}.website: must be empty`, [{ field: `${FIELD}.website`, message: 'must be empty' }]);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customerInquiries)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        order_number: input.order_number?.replace(/^#/, '') ?? null,
        source: input.source,
        status: 'waiting',
      })
      .returning({ id: customerInquiries.id });
    await notify(
      tx,
      { holdersOf: 'can_view_customer_inquiry' },
      {
        kind: 'customer_inquiry',
        title: `${input.name}: ${input.subject}`,
        body: `${input.source.toUpperCase()} shop · ${input.email}`,
        path: '/customer-inquiry',
        eventKey: `customer-inquiry:${created!.id}`,
      },
    );
  });
}
