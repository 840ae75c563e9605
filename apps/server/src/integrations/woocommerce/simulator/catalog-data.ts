/**
 * The simulated shops' catalogues (spec part 2 §3 and §9): part numbers are 8 digits with an optional
 * two-letter revision, suffixed by condition; custom lines end in -MISC.
 */
export type ProductKind = 'tipm' | 'fcm' | 'bcm' | 'abs' | 'accessory' | 'repair' | 'custom' | 'engine' | 'cluster';

export interface CatalogProduct {
  name: string;
  sku: string;
  price: string;
  tags: string[];
  kind: ProductKind;
  /** Category names: a make and optionally one of its models. */
  categories: string[];
}

export const TIPM_TYPES = ['A1', 'A2', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'];

const CONDITIONS = [
  { suffix: 'REBUILT', label: 'Rebuilt', factor: 100 },
  { suffix: 'NEW', label: 'New', factor: 185 },
  { suffix: 'LIKENEW', label: 'Like New', factor: 125 },
  { suffix: 'PREOWNED', label: 'Pre-Owned', factor: 70 },
] as const;

/** Make → models with the model years each make's modules cover. */
export const VEHICLE_CATEGORIES: { make: string; years: [number, number]; models: string[] }[] = [
  {
    make: 'Dodge',
    years: [2007, 2020],
    models: ['Journey', 'Grand Caravan', 'Durango', 'Nitro', 'Charger', 'Challenger', 'Avenger'],
  },
  {
    make: 'Jeep',
    years: [2007, 2021],
    models: ['Grand Cherokee', 'Wrangler', 'Liberty', 'Cherokee', 'Compass', 'Patriot', 'Commander'],
  },
  { make: 'Chrysler', years: [2007, 2019], models: ['Town &amp; Country', '200', '300', 'Sebring'] },
  { make: 'Ram', years: [2009, 2022], models: ['1500', '2500', '3500', 'ProMaster'] },
  { make: 'Ford', years: [2008, 2020], models: ['F-150', 'Super Duty', 'Escape', 'Explorer'] },
  { make: 'Volkswagen', years: [2009, 2014], models: ['Routan'] },
];

/** [base part number, make, model, years label, rebuilt price in dollars]. */
const TIPM_PARTS: [string, string, string, string, number][] = [
  ['04692305AH', 'Dodge', 'Nitro', '2007', 289],
  ['04692087AA', 'Jeep', 'Liberty', '2007', 279],
  ['04692308AD', 'Jeep', 'Commander', '2008', 289],
  ['04692311AF', 'Chrysler', 'Town &amp; Country', '2008', 299],
  ['68041967AE', 'Dodge', 'Grand Caravan', '2009', 299],
  ['68027785AD', 'Dodge', 'Journey', '2009', 309],
  ['68064342AB', 'Ram', '1500', '2010', 319],
  ['68071431AC', 'Jeep', 'Wrangler', '2010', 299],
  ['68088784AC', 'Dodge', 'Durango', '2011', 339],
  ['68099135AC', 'Jeep', 'Grand Cherokee', '2011', 349],
  ['68099140AA', 'Dodge', 'Charger', '2011', 329],
  ['68105206AE', 'Chrysler', '300', '2011', 329],
  ['68089389AA', 'Ram', '2500', '2011', 339],
  ['68110877AC', 'Dodge', 'Challenger', '2012', 339],
  ['68148211AA', 'Jeep', 'Grand Cherokee', '2012', 359],
  ['68079383AE', 'Dodge', 'Avenger', '2011', 289],
  ['68086723AA', 'Jeep', 'Compass', '2011', 279],
  ['68195614AA', 'Ram', '3500', '2013', 369],
  ['68217454AA', 'Jeep', 'Cherokee', '2014', 379],
  ['68196142AB', 'Volkswagen', 'Routan', '2010', 299],
];

const FCM_PARTS: [string, string, string, string, number][] = [
  ['68196138AE', 'Jeep', 'Cherokee', '2014', 249],
  ['68224582AC', 'Ram', '1500', '2015', 259],
  ['68259136AB', 'Dodge', 'Durango', '2016', 259],
  ['68268834AA', 'Jeep', 'Grand Cherokee', '2016', 269],
];

const BCM_PARTS: [string, string, string, string, number][] = [
  ['68198346AF', 'Jeep', 'Cherokee', '2014', 219],
  ['68251516AA', 'Chrysler', '200', '2015', 229],
  ['68273297AC', 'Dodge', 'Charger', '2016', 229],
  ['68303897AB', 'Ram', '1500', '2017', 239],
];

const ABS_PARTS: [string, string, string, string, number][] = [
  ['68238610AB', 'Jeep', 'Grand Cherokee', '2014', 279],
  ['68155764AD', 'Dodge', 'Charger', '2013', 269],
];

/** [base part number, module family (the product's tag), label, make, model, rebuilt price]. */
const ENGINE_PARTS: [string, string, string, string, string, number][] = [
  ['68235107AB', 'ECM', 'Engine Control Module', 'Ram', '2500', 449],
  ['68258732AB', 'ECM', 'Engine Control Module', 'Ram', '3500', 469],
  ['05150712AC', 'PCM', 'Powertrain Control Module', 'Jeep', 'Wrangler', 399],
  ['68197437AC', 'PCM', 'Powertrain Control Module', 'Dodge', 'Journey', 389],
  ['05150723AB', 'PCM', 'Powertrain Control Module', 'Jeep', 'Grand Cherokee', 409],
  ['68148862AB', 'TCM', 'Transmission Control Module', 'Dodge', 'Charger', 329],
  ['05150680AA', 'TCM', 'Transmission Control Module', 'Chrysler', '300', 319],
  ['68292288AA', 'PCM', 'Powertrain Control Module', 'Ram', '1500', 399],
  ['68166480AE', 'ECM', 'Engine Control Module', 'Dodge', 'Durango', 419],
  ['05187395AD', 'ECU', 'Engine Control Unit', 'Chrysler', 'Town &amp; Country', 379],
  ['68233668AC', 'TCU', 'Transmission Control Unit', 'Jeep', 'Cherokee', 349],
  ['18390147AB', 'FICM', 'Fuel Injection Control Module', 'Ford', 'Super Duty', 529],
  ['18312040AA', 'IDM', 'Injector Driver Module', 'Ford', 'Super Duty', 389],
];

const dollars = (amount: number) => `${amount}.99`;

function conditionVariants(
  base: string,
  title: string,
  rebuiltPrice: number,
  tags: string[],
  kind: ProductKind,
  categories: string[],
): CatalogProduct[] {
  return CONDITIONS.map((condition) => ({
    name: `${title} ${base} - ${condition.label}`,
    sku: `${base}-${condition.suffix}`,
    price: dollars(Math.round((rebuiltPrice * condition.factor) / 100)),
    tags,
    kind,
    categories,
  }));
}

function tipmCatalog(): CatalogProduct[] {
  const modules = TIPM_PARTS.flatMap(([base, make, model, year, price], index) =>
    conditionVariants(
      base,
      `${year} ${make} ${model} TIPM Totally Integrated Power Module`,
      price,
      // Round-robin over the types so every TYPE-xx appears at least once.
      ['TIPM', `TYPE-${TIPM_TYPES[index % TIPM_TYPES.length]}`],
      'tipm',
      [make, model],
    ),
  );
  const bodyModules = [
    ...FCM_PARTS.map((part) => ({ part, label: 'FCM Front Control Module', kind: 'fcm' as const })),
    ...BCM_PARTS.map((part) => ({ part, label: 'BCM Body Control Module', kind: 'bcm' as const })),
  ].flatMap(({ part: [base, make, model, year, price], label, kind }) =>
    conditionVariants(base, `${year} ${make} ${model} ${label}`, price, ['FCM_BCM'], kind, [make, model]),
  );
  const absModules = ABS_PARTS.flatMap(([base, make, model, year, price]) =>
    conditionVariants(base, `${year} ${make} ${model} ABS Anti-Lock Brake Module`, price, ['ABS'], 'abs', [
      make,
      model,
    ]),
  );
  const accessory = (name: string, sku: string, price: string, tags = ['ACCESSORY']): CatalogProduct => ({
    name,
    sku,
    price,
    tags,
    kind: 'accessory',
    categories: [],
  });
  return [
    ...modules,
    ...bodyModules,
    ...absModules,
    accessory('TIPM Fuel Pump Relay Bypass Kit', 'FPBYPASS-KIT', '39.99'),
    accessory('TIPM Fuel Pump Bypass Harness (Heavy Duty)', 'FPBYPASS-HD', '59.99'),
    accessory('TIPM Connector Plugs Set (7 pieces)', 'TIPMPLUGS-SET7', '89.99'),
    accessory('TIPM Replacement Housing Cover', 'TIPMHOUSING-CVR', '49.99'),
    accessory('TIPM Fuse Holder Assembly', 'FUSEHOLDER-TIPM', '29.99'),
    accessory('TIPM Relay Replacement Kit (10 relays)', 'TIPMRELAY-KIT10', '34.99', ['CONSUMABLES']),
    ...sharedLines('TIPM'),
    ...clusterRepairs(),
  ];
}

/**
 * R.T. GRIM's instrument-cluster repairs: the customer mails the cluster in, it comes back repaired. Their SKUs
 * end `-REPAIR` (the GRIM suffix; the bench's `…-REPAIR-SERVICE` lines are not these). Last in the TIPM catalogue,
 * so the products before them keep their ids; the demo's random orders never draw them (kind `cluster`).
 */
export const CLUSTER_REPAIRS: [sku: string, name: string, price: string][] = [
  ['68225053AC-REPAIR', 'Instrument Cluster Repair - Dodge Ram 1500 / 2500 (2013-2018)', '189.99'],
  ['05172591AE-REPAIR', 'Instrument Cluster Repair - Jeep Wrangler JK (2011-2018)', '169.99'],
  ['68089740AA-REPAIR', 'Instrument Cluster Repair - Chrysler Town & Country (2011-2016)', '179.99'],
  ['68144430AB-REPAIR', 'Instrument Cluster Repair - Dodge Charger / Challenger (2011-2014)', '199.99'],
];

function clusterRepairs(): CatalogProduct[] {
  return CLUSTER_REPAIRS.map(([sku, name, price]) => ({
    name,
    sku,
    price,
    tags: ['GRIM'],
    kind: 'cluster',
    categories: [],
  }));
}

function sharedLines(department: 'TIPM' | 'ECM'): CatalogProduct[] {
  const line = (name: string, sku: string, price: string, kind: ProductKind): CatalogProduct => ({
    name,
    sku,
    price,
    tags: [],
    kind,
    categories: [],
  });
  return [
    line(
      `${department} Repair Service`,
      `${department}-REPAIR-SERVICE`,
      department === 'TIPM' ? '149.99' : '199.99',
      'repair',
    ),
    line(`${department} Programming Repair Service`, `${department}-PROGRAM-REPAIR-SERVICE`, '99.99', 'repair'),
    line('Unlisted Repair Service', 'UNLISTED-REPAIR-SERVICE-MISC', '0.00', 'repair'),
    line('Custom Line Item', 'CUSTOM-LINE-MISC', '0.00', 'custom'),
    line('Core Charge', 'CORE-CHARGE-MISC', '150.00', 'custom'),
    line('RMA Exchange', 'RMA-EXCHANGE-MISC', '0.00', 'custom'),
    line('RMA Repair', 'RMA-R-MISC', '0.00', 'custom'),
    line('RMA Immediate Replacement', 'RMA-I-MISC', '0.00', 'custom'),
    line('RMA Standard Replacement', 'RMA-S-MISC', '0.00', 'custom'),
  ];
}

function ecmCatalog(): CatalogProduct[] {
  return [
    ...ENGINE_PARTS.flatMap(([base, type, label, make, model, price]) =>
      conditionVariants(base, `${make} ${model} ${type} ${label}`, price, [type], 'engine', [make, model]),
    ),
    ...sharedLines('ECM'),
  ];
}

export const SHOP_CATALOGS: Record<'tipm' | 'ecm', () => CatalogProduct[]> = { tipm: tipmCatalog, ecm: ecmCatalog };
