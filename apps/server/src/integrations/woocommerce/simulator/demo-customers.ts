/** Deterministic US customers for the simulated shops' orders. */
const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Daniel',
  'Karen',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Betty',
  'Luis',
  'Angela',
  'Steven',
  'Brenda',
  'Kevin',
  'Tyrone',
  'Mei',
  'Hector',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'Nguyen',
  'Patel',
  "O'Brien",
];
/** [city, state, postcode, area code]; California appears more often, as the business is there. */
const PLACES: [string, string, string, string][] = [
  ['Los Angeles', 'CA', '90012', '213'],
  ['San Diego', 'CA', '92101', '619'],
  ['Fresno', 'CA', '93721', '559'],
  ['Sacramento', 'CA', '95814', '916'],
  ['Riverside', 'CA', '92501', '951'],
  ['Bakersfield', 'CA', '93301', '661'],
  ['Houston', 'TX', '77002', '713'],
  ['Dallas', 'TX', '75201', '214'],
  ['San Antonio', 'TX', '78205', '210'],
  ['Phoenix', 'AZ', '85004', '602'],
  ['Las Vegas', 'NV', '89101', '702'],
  ['Denver', 'CO', '80202', '303'],
  ['Miami', 'FL', '33130', '305'],
  ['Orlando', 'FL', '32801', '407'],
  ['Atlanta', 'GA', '30303', '404'],
  ['Charlotte', 'NC', '28202', '704'],
  ['Columbus', 'OH', '43215', '614'],
  ['Detroit', 'MI', '48226', '313'],
  ['Chicago', 'IL', '60602', '312'],
  ['Nashville', 'TN', '37203', '615'],
  ['Seattle', 'WA', '98104', '206'],
  ['Portland', 'OR', '97204', '503'],
  ['Albany', 'NY', '12207', '518'],
  ['Pittsburgh', 'PA', '15222', '412'],
  ['Oklahoma City', 'OK', '73102', '405'],
  ['Boise', 'ID', '83702', '208'],
  ['Honolulu', 'HI', '96813', '808'],
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Elm St',
  'Washington Blvd',
  'Lakeview Rd',
  'Sunset Blvd',
  'Park Ave',
  'Mission St',
];
const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com', 'hotmail.com'];
const GARAGES = ['', '', '', '', 'Precision Auto Repair', 'Mike’s Garage', 'Valley Transmission', 'A1 Auto Electric'];

export interface DemoCustomer {
  billing: Record<string, string>;
  shipping: Record<string, string>;
}

/** The customer at `index` of an endless deterministic list; `pick` supplies the randomness. */
export function demoCustomer(pick: (length: number) => number): DemoCustomer {
  const first = FIRST_NAMES[pick(FIRST_NAMES.length)]!;
  const last = LAST_NAMES[pick(LAST_NAMES.length)]!;
  const place = pick(3) === 0 ? PLACES[pick(6)]! : PLACES[pick(PLACES.length)]!;
  const [city, state, postcode, areaCode] = place;
  const address = {
    first_name: first,
    last_name: last,
    company: GARAGES[pick(GARAGES.length)]!,
    address_1: `${100 + pick(9800)} ${STREETS[pick(STREETS.length)]}`,
    address_2: pick(6) === 0 ? `Apt ${1 + pick(40)}` : '',
    city,
    state,
    postcode,
    country: 'US',
  };
  const mailbox = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + (pick(3) === 0 ? String(pick(99)) : '');
  const phone = `(${areaCode}) ${200 + pick(800)}-${String(pick(10_000)).padStart(4, '0')}`;
  return {
    billing: { ...address, email: `${mailbox}@${MAIL_DOMAINS[pick(MAIL_DOMAINS.length)]}`, phone },
    shipping: { ...address, phone: '' },
  };
}
