import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LICENCE_MAX_BYTES, type Reseller } from '@makro/domain/partner-applications';
import { SANDBOX_WOO } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { tinyPdf, tinyPng } from '../../demo/partners';
import { partnerCouponCodes } from './service';

let t: TestApp;
let csr: string;
let admin: string;
let technician: string;
beforeAll(async () => {
  t = await buildTestApp();
  csr = await t.loginAs('csr');
  admin = await t.loginAs('administrator');
  technician = await t.loginAs('technician');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

let sequence = 0;
const nextAddress = () => `10.9.${Math.floor(sequence / 250)}.${(sequence++ % 250) + 1}`;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----makro${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (extra: Record<string, string> = {}) => ({
  firstname: 'Dana',
  lastname: 'Cole',
  business_name: 'Torque Pro LLC',
  business_email: `dana${sequence}@torquepro.example`,
  business_phone: '555-201-3344',
  ein_tax_id: '12-3456789',
  business_address: '12 Main St',
  city: 'Fresno',
  state: 'CA',
  zip: '93701',
  country: 'US',
  ...extra,
});

function apply(
  values: Record<string, string>,
  file: Part | null = {
    name: 'file_attachment',
    value: tinyPdf('Resale certificate'),
    filename: 'licence.pdf',
    type: 'application/pdf',
  },
) {
  const parts: Part[] = Object.entries(values).map(([name, value]) => ({ name, value }));
  if (file) parts.push(file);
  return t.app.inject({ method: 'POST', url: '/api/v1/resellers', remoteAddress: nextAddress(), ...multipart(parts) });
}

async function applied(extra: Record<string, string> = {}) {
  const response = await apply(fields(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reseller as { id: number; reseller_code: string };
}

const patch = (id: number, resellers: Record<string, unknown>, token = csr) =>
  t.call(token, { method: 'PATCH', url: `/api/v1/resellers/${id}`, payload: { resellers } });
const list = async (query = '', token = csr) =>
  (await t.call(token, { method: 'GET', url: `/api/v1/resellers?${query}` })).json();
const show = async (id: number) => {
  const answer = (await list('per_page=500')).resellers as Reseller[];
  return answer.find((reseller) => reseller.id === id)!;
};

async function shopCoupons(shop: 'tipm' | 'ecm', code: string) {
  const credentials = `consumer_key=${SANDBOX_WOO.consumerKey}&consumer_secret=${SANDBOX_WOO.consumerSecret}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/woocommerce/${shop}/wp-json/wc/v3/coupons?${credentials}&code=${encodeURIComponent(code)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown>[];
}

async function drain() {
  for (let round = 0; round < 30; round += 1) {
    await t.runOutbox();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the public application', () => {
  it('takes the fields and a licence PDF, makes the reseller code from the business name and stores the document', async () => {
    const reseller = await applied({ business_name: 'Canyon Module Works, Inc.' });
    expect(reseller.reseller_code).toBe('CANYONMODULEWORK15');
    const again = await applied({ business_name: 'Canyon Module Works' });
    expect(again.reseller_code).toBe('CANYONMODULEWORK15B');
    const row = await show(reseller.id);
    expect(row).toMatchObject({ status: 'pending', full_name: 'Dana Cole', coupons: [], notification: null });
    expect(row.file_attachment_path).toBe(`/api/v1/resellers/${reseller.id}/licence`);

    const download = await t.call(csr, { method: 'GET', url: row.file_attachment_path as string });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="CANYONMODULEWORK15-licence.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call(undefined, { method: 'GET', url: row.file_attachment_path as string })).statusCode).toBe(401);
    expect((await t.call(technician, { method: 'GET', url: row.file_attachment_path as string })).statusCode).toBe(403);
  });

  it('accepts a PNG and refuses a text file named licence.pdf, by its content', async () => {
    const png = await apply(fields(), {
      name: 'file_attachment',
      value: tinyPng(),
      filename: 'scan.png',
      type: 'image/png',
    });
    expect(png.statusCode, png.body).toBe(201);
    const lying = await apply(fields(), {
      name: 'file_attachment',
      value: Buffer.from('just some text pretending'),
      filename: 'licence.pdf',
      type: 'application/pdf',
    });
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error.details.fields).toEqual([
      { field: 'body.file_attachment', message: expect.stringContaining('PDF, JPEG or PNG') },
    ]);
  });

  it('refuses a document over 5 MB with 413 naming the field, and a missing one with 400', async () => {
    const big = Buffer.concat([tinyPdf('x'), Buffer.alloc(LICENCE_MAX_BYTES + 10, 32)]);
    const response = await apply(fields(), {
      name: 'file_attachment',
      value: big,
      filename: 'big.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.details.fields[0].field).toBe('body.file_attachment');
    const missing = await apply(fields(), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields[0].field).toBe('body.file_attachment');
  });

  it('refuses a second file with 413 naming the licence field', async () => {
    const parts = Object.entries(fields()).map(([name, value]) => ({ name, value }) as Part);
    const file = { name: 'file_attachment', value: tinyPdf('one'), filename: 'a.pdf', type: 'application/pdf' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resellers',
      remoteAddress: nextAddress(),
      ...multipart([...parts, file, { ...file, filename: 'b.pdf' }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.details.fields[0].field).toBe('body.file_attachment');
  });

  it('checks the text fields with the domain schema, answering 400 with their paths', async () => {
    const response = await apply(fields({ business_email: 'not-an-email', zip: '' }));
    expect(response.statusCode).toBe(400);
    const named = response.json().error.details.fields.map((entry: { field: string }) => entry.field);
    expect(named).toEqual(expect.arrayContaining(['body.business_email', 'body.zip']));
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resellers',
      payload: fields(),
      remoteAddress: nextAddress(),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.details.fields[0].field).toBe('body');
  });

  it('refuses a second open application for the same e-mail (409)', async () => {
    const values = fields({ business_email: 'twice@samebiz.example' });
    expect((await apply(values)).statusCode).toBe(201);
    const second = await apply(values);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.details.fields[0].field).toBe('body.business_email');
  });
});

describe('deciding', () => {
  it('approves: one coupon per shop with the exact body, then the approval e-mail; deciding again is 409', async () => {
    const reseller = await applied({ business_name: 'Valley Auto', business_email: 'ops@valleyauto.example' });
    const answer = await patch(reseller.id, { status: 'approved' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().reseller.coupons.map((coupon: { status: string }) => coupon.status)).toEqual([
      'pending',
      'pending',
    ]);
    await drain();
    for (const shop of ['tipm', 'ecm'] as const) {
      const coupons = await shopCoupons(shop, 'VALLEYAUTO15');
      expect(coupons).toHaveLength(1);
      expect(coupons[0]).toMatchObject({
        code: 'valleyauto15',
        discount_type: 'percent',
        amount: '15.00',
        individual_use: true,
        exclude_sale_items: true,
        email_restrictions: ['ops@valleyauto.example', '*@valleyauto.example'],
      });
      const meta = Object.fromEntries(
        (coupons[0]!.meta_data as { key: string; value: unknown }[]).map((entry) => [entry.key, entry.value]),
      );
      expect(meta).toEqual({
        notification_email: 'ops@valleyauto.example',
        is_a_reseller: 'yes',
        company_name: 'Valley Auto',
        ein_tax_id_verified: 'yes',
        customer_name: 'Dana Cole',
      });
    }
    const row = await show(reseller.id);
    expect(row.coupons.map((coupon) => coupon.status)).toEqual(['created', 'created']);
    expect(row.notification).toEqual({ email: 'ops@valleyauto.example', status: 'sent' });
    const mail = (await t.mailbox()).find((entry) => entry.to[0]!.email === 'ops@valleyauto.example');
    expect(mail?.template_id).toBe(t.config.mail.templates.partnerApproved);
    expect(mail?.personalization[0]!.data.reseller_code).toBe('VALLEYAUTO15');
    expect(await partnerCouponCodes(t.db)).toContain('valleyauto15');

    const again = await patch(reseller.id, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('final');
  });

  it('rejects with the rejection e-mail and no coupon', async () => {
    const reseller = await applied({ business_name: 'Nope Motors', business_email: 'x@nope.example' });
    const answer = await patch(reseller.id, { status: 'rejected' });
    expect(answer.statusCode).toBe(200);
    await drain();
    const row = await show(reseller.id);
    expect(row).toMatchObject({ status: 'rejected', coupons: [], notification: { status: 'sent' } });
    const mail = (await t.mailbox()).find((entry) => entry.to[0]!.email === 'x@nope.example');
    expect(mail?.template_id).toBe(t.config.mail.templates.partnerRejected);
    expect(await shopCoupons('tipm', 'NOPEMOTORS15')).toHaveLength(0);
    expect((await patch(reseller.id, { status: 'approved' })).statusCode).toBe(409);
    expect((await patch(reseller.id, { status: 'pending' })).statusCode).toBe(400);
  });

  it('shows the coupon pending on the failing shop, then ends with exactly one coupon per shop', async () => {
    const reseller = await applied({ business_name: 'Flaky Parts', business_email: 'a@flaky.example' });
    // The first shop call fails: TIPM's coupon job goes first, so TIPM is the shop left pending.
    await t.app.inject({
      method: 'PUT',
      url: '/sandbox/woocommerce/_faults',
      payload: { fail_status: 503, fail_times: 1 },
    });
    await patch(reseller.id, { status: 'approved' });
    await t.runOutbox();
    const meanwhile = await show(reseller.id);
    expect(meanwhile.coupons).toEqual([
      expect.objectContaining({ shop: 'tipm', status: 'pending', error: expect.any(String) }),
      expect.objectContaining({ shop: 'ecm', status: 'created' }),
    ]);
    expect(meanwhile.notification).toBeNull();
    await drain();
    for (const shop of ['tipm', 'ecm'] as const) expect(await shopCoupons(shop, 'FLAKYPARTS15')).toHaveLength(1);
    const after = await show(reseller.id);
    expect(after.coupons.map((coupon) => coupon.status)).toEqual(['created', 'created']);
    expect(after.notification?.status).toBe('sent');
  });

  it("never takes over a shop coupon of the same code that is not the partner's: failed, then retried", async () => {
    const reseller = await applied({ business_name: 'Spring Sale', business_email: 'p@springsale.example' });
    const foreign = await t.app.integrations.shops.createCoupon('tipm', { code: 'SPRINGSALE15', amount: '5' });
    await patch(reseller.id, { status: 'approved' });
    await drain();
    const failed = await show(reseller.id);
    expect(failed.coupons[0]).toMatchObject({
      shop: 'tipm',
      status: 'failed',
      error: expect.stringContaining('not this partner'),
    });
    expect(failed.coupons[1]).toMatchObject({ shop: 'ecm', status: 'created' });
    expect(failed.notification).toBeNull();
    expect((await shopCoupons('tipm', 'SPRINGSALE15'))[0]).toMatchObject({ amount: '5.00' });

    await t.app.integrations.shops.deleteCoupon('tipm', foreign.id);
    const retried = await t.call(csr, { method: 'POST', url: `/api/v1/resellers/${reseller.id}/retry_coupons` });
    expect(retried.statusCode).toBe(200);
    await drain();
    const done = await show(reseller.id);
    expect(done.coupons.map((coupon) => coupon.status)).toEqual(['created', 'created']);
    expect(done.notification?.status).toBe('sent');
    expect(
      (await t.call(csr, { method: 'POST', url: `/api/v1/resellers/${reseller.id}/retry_coupons` })).statusCode,
    ).toBe(409);
  });

  it('finds the coupon an earlier attempt made instead of duplicating it', async () => {
    const reseller = await applied({ business_name: 'Retry Garage', business_email: 'r@retry.example' });
    await t.app.integrations.shops.createCoupon('ecm', {
      code: 'RETRYGARAGE15',
      discount_type: 'percent',
      amount: '10',
      meta_data: [
        { key: 'is_a_reseller', value: 'yes' },
        { key: 'notification_email', value: 'r@retry.example' },
      ],
    });
    await patch(reseller.id, { status: 'approved' });
    await drain();
    const coupons = await shopCoupons('ecm', 'RETRYGARAGE15');
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ amount: '15.00', individual_use: true });
    expect((await show(reseller.id)).coupons.map((coupon) => coupon.status)).toEqual(['created', 'created']);
  });
});

describe('an approved partner', () => {
  it('is edited (ZIP required), its coupons follow; resend sends the approval again; delete removes the coupons', async () => {
    const reseller = await applied({ business_name: 'Dash Docs', business_email: 'hello@dashdocs.example' });
    expect((await patch(reseller.id, { zip: '90210' })).statusCode).toBe(409);
    await patch(reseller.id, { status: 'approved' });
    await drain();

    const noZip = await patch(reseller.id, { firstname: 'Dee' });
    expect(noZip.statusCode).toBe(400);
    expect(noZip.json().error.details.fields[0].field).toBe('body.resellers.zip');
    const empty = await patch(reseller.id, { firstname: 'Dee', zip: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields[0]).toEqual({ field: 'body.resellers.zip', message: 'ZIP is required' });

    const edited = await patch(reseller.id, {
      firstname: 'Dee',
      lastname: 'Marsh',
      business_name: 'Dash Docs Co',
      business_phone: '555-000-1111',
      ein_tax_id: '98-7654321',
      business_address: '1 Elm',
      city: 'Reno',
      state: 'NV',
      zip: '89501',
      country: 'US',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().reseller).toMatchObject({ full_name: 'Dee Marsh', city: 'Reno', zip: '89501' });
    await drain();
    for (const shop of ['tipm', 'ecm'] as const) {
      const [coupon] = await shopCoupons(shop, 'DASHDOCS15');
      const meta = Object.fromEntries(
        (coupon!.meta_data as { key: string; value: unknown }[]).map((entry) => [entry.key, entry.value]),
      );
      expect(meta).toMatchObject({ company_name: 'Dash Docs Co', customer_name: 'Dee Marsh' });
    }

    const before = (await t.mailbox()).filter((entry) => entry.to[0]!.email === 'hello@dashdocs.example').length;
    const resend = await t.call(csr, { method: 'POST', url: `/api/v1/resellers/${reseller.id}/resend_notification` });
    expect(resend.statusCode).toBe(200);
    await drain();
    const after = (await t.mailbox()).filter((entry) => entry.to[0]!.email === 'hello@dashdocs.example').length;
    expect(after).toBe(before + 1);

    expect((await t.call(csr, { method: 'DELETE', url: `/api/v1/resellers/${reseller.id}` })).statusCode).toBe(403);
    const deleted = await t.call(admin, { method: 'DELETE', url: `/api/v1/resellers/${reseller.id}` });
    expect(deleted.statusCode).toBe(200);
    await drain();
    expect(await shopCoupons('tipm', 'DASHDOCS15')).toHaveLength(0);
    expect(await shopCoupons('ecm', 'DASHDOCS15')).toHaveLength(0);
    expect((await t.call(csr, { method: 'GET', url: `/api/v1/resellers/${reseller.id}/licence` })).statusCode).toBe(
      404,
    );
  });

  it('refuses resending to a pending application', async () => {
    const reseller = await applied({ business_name: 'Waiting Room' });
    const answer = await t.call(csr, { method: 'POST', url: `/api/v1/resellers/${reseller.id}/resend_notification` });
    expect(answer.statusCode).toBe(409);
  });
});

describe('the table', () => {
  it('filters by status, searches and pages 20 at a time, with the pending count', async () => {
    for (let index = 0; index < 3; index += 1) await applied({ business_name: `Searchable Shop ${index}` });
    const found = await t.call(csr, {
      method: 'GET',
      url: '/api/v1/resellers/search?keyword=searchable&status=pending',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().resellers).toHaveLength(3);
    const all = await list();
    expect(all.resellers.length).toBeLessThanOrEqual(20);
    expect(all.current_page).toBe(1);
    const counted = await t.db.execute(sql`select count(*)::int as n from resellers where status = 'pending'`);
    const [pending] = (counted as unknown as { rows: { n: number }[] }).rows;
    expect(all.pending_count).toBe(pending!.n);
    const approved = await list('status=approved');
    expect(approved.resellers.every((reseller: { status: string }) => reseller.status === 'approved')).toBe(true);
    expect((await t.call(technician, { method: 'GET', url: '/api/v1/resellers' })).statusCode).toBe(403);
    expect((await t.call(csr, { method: 'GET', url: '/api/v1/resellers?status=bogus' })).statusCode).toBe(400);
  });
});
