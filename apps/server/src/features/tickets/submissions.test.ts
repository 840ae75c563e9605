import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sql } from 'drizzle-orm';
import { rentalSubmissions } from './tables';
import { seedTicket } from './tickets-test-support';

let t: TestApp;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  csr = await t.loginAs('csr');
  const rentals = await t.db
    .insert(rentalSubmissions)
    .values(
      Array.from({ length: 25 }, (_, index) => ({
        rental_number: `REN-${4000 + index}`,
        source: index % 2 ? 'ecm' : 'tipm',
        order_number: String(4000 + index),
        customer_first_name: index === 7 ? 'Marisol' : 'Renter',
        customer_last_name: `Number${index}`,
        customer_email: `renter${index}@example.com`,
        submission_date: new Date(Date.UTC(2026, 9, 1 + index)),
        reason_for_return: 'Vehicle repaired',
        order_notes: index === 7 ? 'Return label sent' : null,
      })),
    )
    .returning();
  const marisol = rentals.find((row) => row.rental_number === 'REN-4007')!;
  await seedTicket(t.db, {
    ticket_number: 'REN-4007',
    ticket_type: 'rental',
    origin: { kind: 'rental_submission', id: marisol.id, number: 'REN-4007' },
  });
  await t.db.execute(sql`
    insert into repair_order_submissions (rep_number, source, customer_first_name, customer_last_name, vin, repair_price)
    values ('70001', 'TIPM', 'Walk', 'In', '1C4RJFAG5FC625797', '189.00'), ('70002', 'ECM', 'Dana', 'Reed', null, '249.00')`);
});
afterAll(() => t.close());

const get = (url: string, token = csr) => t.call(token, { method: 'GET', url });

describe('rental submissions', () => {
  it('pages newest first (20 a page) and searches name, e-mail or number in any case', async () => {
    const first = (await get('/api/v1/rental_submissions?per_page=20')).json();
    expect(first).toMatchObject({ total_count: 25, total_pages: 2, current_page: 1 });
    expect(first.rental_submissions).toHaveLength(20);
    expect(first.rental_submissions[0].rental_number).toBe('REN-4024');
    for (const keyword of ['marisol', 'MARISOL', 'renter7@', 'ren-4007']) {
      const found = (await get(`/api/v1/rental_submissions?keyword=${keyword}`)).json();
      expect(
        found.rental_submissions.map((row: { rental_number: string }) => row.rental_number),
        keyword,
      ).toEqual(['REN-4007']);
    }
  });

  it('finds one by rental number with or without REN-, with its ticket', async () => {
    for (const number of ['REN-4007', '4007', 'ren-4007']) {
      const found = (await get(`/api/v1/rental_submissions?rental_number=${number}`)).json();
      expect(found.rental_submissions, number).toEqual([
        expect.objectContaining({
          rental_number: 'REN-4007',
          order_number: '4007',
          order_notes: 'Return label sent',
          ticket_number: 'REN-4007',
        }),
      ]);
    }
    expect((await get('/api/v1/rental_submissions?rental_number=REN-9')).json().total_count).toBe(0);
  });

  it('lets refunds staff read them, and no one without a reason to', async () => {
    expect((await get('/api/v1/rental_submissions', await t.loginAs('csr_manager'))).statusCode).toBe(200);
    expect((await get('/api/v1/rental_submissions', await t.loginAs('rtgrim'))).statusCode).toBe(403);
  });
});

describe('repair order submissions', () => {
  it('lists and searches by number, name or VIN', async () => {
    const all = (await get('/api/v1/repair_order_submissions')).json();
    expect(all).toMatchObject({ total_count: 2, current_page: 1 });
    expect(all.repair_order_submissions[0]).toMatchObject({
      is_walk_in: true,
      is_paid: false,
      shipping_option: 'local_pickup',
    });
    for (const keyword of ['70002', 'reed', 'fc625797']) {
      expect((await get(`/api/v1/repair_order_submissions?keyword=${keyword}`)).json().total_count, keyword).toBe(1);
    }
  });
});
