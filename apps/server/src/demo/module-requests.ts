/**
 * The module request tracker: about forty customers of the last two months asking the two shops for a module
 * they do not list. The older form's requests name a module type (and often a part number); the newer form's
 * give a year, make and model (sometimes a VIN). Most wait for a reply; the oldest few were answered by the CSR
 * with a formatted reply, stored as the server's sanitiser leaves it.
 */
import { count, eq } from 'drizzle-orm';
import { MODULE_TYPES, type ModuleCondition } from '@makro/domain/module-requests';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { sanitizeHtmlBody } from '../platform/html/sanitize';
import { moduleRequests } from '../features/module-requests/tables';
import { DEMO_PARTS, type DemoPart } from './parts';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS, MINUTE_MS } from './random';

export const DEMO_MODULE_REQUESTS = 40;
/** The oldest requests are the answered ones. */
const ANSWERED = 9;
const STORY_DAYS = 60;

const FIRST_NAMES = [
  'Dana',
  'Marcus',
  'Priya',
  'Tom',
  'Luis',
  'Keisha',
  'Brent',
  'Olga',
  'Hector',
  'Jenna',
  'Darnell',
  'Megan',
  'Raj',
  'Carla',
  'Wes',
  'Tanya',
  'Omar',
  'Becky',
  'Grant',
  'Yolanda',
];
const LAST_NAMES = [
  'Whitfield',
  'Nguyen',
  'Patel',
  'Kowalski',
  'Ramirez',
  'Brooks',
  'Holloway',
  'Ivanova',
  'Castillo',
  'Moore',
  'Jefferson',
  'Sullivan',
  'Mehta',
  'Ortega',
  'Lindqvist',
  'Baker',
  'Haddad',
  'Fischer',
  'Dawson',
  'Reyes',
];
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** Vehicles the newer form's customers drive when the part they name does not say. */
const VEHICLES: readonly (readonly [number, string, string])[] = [
  [2014, 'Ram', '1500'],
  [2016, 'Jeep', 'Wrangler'],
  [2012, 'Dodge', 'Durango'],
  [2013, 'Chrysler', '300'],
  [2015, 'Dodge', 'Charger'],
  [2017, 'Ram', '2500'],
  [2011, 'Jeep', 'Grand Cherokee'],
  [2010, 'Dodge', 'Grand Caravan'],
];

const CONDITIONS: readonly (readonly [ModuleCondition | null, number])[] = [
  [null, 4],
  ['REBUILT', 3],
  ['NEW', 2],
  ['LIKENEW', 1],
  ['PREOWNED', 1],
];

const REPLIES = [
  (name: string, part: string) =>
    `<p>Hi ${name},</p><p>Good news: we can rebuild <strong>${part}</strong> for you. Send us your unit and it ships back within <em>3 business days</em>.</p><p>Order the rebuild service <a href="https://tipm.example/repair-service">on our shop</a>.</p>`,
  (name: string, part: string) =>
    `<p>Hi ${name},</p><p>We have <strong>one ${part}</strong> in stock. It is not listed yet; reply to this e-mail and we will send you a payment link.</p><ul><li>90-day warranty</li><li>Programmed to your VIN</li></ul>`,
  (name: string, part: string) =>
    `<p>Hello ${name},</p><p>Unfortunately we do not carry <strong>${part}</strong> at the moment. We put you on the list and will write as soon as one comes in.</p>`,
];

/** "2011 Jeep Grand Cherokee TIPM …" → its year, make and model; ECM parts name no year. */
function vehicleOf(part: DemoPart, dice: Dice): readonly [number, string, string] {
  const match = /^(\d{4}) (\S+) (.+?) (TIPM|FCM|BCM|ECM|PCM)\b/.exec(part.name.replace(/&amp;/g, '&'));
  return match ? [Number(match[1]), match[2]!, match[3]!] : dice.pick(VEHICLES);
}

/** The tracker's module type for a part: its own when the list has it, else its category (TIPM, ECM). */
function moduleTypeOf(part: DemoPart): string {
  const known = MODULE_TYPES as readonly string[];
  if (known.includes(part.module_type)) return part.module_type;
  return known.includes(part.category) ? part.category : part.shop.toUpperCase();
}

export async function loadDemoModuleRequests(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(moduleRequests);
  if ((existing?.n ?? 0) > 0) return;
  const [csr] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'csr'));
  const dice = new Dice(DEMO_SEED + 16);
  const rows = Array.from({ length: DEMO_MODULE_REQUESTS }, (_, index) => {
    // Spread over two months, oldest first, at shop hours.
    const day = STORY_DAYS - ((index + dice.next()) * STORY_DAYS) / DEMO_MODULE_REQUESTS;
    const created = new Date(now.getTime() - day * DAY_MS - dice.int(8 * 60) * MINUTE_MS);
    const first = dice.pick(FIRST_NAMES);
    const last = dice.pick(LAST_NAMES);
    const part = dice.pick(DEMO_PARTS);
    const legacy = index % 5 < 2;
    const [year, make, model] = vehicleOf(part, dice);
    const named = legacy || dice.chance(0.6);
    const answered = index < ANSWERED;
    const email = `${first}.${last}${dice.chance(0.4) ? dice.digits(2) : ''}@${dice.pick(MAIL_DOMAINS)}`.toLowerCase();
    const reply = answered
      ? sanitizeHtmlBody(dice.pick(REPLIES)(first, named ? part.part_number : `${year} ${make} ${model} module`))
      : null;
    return {
      name: `${first} ${last}`,
      email,
      phone_number: dice.chance(0.8)
        ? `(${dice.pick(['209', '310', '512', '615', '702', '916'])}) 555-${dice.digits(4)}`
        : null,
      module_type: legacy ? moduleTypeOf(part) : null,
      condition: dice.weighted(CONDITIONS),
      part_number: named ? part.part_number : null,
      vin: !legacy && dice.chance(0.5) ? demoVin(dice) : null,
      year: legacy ? null : year,
      make: legacy ? null : make,
      model: legacy ? null : model,
      source: part.shop,
      status: answered ? 'completed' : 'pending',
      email_reply: reply,
      replied_at: answered ? new Date(created.getTime() + (2 + dice.int(30)) * HOUR_MS) : null,
      replied_by_user_id: answered ? (csr?.id ?? null) : null,
      created_at: created,
      updated_at: created,
    };
  });
  await db.insert(moduleRequests).values(rows);
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
function demoVin(dice: Dice): string {
  return `${dice.pick(['1C4', '1C6', '2C3', '1D7', '3C6'])}${Array.from({ length: 14 }, () => dice.pick([...VIN_CHARACTERS])).join('')}`;
}
