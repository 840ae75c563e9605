import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/customer-inquiries';
import { CUSTOMER_INQUIRY_MESSAGES } from '@makro/domain/customer-inquiries';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { recordCustomerInquiry } from './intake';
import { listCustomerInquiries } from './list';
import { relatedRecords } from './related';
import { deleteCustomerInquiry, replyToCustomerInquiry, setInquiryOpen } from './reply';

export async function customerInquiriesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, contracts.listCustomerInquiries, ({ query }) => listCustomerInquiries(app.db, query));
  defineRoute(app, contracts.customerInquiryRelated, ({ params }) => relatedRecords(app.db, params.id));
  defineRoute(app, contracts.updateCustomerInquiry, ({ request, params, body }) => {
    const change = body.customer_inquiries;
    const ctx = contextFor(request);
    if (change.status === 'answered') return replyToCustomerInquiry(ctx, params.id, change.email_reply);
    return setInquiryOpen(ctx, params.id, change.status === 'waiting');
  });
  defineRoute(app, contracts.deleteCustomerInquiry, async ({ request, params }) => {
    await deleteCustomerInquiry(contextFor(request), params.id);
    return { success: true as const };
  });
  defineRoute(app, contracts.createPublicCustomerInquiry, async ({ body }) => {
    await recordCustomerInquiry(app.db, body.customer_inquiries);
    return { message: CUSTOMER_INQUIRY_MESSAGES.received };
  });
}
