import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { SANDBOX_WOO } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEMO_PARTNER_CODES, loadDemoPartners } from './partners';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoPartners(t.db, t.config, new Date());
});
afterAll(() => t.close());

describe('the partner program demo chapter', () => {
  it('tells of applications in every status, the demo partners approved with a coupon on both shops', async () => {
    const csr = await t.loginAs('csr');
    const page = (await t.call(csr, { method: 'GET', url: '/api/v1/resellers?per_page=100' })).json();
    expect(page.total_count).toBeGreaterThanOrEqual(20);
    expect(page.pending_count).toBe(8);
    const approved = page.resellers.filter((reseller: { status: string }) => reseller.status === 'approved');
    expect(approved.map((reseller: { reseller_code: string }) => reseller.reseller_code).sort()).toEqual(
      [...DEMO_PARTNER_CODES].sort(),
    );
    for (const reseller of approved)
      expect(reseller.coupons.map((coupon: { status: string }) => coupon.status)).toEqual(['created', 'created']);

    const credentials = `consumer_key=${SANDBOX_WOO.consumerKey}&consumer_secret=${SANDBOX_WOO.consumerSecret}`;
    for (const code of DEMO_PARTNER_CODES)
      for (const shop of ['tipm', 'ecm']) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/sandbox/woocommerce/${shop}/wp-json/wc/v3/coupons?${credentials}&code=${code}`,
        });
        expect(answer.json()).toEqual([
          expect.objectContaining({ code: code.toLowerCase(), discount_type: 'percent', amount: '15.00' }),
        ]);
      }

    // Every licence is a real document, served to staff.
    for (const reseller of page.resellers.slice(0, 5)) {
      const file = await t.call(csr, { method: 'GET', url: reseller.file_attachment_path });
      expect(file.statusCode).toBe(200);
      expect((await fileTypeFromBuffer(file.rawPayload))?.mime).toBe(file.headers['content-type']);
    }

    // A second start changes nothing.
    await loadDemoPartners(t.db, t.config, new Date());
    expect((await t.call(csr, { method: 'GET', url: '/api/v1/resellers' })).json().total_count).toBe(page.total_count);
  });
});
