/**
 * What the desk types into the wizard for a planned repair order: one of the shops' customers, a vehicle the shop
 * lists (a year its model was built in, a VIN of that make and year), or a VK2 firmware code, the type's issues
 * and the customer's words for them. Checked by the wizard's own schema, so the demo holds nothing it would refuse.
 */
import { decodeHTML } from 'entities';
import { eq } from 'drizzle-orm';
import {
  ECM_ISSUES,
  REPAIR_ORDER,
  StaffRepairOrderInput,
  TIPM_ISSUES,
  VK2_FIRMWARE,
  type RepairOrderInput,
} from '@makro/domain/repairs';
import { vinCheckDigit } from '@makro/domain/vin-decoder';
import type { Db } from '../../platform/db/client';
import { wcCategories, wcOrders } from '../../integrations/woocommerce/simulator/tables';
import type { PlannedRepair } from '.';

/** What a customer or their shop says about each fault, as the CSR types it into the description. */
const SAYS: Record<string, readonly [tipm: string, ecm: string]> = {
  'Fuel Pump': ['Fuel pump does not prime with the key on; it starts with a jumper on the fuel pump relay.', ''],
  Starter: ['Starter clicks and only cranks after several tries.', ''],
  'No crank No start': [
    'No crank, no start. Battery tested good at 12.6 V and the dash lights come on.',
    'No crank, no start, and no communication with the PCM.',
  ],
  Headlights: ['Headlights stay on with the key off and drain the battery overnight.', ''],
  'Tail / Brake Lights': ['Brake lights stay on; the brake switch was already replaced.', ''],
  'Turn Signals / Hazards': ['Hazards come on by themselves while driving.', ''],
  Horn: ['Horn sounds on its own when the doors are locked.', ''],
  Wipers: ['Wipers run with the switch off and will not park.', ''],
  'Radiator Fan': ['Radiator fan runs all the time, even with the engine cold.', ''],
  'A/C Compressor': ['A/C compressor clutch never engages; the refrigerant charge is correct.', ''],
  'Blower Motor': ['Blower motor works on high only.', ''],
  'Power Windows / Locks': ['Power locks cycle by themselves; windows work from the driver switch only.', ''],
  'Battery Drain': ['Battery drains overnight; a 1.2 A draw was traced to the TIPM.', ''],
  'Airbag Light': ['Airbag light on with a lost-communication code.', ''],
  'No Communication': [
    'No communication with the scan tool; several modules report U0100.',
    'No communication with the scan tool; the module has power and ground.',
  ],
  'Water Damage': [
    'Water got in from a leaking cowl; corrosion on the connector.',
    'The vehicle sat in a flood; no start since.',
  ],
  Others: [
    'Intermittent electrical faults; the customer’s shop suspects the TIPM.',
    'Intermittent problems the dealer could not find; the customer wants the module tested.',
  ],
  Misfires: ['', 'Misfires under load, P0300 and P0302 stored; plugs and coils already replaced.'],
  Immobilizer: ['', 'Immobilizer light flashes; the engine starts and dies after two seconds.'],
  'Crank No start': ['', 'Cranks but will not start; no injector pulse, fuel pressure good.'],
  'Check Engine Light': ['', 'Check engine light on with P0600 (serial communication link).'],
  Stalling: ['', 'Stalls at idle when warm and restarts right away.'],
  'Rough Idle': ['', 'Rough idle and hesitation since a jump start.'],
  'Transmission Shifting / Limp Mode': ['', 'Transmission stuck in limp mode in third gear, P0700 stored.'],
  'Fuel Injector Circuit': ['', 'P0201 injector circuit open on cylinder 1; the harness checks good.'],
  'Electronic Throttle Control': ['', 'Electronic throttle control light on, P2135 with a new throttle body.'],
  'Crank / Cam Sensor Codes': ['', 'P0340 and P0335 come back after both sensors were replaced.'],
  'CPC fault code': ['', 'CPC fault code after a battery change; the module will not take a calibration.'],
  'Programming / VIN Mismatch': ['', 'Used module from a salvage yard; needs the VIN and mileage written.'],
};
const SINCE = [
  'It started about a week ago.',
  'Customer reports it started three weeks ago.',
  'Comes and goes; worse in the cold.',
  'A dealer quoted a new module; the customer wants theirs repaired.',
  'The shop already checked the fuses and grounds.',
  'The vehicle is towed in; the module will be dropped off.',
];
const ENGINES: Record<string, readonly string[]> = {
  Dodge: ['2.4', '3.6', '5.7'],
  Jeep: ['3.6', '3.7', '5.7'],
  Chrysler: ['3.6', '3.8'],
  Ram: ['5.7', '6.7'],
  Ford: ['3.5', '5.0', '6.7'],
  Volkswagen: ['3.6', '4.0'],
};
/** The model years each model was built in: the shop lists a make's years, the customer's car is one of them. */
const MODEL_YEARS: Record<string, readonly [number, number]> = {
  'Dodge Journey': [2009, 2020],
  'Dodge Grand Caravan': [2008, 2020],
  'Dodge Durango': [2011, 2020],
  'Dodge Nitro': [2007, 2011],
  'Dodge Charger': [2007, 2020],
  'Dodge Challenger': [2008, 2020],
  'Dodge Avenger': [2008, 2014],
  'Jeep Grand Cherokee': [2007, 2021],
  'Jeep Wrangler': [2007, 2021],
  'Jeep Liberty': [2007, 2012],
  'Jeep Cherokee': [2014, 2021],
  'Jeep Compass': [2007, 2021],
  'Jeep Patriot': [2007, 2017],
  'Jeep Commander': [2007, 2010],
  'Chrysler Town & Country': [2008, 2016],
  'Chrysler 200': [2011, 2017],
  'Chrysler 300': [2007, 2019],
  'Chrysler Sebring': [2007, 2010],
  'Ram ProMaster': [2014, 2022],
  'Ford Escape': [2008, 2019],
  'Volkswagen Routan': [2009, 2014],
};
/** World manufacturer identifiers the makes' VINs start with. */
const MAKERS: Record<string, string> = {
  Dodge: '2D4',
  Jeep: '1C4',
  Chrysler: '2C3',
  Ram: '3C6',
  Ford: '1FT',
  Volkswagen: '2V4',
};
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const at = <T>(values: ArrayLike<T>, draw: number): T => values[Math.floor(draw * values.length)]!;

export interface Billing {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
}

export interface Make {
  id: number;
  name: string;
  years: number[];
  models: { id: number; name: string }[];
}

/** The makes a shop lists (top categories with model years) with their models, as the wizard offers them. */
export async function vehiclesOf(db: Db, shop: string): Promise<Make[]> {
  const rows = await db.select().from(wcCategories).where(eq(wcCategories.shop, shop)).orderBy(wcCategories.id);
  return rows
    .filter((row) => row.parent === 0 && (row.model_year_list?.length ?? 0) > 0)
    .map((make) => ({
      id: make.id,
      name: decodeHTML(make.name),
      years: make.model_year_list!,
      models: rows
        .filter((row) => row.parent === make.id)
        .map((model) => ({ id: model.id, name: decodeHTML(model.name) })),
    }))
    .filter((make) => make.models.length > 0);
}

/** The shops' customers: everyone, the local ones (walk-ins come to the counter) and the garages. */
export async function shopCustomers(db: Db) {
  const rows = await db.select({ billing: wcOrders.billing }).from(wcOrders).orderBy(wcOrders.id).limit(600);
  const byEmail = new Map<string, Billing>();
  for (const { billing } of rows) {
    const person = billing as Billing;
    if (person.email && !byEmail.has(person.email)) byEmail.set(person.email, person);
  }
  const all = [...byEmail.values()];
  return {
    all,
    local: all.filter((person) => person.state === REPAIR_ORDER.defaultState),
    garages: all.filter((person) => person.company),
  };
}

/** A VIN of that make and year with a correct check digit, so the decoder agrees with the order. */
function vinFor(make: string, year: number, draws: readonly number[]): string {
  const [p4 = 0, p5 = 0, p6 = 0, p7 = 0, p8 = 0, plant = 0, ...serial] = draws;
  const descriptor = [p4, p5, p6].map((draw) => at(VIN_CHARACTERS, draw)).join('');
  // Position 7 is a letter from 2010 on, a digit before: it tells the 30-year cycles of position 10 apart.
  const seventh = at(year >= 2010 ? VIN_LETTERS : '123456789', p7);
  const draft = [
    MAKERS[make] ?? '1C4',
    descriptor,
    seventh,
    at(VIN_CHARACTERS, p8),
    '0',
    YEAR_CODES[(year - 1980) % 30],
    at('CFHLNRT', plant),
    serial.map((draw) => String(Math.floor(draw * 10))).join(''),
  ].join('');
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

function description(plan: PlannedRepair, issues: string[], vk2Vehicle: string | null): string {
  const side = plan.type === 'tipm' ? 0 : 1;
  const sentences = issues.map((issue) => SAYS[issue]?.[side]).filter(Boolean);
  return [...sentences, ...(vk2Vehicle ? [`Module out of a ${vk2Vehicle}.`] : []), at(SINCE, plan.sinceDraw)].join(' ');
}

/** The wizard's input for a planned order: a customer of the shops, a vehicle the shop lists, the type's issues. */
export function wizardInput(
  plan: PlannedRepair,
  customers: { all: Billing[]; local: Billing[]; garages: Billing[] },
  makes: Make[],
): RepairOrderInput {
  const [customerDraw = 0, makeDraw = 0, modelDraw = 0, yearDraw = 0, firmwareDraw = 0, engineDraw = 0, sizeDraw = 0] =
    plan.draws;
  const pool = plan.walkIn ? customers.local : plan.business ? customers.garages : customers.all;
  const person = at(pool.length > 0 ? pool : customers.all, customerDraw);
  const list = plan.type === 'tipm' ? TIPM_ISSUES : ECM_ISSUES;
  const named = list.filter((issue) => issue !== 'Others');
  const first = at(named, plan.issueDraws[0]);
  const second = plan.issueDraws[1] < 0.3 ? at(named, plan.issueDraws[2]) : null;
  const issues = plan.issueDraws[1] > 0.93 ? ['Others'] : [...new Set([first, ...(second ? [second] : [])])];
  const vehicle =
    plan.type === 'vk2'
      ? null
      : (() => {
          const make = at(makes, makeDraw);
          const model = at(make.models, modelDraw);
          const [from, to] = MODEL_YEARS[`${make.name} ${model.name}`] ?? [0, 9999];
          const built = make.years.filter((year) => year >= from && year <= to);
          return { make, model, year: at(built.length > 0 ? built : make.years, yearDraw) };
        })();
  const vk2Vehicle =
    plan.type === 'vk2'
      ? `${at([2008, 2009, 2010], yearDraw)} ${at(['F-250', 'F-350', 'F-450'], modelDraw)} 6.4L`
      : null;
  return StaffRepairOrderInput.parse({
    request_key: plan.requestKey,
    customer: {
      first_name: plan.anonymous ? REPAIR_ORDER.walkInFirstName : person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone: person.phone,
      address: person.address_1,
      business_name: plan.business ? person.company || undefined : undefined,
      city: person.city,
      state: person.state || REPAIR_ORDER.defaultState,
      zip: person.postcode,
    },
    order: {
      repair_type: plan.type,
      vin: vehicle && plan.withVin ? vinFor(vehicle.make.name, vehicle.year, plan.vinDraws) : '',
      ...(vehicle
        ? {
            year: vehicle.year,
            make_id: vehicle.make.id,
            make: vehicle.make.name,
            model_id: vehicle.model.id,
            model: vehicle.model.name,
            engine: engineDraw < 0.7 ? at(ENGINES[vehicle.make.name] ?? ['3.6'], sizeDraw) : '',
          }
        : { firmware: at(VK2_FIRMWARE, firmwareDraw).code }),
      subtotal: plan.subtotal,
      terms: plan.terms,
      issues,
      description: description(plan, issues, vk2Vehicle),
      po_number: plan.poNumber ?? '',
    },
  });
}
