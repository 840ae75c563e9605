/** Spec part 1 §3 "Product distribution buckets" and §9 "Product classification". */
export const PRODUCT_BUCKETS = ['TIPM', 'FCM', 'BCM', 'Accessories', 'CustomLines', 'Repairs'] as const;
export type ProductBucket = (typeof PRODUCT_BUCKETS)[number];

export const ACCESSORY_KINDS = ['Bypass', 'Plugs', 'Housing', 'Fuse_Holder', 'Other'] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

export const TIPM_TYPES = [
  'A1',
  'A2',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
] as const;
export type TipmType = (typeof TIPM_TYPES)[number];

/** The part of a SKU before the first '-': 68099135AC-REBUILT → 68099135AC. */
export function baseSku(sku: string | null | undefined): string | null {
  if (!sku) return null;
  const base = sku.split('-')[0]?.trim();
  return base ? base : null;
}

/** 'TYPE-A1' (the lookup's TYPE) → 'A1'; anything else → undefined. */
export function tipmTypeOf(tag: string | null | undefined): TipmType | undefined {
  const code = tag
    ?.trim()
    .toUpperCase()
    .replace(/^TYPE-/, '');
  return (TIPM_TYPES as readonly string[]).includes(code ?? '') ? (code as TipmType) : undefined;
}

export interface ClassificationLookups {
  /** Base part numbers the shop tags TIPM. */
  tipmSkus: ReadonlySet<string>;
  /** Base part numbers the shop tags FCM_BCM. */
  fcmBcmSkus: ReadonlySet<string>;
  /** Base part number → TIPM type, from the part-number lookup. */
  tipmTypes: ReadonlyMap<string, TipmType>;
}

export interface Classification {
  bucket: ProductBucket;
  tipmType?: TipmType;
  accessory?: AccessoryKind;
}

const ACCESSORY_PATTERNS: [AccessoryKind, RegExp][] = [
  ['Bypass', /bypass/i],
  ['Plugs', /plug/i],
  ['Housing', /housing/i],
  ['Fuse_Holder', /fuse[\s_-]*holder/i],
];

export function accessoryKind(name: string): AccessoryKind {
  return ACCESSORY_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'Other';
}

/**
 * The spec's rule, in its order: TIPM when the name says TIPM and the shop tags the base part TIPM;
 * FCM or BCM when the name says so and the shop tags it FCM_BCM; "Repair Service" in the name is a
 * repair; "-MISC" in the SKU is a custom line; everything else is an accessory. Names match without
 * regard to letter case.
 */
export function classifyLineItem(
  item: { name: string; sku: string | null },
  lookups: ClassificationLookups,
): Classification {
  const name = item.name.toUpperCase();
  const base = baseSku(item.sku)?.toUpperCase() ?? '';
  if (name.includes('TIPM') && lookups.tipmSkus.has(base)) {
    const tipmType = lookups.tipmTypes.get(base);
    return tipmType ? { bucket: 'TIPM', tipmType } : { bucket: 'TIPM' };
  }
  if (lookups.fcmBcmSkus.has(base)) {
    if (name.includes('FCM')) return { bucket: 'FCM' };
    if (name.includes('BCM')) return { bucket: 'BCM' };
  }
  if (name.includes('REPAIR SERVICE')) return { bucket: 'Repairs' };
  if ((item.sku ?? '').toUpperCase().includes('-MISC')) return { bucket: 'CustomLines' };
  return { bucket: 'Accessories', accessory: accessoryKind(item.name) };
}

/**
 * Statistics cover both shops. The rule above describes the TIPM shop's catalogue; the ECM shop sells
 * engine modules, which it would call accessories. There, repairs and custom lines are told apart as
 * above and everything else is an ECM module.
 */
export const STATISTICS_CATEGORIES = [...PRODUCT_BUCKETS, 'ECM'] as const;
export type StatisticsCategory = (typeof STATISTICS_CATEGORIES)[number];

export function statisticsCategory(
  item: { name: string; sku: string | null },
  shop: 'tipm' | 'ecm',
  lookups: ClassificationLookups,
): StatisticsCategory {
  const { bucket } = classifyLineItem(item, lookups);
  if (shop === 'tipm') return bucket;
  return bucket === 'Repairs' || bucket === 'CustomLines' ? bucket : 'ECM';
}
