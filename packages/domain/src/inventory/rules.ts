import {
  TIPM_TYPES,
  baseSku,
  classifyLineItem,
  statisticsCategory,
  tipmTypeOf,
  type ClassificationLookups,
} from '../dashboard/rules';

/** Spec part 1 §3 "Inventory status": slugs stored, display names shown. */
export const INVENTORY_STATUSES = ['added_to_inventory', 'shipped', 'received', 'bin_ready', 'converted'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const STATUS_NAMES: Record<InventoryStatus, string> = {
  added_to_inventory: 'Added to Inventory',
  shipped: 'Shipped',
  received: 'Received',
  bin_ready: 'Bin Ready',
  converted: 'Converted',
};

const isStatusSlug = (value: string): value is InventoryStatus => Object.hasOwn(STATUS_NAMES, value);

/** A status given by slug or by display name ("Converted", "Added to Inventory"). */
export function statusFrom(value: string): InventoryStatus | undefined {
  // The stored form, as every row of a search page has it: answered without normalising.
  if (isStatusSlug(value)) return value;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return INVENTORY_STATUSES.find(
    (status) => status === key || STATUS_NAMES[status].toLowerCase().replace(/\s+/g, '_') === key,
  );
}

export const INVENTORY_TYPES = ['Core', 'Rebuilt', 'New', 'Like New', 'Pre-owned'] as const;
export const ITEM_CATEGORIES = ['TIPM', 'ECM'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** Spec part 1 §4: these count as TIPM besides the TIPM type codes. */
const TIPM_FAMILY = ['CONSUMABLES', 'ACCESSORIES', 'ABS', 'FCM', 'BCM'];
const ECM_FAMILY = ['PCM', 'TCM', 'ECU', 'TCU', 'FICM', 'IDM'];

/** Module types staff choose from: the TIPM type codes, then the other module families. */
export const MODULE_TYPES = [...TIPM_TYPES, ...TIPM_FAMILY, ...ECM_FAMILY] as const;

/**
 * The category rule of spec part 1 §4: TIPM if the type is a TIPM type code or consumables,
 * accessories, ABS, FCM or BCM; ECM if PCM, TCM, ECU, TCU, FICM or IDM. Letter case does not matter.
 */
export function categoryForModuleType(moduleType: string | null | undefined): ItemCategory | undefined {
  const type =
    moduleType
      ?.trim()
      .toUpperCase()
      .replace(/^TYPE-/, '') ?? '';
  if ((TIPM_TYPES as readonly string[]).includes(type) || TIPM_FAMILY.includes(type)) return 'TIPM';
  if (ECM_FAMILY.includes(type)) return 'ECM';
  return undefined;
}

/** What the shops say about a base part number, as the mirror holds it (the dashboard reads the same). */
export interface ShopPartFacts {
  /** The part-number look-up's TYPE (TYPE-A1 … TYPE-P), if the part is in it. */
  lookupType: string | null;
  /** The shops' tag lists the part is on (TIPM, FCM_BCM). */
  tags: readonly string[];
  /** Lines the shops sold the part on (one per shop is enough), from the mirrored orders. */
  lines: readonly { shop: 'tipm' | 'ecm'; name: string; sku: string | null }[];
}

/** Engine-module words in an ECM shop product name; "ECM" is the spec's "ecm / pcm" module type. */
const ENGINE_WORDS: [RegExp, string][] = [
  ...ECM_FAMILY.map((type): [RegExp, string] => [new RegExp(`\\b${type}\\b`, 'i'), type]),
  [/\bECM\b/i, 'PCM'],
];

function moduleTypeOfLine(line: ShopPartFacts['lines'][number], tags: readonly string[]): string | undefined {
  const base = baseSku(line.sku)?.toUpperCase() ?? '';
  const lookups: ClassificationLookups = {
    tipmSkus: new Set(tags.includes('TIPM') ? [base] : []),
    fcmBcmSkus: new Set(tags.includes('FCM_BCM') ? [base] : []),
    tipmTypes: new Map(),
  };
  if (line.shop === 'ecm') {
    if (statisticsCategory(line, 'ecm', lookups) !== 'ECM') return undefined;
    return ENGINE_WORDS.find(([word]) => word.test(line.name))?.[1];
  }
  const { bucket } = classifyLineItem(line, lookups);
  if (bucket === 'FCM' || bucket === 'BCM') return bucket;
  if (bucket === 'Accessories') return /\bABS\b/i.test(line.name) ? 'ABS' : 'ACCESSORIES';
  return undefined;
}

/**
 * The module type the shops give a part, by the dashboard's classification of what they sell: the
 * part-number look-up's TIPM type; FCM or BCM for a part on the FCM_BCM list whose name says which; ABS or
 * else ACCESSORIES for what the TIPM shop's rule calls an accessory; for an engine module of the ECM shop,
 * the family its name names. Repair services and custom lines have none.
 */
export function moduleTypeFromShops(facts: ShopPartFacts): string | undefined {
  const lookup = tipmTypeOf(facts.lookupType);
  if (lookup) return lookup;
  for (const line of facts.lines) {
    const type = moduleTypeOfLine(line, facts.tags);
    if (type) return type;
  }
  return undefined;
}

export const SCAN_MODES = [
  'add_to_inventory',
  'check_status',
  'add_to_location',
  'remove_from_location',
  'check_bin',
  'assign_inventory',
  'update_module_type',
] as const;
export type ScanMode = (typeof SCAN_MODES)[number];
export const SCAN_MODE_LABELS: Record<ScanMode, string> = {
  add_to_inventory: 'Add to Inventory',
  check_status: 'Check Status',
  add_to_location: 'Add to Location',
  remove_from_location: 'Remove From Location',
  check_bin: 'Check Bin',
  assign_inventory: 'Assign Inventory',
  update_module_type: 'Update Module Type',
};

/** Spec part 1 §9 "Export field list", in order, all checked by default. */
export const EXPORT_FIELDS = [
  'Serial Number',
  'Part Number',
  'Category',
  'Modules',
  'Inventory Type',
  'Status',
  'Logs',
  'Hardware Info',
  'Order Number',
  'Original Serial',
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];

/**
 * What a keyboard-wedge scanner typed, cleaned of what readers put around a code: control characters,
 * an AIM symbology identifier (`]C1`, `]Q1`…), whitespace. Codes are compared upper-case.
 */
export function cleanScannedCode(raw: string): string {
  return [...raw]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .replace(/^\][A-Za-z][0-9A-Za-z]/, '')
    .trim()
    .toUpperCase();
}

/** Tag serials Makro allocates: MK and nine digits. Bin codes: BIN- and letters, digits or dashes. */
export const tagSerial = (sequence: number) => `MK${String(sequence).padStart(9, '0')}`;
export const BIN_CODE_PATTERN = /^BIN-[A-Z0-9-]{1,32}$/;
export const isBinCode = (code: string) => BIN_CODE_PATTERN.test(code);

/** One trigger pull can read a tag several times: the same code again within this long is a repeat. */
export const REPEAT_SCAN_WINDOW_MS = 4000;
export const SCAN_DEBOUNCE_MS = 300;
export const INVENTORY_PAGE_SIZE = 20;
export const EXPORT_PAGE_SIZE = 500;
export const INVENTORY_SEARCH_DEBOUNCE_MS = 900;
/** Counting every match of a broad search on a million rows per keystroke is waste: beyond this the count is an estimate. */
export const COUNT_CAP = 10_000;
