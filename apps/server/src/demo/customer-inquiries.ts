/**
 * The customer inquiry inbox: about thirty questions of the last three weeks from the shops' contact forms. Most
 * come from the shops' real demo customers about one of their orders (so the inbox links their orders, RMAs and
 * tickets); a few from people who have not bought yet. Most wait for a reply; the oldest were answered by the CSR
 * with a formatted reply, stored as the server's sanitiser leaves it; a few are closed.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { sanitizeHtmlBody } from '../platform/html/sanitize';
import { customerInquiries } from '../features/customer-inquiries/tables';
import { rmaSubmissions } from '../features/rma/tables';
import { wcOrders } from '../integrations/woocommerce/simulator/tables';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS, MINUTE_MS } from './random';

export const DEMO_CUSTOMER_INQUIRIES = 30;
/** The oldest inquiries: answered, then a few closed. */
const ANSWERED = 7;
const CLOSED = 3;
const STORY_DAYS = 21;

/** Questions about an order the customer placed. */
const ORDER_QUESTIONS: readonly (readonly [string, string])[] = [
  [
    'Where is my order?',
    'Hi, I placed order #{order} a few days ago and have not received a tracking number yet. Can you check?',
  ],
  [
    'Core return label',
    'How do I send my old module back for the core refund on order #{order}? I did not find a label in the box.',
  ],
  [
    'Wrong part number?',
    'The module from order #{order} has a different part number on the sticker than my old one. Will it still fit?',
  ],
  [
    'Programming question',
    'Does the unit from order #{order} need to be programmed to my VIN, or is it plug and play?',
  ],
  ['Change shipping address', 'Can you ship order #{order} to my work address instead? I will not be home this week.'],
  ['Invoice for my order', 'Could you e-mail me an invoice for order #{order}? I need it for my shop’s books.'],
  [
    'Module not working',
    'I installed the module from order #{order} and the fuel pump still does not prime. What should I check?',
  ],
  ['Cancel my order', 'Please cancel order #{order}, I found the problem was a blown fuse. Thanks!'],
];
/** Questions from people who have not ordered yet. */
const PRESALE_QUESTIONS: readonly (readonly [string, string])[] = [
  ['Do you rebuild ABS modules?', 'I have a 2012 Durango with an ABS light. Do you rebuild those or only TIPMs?'],
  ['Warranty question', 'What warranty comes with a rebuilt TIPM, and does it cover labor?'],
  ['Local pickup?', 'I am in Sacramento. Can I drop off my module and pick it up instead of shipping?'],
  ['Bulk pricing for my shop', 'I run a small repair shop and buy 4-5 modules a month. Do you offer a discount?'],
];
const STRANGERS: readonly (readonly [string, string])[] = [
  ['Walt Kimura', 'walt.kimura@example.net'],
  ['Fiona Adeyemi', 'fiona.adeyemi@example.org'],
  ['Gus Petrakis', 'gus.petrakis@example.com'],
  ['Nadia Corbin', 'nadia.corbin@example.net'],
  ['Eli Vance', 'eli.vance@example.org'],
];

const REPLIES = [
  (name: string, order: string | null) =>
    `<p>Hi ${name},</p><p>Thanks for reaching out. ${order ? `Order <strong>#${order}</strong> shipped yesterday` : 'We can help with that'}; you will receive the tracking number by e-mail shortly.</p><p>Best regards,<br>Customer Service</p>`,
  (name: string) =>
    `<p>Hello ${name},</p><p>The rebuilt unit is <strong>plug and play</strong> for your vehicle:</p><ul><li>Disconnect the battery first</li><li>Move the connectors one by one</li><li>Keep the old unit for the core return</li></ul><p>See our <a href="https://tipm.example/install-guide">install guide</a>.</p>`,
  (name: string) =>
    `<p>Hi ${name},</p><p>All our rebuilt modules carry a <em>lifetime warranty</em> on parts. Labor is not covered, but we ship a replacement the same day.</p>`,
];

interface Customer {
  name: string;
  email: string;
  order: string | null;
  shop: 'tipm' | 'ecm';
  phone: string | null;
}

/**
 * The shops' demo customers, each once with an order of theirs: first those who asked for an RMA (their inquiry
 * then links the RMA and its tickets), then the simulated shops' latest buyers (the order mirror fills after the
 * first sync, so the shops' own orders are read).
 */
async function shopCustomers(db: Db): Promise<Customer[]> {
  const returns = await db
    .select({
      first: rmaSubmissions.customer_firstname,
      last: rmaSubmissions.customer_lastname,
      email: rmaSubmissions.customer_email,
      phone: rmaSubmissions.customer_phone_number,
      order: rmaSubmissions.original_order_number,
      shop: rmaSubmissions.data_source,
    })
    .from(rmaSubmissions)
    .orderBy(desc(rmaSubmissions.created_at))
    .limit(8);
  const orders = await db
    .select({ billing: wcOrders.billing, order: wcOrders.number, shop: wcOrders.shop })
    .from(wcOrders)
    .orderBy(desc(wcOrders.date_created_gmt))
    .limit(300);
  const candidates = [
    ...returns.map((row) => ({ ...row, name: `${row.first} ${row.last}` })),
    ...orders.map((row) => {
      const billing = row.billing as { first_name?: string; last_name?: string; email?: string; phone?: string };
      return {
        name: `${billing.first_name ?? ''} ${billing.last_name ?? ''}`,
        email: billing.email ?? '',
        phone: billing.phone || null,
        order: row.order,
        shop: row.shop,
      };
    }),
  ];
  const seen = new Set<string>();
  const customers: Customer[] = [];
  for (const candidate of candidates) {
    const email = candidate.email.trim().toLowerCase();
    const name = candidate.name.trim();
    if (email === '' || name === '' || seen.has(email)) continue;
    seen.add(email);
    customers.push({
      name,
      email,
      phone: candidate.phone,
      order: candidate.order,
      shop: candidate.shop === 'ecm' ? 'ecm' : 'tipm',
    });
  }
  return customers;
}

export async function loadDemoCustomerInquiries(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(customerInquiries);
  if ((existing?.n ?? 0) > 0) return;
  const [csr] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'csr'));
  const dice = new Dice(DEMO_SEED + 18);
  const buyers = await shopCustomers(db);
  const rows = Array.from({ length: DEMO_CUSTOMER_INQUIRIES }, (_, index) => {
    // Spread over three weeks, oldest first, at shop hours.
    const day = STORY_DAYS - ((index + dice.next()) * STORY_DAYS) / DEMO_CUSTOMER_INQUIRIES;
    const created = new Date(now.getTime() - day * DAY_MS - dice.int(8 * 60) * MINUTE_MS);
    const buyer = index % 5 !== 4 ? buyers[index] : undefined;
    const stranger = dice.pick(STRANGERS);
    const customer: Customer = buyer ?? {
      name: stranger[0],
      email: stranger[1],
      order: null,
      shop: dice.chance(0.6) ? 'tipm' : 'ecm',
      phone: null,
    };
    const [subject, message] = customer.order ? dice.pick(ORDER_QUESTIONS) : dice.pick(PRESALE_QUESTIONS);
    const answered = index < ANSWERED + CLOSED && index % 4 !== 3;
    const status = index < ANSWERED + CLOSED && index >= ANSWERED ? 'closed' : answered ? 'answered' : 'waiting';
    const first = customer.name.split(' ')[0]!;
    return {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      subject,
      message: message.replace('{order}', customer.order ?? ''),
      order_number: customer.order,
      source: customer.shop,
      status,
      email_reply: answered ? sanitizeHtmlBody(dice.pick(REPLIES)(first, customer.order)) : null,
      replied_at: answered ? new Date(created.getTime() + (1 + dice.int(20)) * HOUR_MS) : null,
      replied_by_user_id: answered ? (csr?.id ?? null) : null,
      created_at: created,
      updated_at: created,
    };
  });
  await db.insert(customerInquiries).values(rows);
}
