import { baseSku } from '@makro/domain/dashboard';
import { MODULE_TYPES, categoryForModuleType, type ItemCategory } from '@makro/domain/inventory';
import { SHOP_CATALOGS, type CatalogProduct } from '../integrations/woocommerce/simulator/catalog-data';

/** A part the simulated shops sell, as the back office knows it: its module type and category. */
export interface DemoPart {
  part_number: string;
  module_type: string;
  category: ItemCategory;
  shop: 'tipm' | 'ecm';
  /** The shop's product name without the condition, e.g. "2011 Jeep Grand Cherokee TIPM … 68099135AC". */
  name: string;
}

/**
 * The module type a shop product stands for, read as the shops tag it: the TIPM look-up's TYPE-xx, FCM or
 * BCM, a module family tag (ABS, CONSUMABLES, PCM, TCM, ECU, TCU, FICM, IDM), ACCESSORY for accessories.
 * This agrees with the inventory's derivation from the shops (moduleTypeFromShops): the ECM shop's "ECM"
 * engine modules are filed under PCM (the spec's "ECM / PCM" ticket tag). The one difference is on purpose:
 * the shops' rule calls the relay kit an accessory, the back office files it under CONSUMABLES (its own
 * part_module_types row wins). Repairs and custom lines are not modules.
 */
function moduleTypeOf(product: CatalogProduct): string | undefined {
  const typeTag = product.tags.find((tag) => tag.startsWith('TYPE-'));
  if (typeTag) return typeTag.slice('TYPE-'.length);
  if (product.kind === 'fcm') return 'FCM';
  if (product.kind === 'bcm') return 'BCM';
  if (product.tags.includes('ACCESSORY')) return 'ACCESSORIES';
  if (product.tags.includes('ECM')) return 'PCM';
  return product.tags.find((tag) => (MODULE_TYPES as readonly string[]).includes(tag));
}

function partsOf(shop: 'tipm' | 'ecm'): DemoPart[] {
  const parts = new Map<string, DemoPart>();
  for (const product of SHOP_CATALOGS[shop]()) {
    const part = baseSku(product.sku);
    const moduleType = moduleTypeOf(product);
    const category = categoryForModuleType(moduleType);
    if (!part || !moduleType || !category || parts.has(part)) continue;
    parts.set(part, {
      part_number: part,
      module_type: moduleType,
      category,
      shop,
      name: product.name.replace(/ - [^-]+$/, ''),
    });
  }
  return [...parts.values()];
}

/** Every module part both shops sell, TIPM shop first; the same list on every start. */
export const DEMO_PARTS: readonly DemoPart[] = [...partsOf('tipm'), ...partsOf('ecm')];
