import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerInquiry } from '@makro/domain/customer-inquiries';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { rmaSubmissions } from '../schema';
import { DEMO_CUSTOMER_INQUIRIES, loadDemoCustomerInquiries } from './customer-inquiries';

let t: TestApp;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  // Two customers who asked for an RMA (the real story has hundreds of orders as well).
  await t.db.insert(rmaSubmissions).values(
    ['Alma Reyes', 'Bo Jensen'].map((name, index) => ({
      rma_number: `RMA-50${index}`,
      rma_type: 'rma_standard_replacement',
      data_source: index === 0 ? 'tipm' : 'ecm',
      original_order_number: String(500 + index),
      customer_firstname: name.split(' ')[0]!,
      customer_lastname: name.split(' ')[1]!,
      customer_email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    })),
  );
  await loadDemoCustomerInquiries(t.db, new Date());
  await loadDemoCustomerInquiries(t.db, new Date());
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());

describe('customer inquiries in the demo story', () => {
  it('has about thirty inquiries, most waiting, some answered with a clean reply, a few closed, once', async () => {
    const answer = await t.call(csr, { method: 'GET', url: '/api/v1/customer_inquiries?per_page=100' });
    const { customer_inquiries: all, waiting_count } = answer.json<{
      customer_inquiries: CustomerInquiry[];
      waiting_count: number;
    }>();
    expect(all).toHaveLength(DEMO_CUSTOMER_INQUIRIES);
    expect(waiting_count).toBeGreaterThan(DEMO_CUSTOMER_INQUIRIES / 2);
    const answered = all.filter((inquiry) => inquiry.status === 'answered');
    expect(answered.length).toBeGreaterThan(3);
    for (const inquiry of answered) expect(inquiry.email_reply).toMatch(/^<p>Hi|^<p>Hello/);
    expect(all.filter((inquiry) => inquiry.status === 'closed').length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(all.at(-1)!.created_at)).toBeLessThan(22 * 86_400_000);

    // A shop customer's inquiry names their order and finds their RMA by e-mail.
    const alma = all.find((inquiry) => inquiry.email === 'alma@example.com')!;
    expect(alma).toMatchObject({ order_number: '500', source: 'tipm' });
    const related = await t.call(csr, { method: 'GET', url: `/api/v1/customer_inquiries/${alma.id}/related` });
    expect(related.json().rmas).toMatchObject([{ rma_number: 'RMA-500' }]);
  });
});
