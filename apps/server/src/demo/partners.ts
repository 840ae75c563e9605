import { deflateSync, crc32 } from 'node:zlib';
import { count, eq, inArray } from 'drizzle-orm';
import { couponEmailRestrictions, PARTNER_SHOPS, type PartnerStatus } from '@makro/domain/partner-applications';
import type { Config } from '../config';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { createFileStorage } from '../platform/storage';
import { wcCoupons } from '../integrations/woocommerce/simulator/tables';
import { resellerCoupons, resellers } from '../features/partner-applications/tables';
import { enqueueCouponSync, partnerCoupon } from '../features/partner-applications/service';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS } from './random';

/**
 * The approved partners' reseller codes: their coupons exist on both simulated shops, and partner-orders.ts
 * places some of the shops' orders with them, so the order report's partner export has real rows.
 */
export const DEMO_PARTNER_CODES = ['TORQUEPRO15', 'VALLEYAUTO15', 'DASHDOCS15'] as const;

/** A one-page PDF that says what it is (a valid file: readers open it, file-type knows it by its bytes). */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 14 Tf 56 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A small valid PNG (a scanned certificate's stand-in): a pale page with a coloured band. */
export function tinyPng(width = 48, height = 32, band: [number, number, number] = [40, 90, 160]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(y < height / 4 ? band : [245, 245, 240], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Applicant {
  firstname: string;
  lastname: string;
  business_name: string;
  code: string;
  domain: string;
  city: string;
  state: string;
  zip: string;
  status: PartnerStatus;
}

const applicant = (
  [firstname, lastname]: [string, string],
  business_name: string,
  code: string,
  [city, state, zip]: [string, string, string],
  status: PartnerStatus,
): Applicant => ({
  firstname,
  lastname,
  business_name,
  code,
  domain: `${business_name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .split(/\s+/)
    .filter((word) => word && !['llc', 'inc', 'co'].includes(word))
    .join('')}.example`,
  city,
  state,
  zip,
  status,
});

/** Oldest first: the approved partners applied months ago, the pending ones in the last weeks. */
const APPLICANTS: Applicant[] = [
  applicant(['Marcus', 'Bell'], 'Torque Pro LLC', 'TORQUEPRO15', ['Fresno', 'CA', '93721'], 'approved'),
  applicant(['Janet', 'Ortiz'], 'Valley Auto, Inc.', 'VALLEYAUTO15', ['Phoenix', 'AZ', '85004'], 'approved'),
  applicant(['Priya', 'Raman'], 'Dash Docs LLC', 'DASHDOCS15', ['Austin', 'TX', '78701'], 'approved'),
  applicant(['Eddie', 'Cho'], 'Quick Flip Motors', 'QUICKFLIPMOTORS15', ['Reno', 'NV', '89501'], 'rejected'),
  applicant(['Sara', 'Lind'], 'Northside Salvage', 'NORTHSIDESALVAGE15', ['Spokane', 'WA', '99201'], 'rejected'),
  applicant(['Tom', 'Haines'], 'Haines Garage', 'HAINESGARAGE15', ['Boise', 'ID', '83702'], 'rejected'),
  applicant(['Luis', 'Mendez'], 'Mendez Auto Electric', 'MENDEZAUTOELECTR15', ['El Paso', 'TX', '79901'], 'rejected'),
  applicant(['Amy', 'Foster'], 'Foster Fleet Services', 'FOSTERFLEETSERVI15', ['Tulsa', 'OK', '74103'], 'rejected'),
  applicant(['Ray', 'Dunn'], 'Dunn Deals Online', 'DUNNDEALSONLINE15', ['Orlando', 'FL', '32801'], 'rejected'),
  applicant(['Nina', 'Park'], 'Park Place Motors', 'PARKPLACEMOTORS15', ['Denver', 'CO', '80202'], 'rejected'),
  applicant(['Owen', 'Grady'], 'Grady Bros Towing', 'GRADYBROSTOWING15', ['Omaha', 'NE', '68102'], 'rejected'),
  applicant(['Kim', 'Soto'], 'Soto Performance', 'SOTOPERFORMANCE15', ['San Antonio', 'TX', '78205'], 'rejected'),
  applicant(['Greg', 'Wolfe'], 'Wolfe Module Exchange', 'WOLFEMODULEEXCHA15', ['Columbus', 'OH', '43215'], 'rejected'),
  applicant(['Dana', 'Shaw'], 'Shaw Diesel Repair', 'SHAWDIESELREPAIR15', ['Billings', 'MT', '59101'], 'rejected'),
  applicant(['Hector', 'Vega'], 'Vega Auto Body', 'VEGAAUTOBODY15', ['Albuquerque', 'NM', '87102'], 'pending'),
  applicant(
    ['Lily', 'Chen'],
    'Chen Electronics Repair',
    'CHENELECTRONICSR15',
    ['Sacramento', 'CA', '95814'],
    'pending',
  ),
  applicant(
    ['Brian', 'Kowalski'],
    'Lakeshore Auto Parts',
    'LAKESHOREAUTOPAR15',
    ['Milwaukee', 'WI', '53202'],
    'pending',
  ),
  applicant(['Fatima', 'Noor'], 'Crescent Car Care', 'CRESCENTCARCARE15', ['Dearborn', 'MI', '48126'], 'pending'),
  applicant(['Jake', 'Turner'], 'Turner Transmission', 'TURNERTRANSMISSI15', ['Knoxville', 'TN', '37902'], 'pending'),
  applicant(['Olga', 'Ivanova'], 'Redline ECU Tuning', 'REDLINEECUTUNING15', ['Charlotte', 'NC', '28202'], 'pending'),
  applicant(['Sam', 'Brooks'], 'Brooks Mobile Mechanics', 'BROOKSMOBILEMECH15', ['Savannah', 'GA', '31401'], 'pending'),
  applicant(['Maya', 'Reid'], 'Summit Powertrain', 'SUMMITPOWERTRAIN15', ['Salt Lake City', 'UT', '84101'], 'pending'),
];

/** The coupon fields WooCommerce keeps besides the partner's own (the simulator's stored shape). */
const COUPON_DEFAULTS = {
  description: '',
  date_expires: null,
  date_expires_gmt: null,
  usage_count: 0,
  product_ids: [],
  excluded_product_ids: [],
  usage_limit: null,
  usage_limit_per_user: null,
  limit_usage_to_x_items: null,
  free_shipping: false,
  product_categories: [],
  excluded_product_categories: [],
  minimum_amount: '0.00',
  maximum_amount: '0.00',
  used_by: [],
};

/**
 * The partner program's chapter: about twenty applications over the last five months, each with a small real
 * licence document in storage; the three partners of DEMO_PARTNER_CODES approved with their coupon on both
 * simulated shops, eleven rejected, eight pending for staff to decide.
 */
export async function loadDemoPartners(db: Db, config: Config, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(resellers);
  if ((existing?.n ?? 0) > 0) return;
  const dice = new Dice(DEMO_SEED + 16);
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['administrator', 'csr', 'csr_manager']));
  const decider = () => staff[dice.int(staff.length)]?.id ?? null;
  const storage = await createFileStorage(config.storage);

  const rows = APPLICANTS.map((person, index) => {
    // Approved and rejected ones 150..25 days ago, pending ones in the last three weeks.
    const daysAgo =
      person.status === 'pending'
        ? 21 - ((index - 14) * 20) / 8 - dice.between(0, 2)
        : 150 - (index * 120) / 14 + dice.between(-3, 3);
    const created = new Date(now.getTime() - daysAgo * DAY_MS - dice.int(10) * HOUR_MS);
    const decided =
      person.status === 'pending' ? null : new Date(created.getTime() + (1 + dice.int(5)) * DAY_MS + 3 * HOUR_MS);
    const png = dice.chance(0.35);
    return {
      person,
      png,
      values: {
        firstname: person.firstname,
        lastname: person.lastname,
        reseller_code: person.code,
        business_email: `${person.firstname.toLowerCase()}@${person.domain}`,
        business_phone: `(${200 + dice.int(700)}) 555-${String(1000 + dice.int(9000))}`,
        business_name: person.business_name,
        ein_tax_id: `${10 + dice.int(89)}-${String(1_000_000 + dice.int(8_999_999))}`,
        business_address: `${100 + dice.int(8900)} ${dice.pick(['Main St', 'Industrial Blvd', 'Commerce Dr', 'Oak Ave', 'Route 9'])}`,
        city: person.city,
        state: person.state,
        zip: person.zip,
        country: 'US',
        status: person.status,
        created_at: created,
        updated_at: decided ?? created,
        decided_at: decided,
        decided_by_user_id: decided ? decider() : null,
      },
    };
  });
  const inserted = await db
    .insert(resellers)
    .values(rows.map((row) => row.values))
    .returning();

  for (const [index, row] of inserted.entries()) {
    const { png, person } = rows[index]!;
    const extension = png ? 'png' : 'pdf';
    const contentType = png ? 'image/png' : 'application/pdf';
    const key = `resellers/${row.id}/licence.${extension}`;
    const document = png
      ? tinyPng(48, 32, [40 + dice.int(150), 60 + dice.int(120), 120 + dice.int(120)])
      : tinyPdf(`Resale Certificate - ${person.business_name} - ${row.ein_tax_id} - ${person.state}`);
    await storage.put(key, document, contentType);
    row.file_attachment_path = key;
    row.file_content_type = contentType;
  }
  for (const row of inserted)
    await db
      .update(resellers)
      .set({
        file_attachment_path: row.file_attachment_path,
        file_content_type: row.file_content_type,
        updated_at: row.updated_at,
      })
      .where(eq(resellers.id, row.id));

  const approved = inserted.filter((row) => row.status === 'approved');
  if (config.integrations === 'sandbox') {
    const coupons = await db
      .insert(wcCoupons)
      .values(
        approved.flatMap((row) =>
          PARTNER_SHOPS.map((shop) => {
            const { code, meta_data, ...fields } = partnerCoupon(row);
            return {
              shop,
              code: code.toLowerCase(),
              status: 'publish',
              data: {
                ...COUPON_DEFAULTS,
                ...fields,
                amount: `${Number(fields.amount).toFixed(2)}`,
                email_restrictions: couponEmailRestrictions(row.business_email),
                meta_data: (meta_data ?? []).map((entry, position) => ({ id: position + 1, ...entry })),
              },
              date_created_gmt: row.decided_at!,
              date_modified_gmt: row.decided_at!,
            };
          }),
        ),
      )
      .returning({ id: wcCoupons.id, shop: wcCoupons.shop, code: wcCoupons.code });
    await db.insert(resellerCoupons).values(
      coupons.map((coupon) => ({
        reseller_id: approved.find((row) => row.reseller_code.toLowerCase() === coupon.code)!.id,
        shop: coupon.shop,
        status: 'created',
        coupon_id: coupon.id,
      })),
    );
  } else {
    // Real shops: the outbox makes the coupons, as an approval would.
    await db
      .insert(resellerCoupons)
      .values(
        approved.flatMap((row) => PARTNER_SHOPS.map((shop) => ({ reseller_id: row.id, shop, status: 'pending' }))),
      );
    for (const row of approved) await enqueueCouponSync(db, row);
  }
}
