import type { ShipStationStore } from '../port';

/**
 * The simulated ShipStation account's stores, with fixed ids (a real account's ids are its own: Makro finds
 * them with GET /stores). Marketplace ids as ShipStation's examples show them: 0 = its own manual stores,
 * 36 = WooCommerce; eBay's 2 is not confirmed.
 */
export const SANDBOX_STORE_IDS = {
  manual: 310_001,
  tipm: 310_002,
  ecm: 310_003,
  autoParts: 310_004,
  ebay: 310_005,
  /** The TIPM shop's first site, disconnected: listed only with showInactive=true. */
  retiredTipm: 309_871,
} as const;
export type SandboxStore = keyof typeof SANDBOX_STORE_IDS;

interface StoreSettings {
  store: SandboxStore;
  storeName: string;
  marketplaceId: number;
  marketplaceName: string;
  accountName: string | null;
  /** The WooCommerce shop whose orders the store imports. */
  shop: 'tipm' | 'ecm' | null;
  active: boolean;
  autoRefresh: boolean;
  website: string;
  publicEmail: string;
  createDate: string;
}

export const SANDBOX_STORES: readonly StoreSettings[] = [
  {
    store: 'manual',
    storeName: 'ShipStation Manual Store',
    marketplaceId: 0,
    marketplaceName: 'ShipStation',
    accountName: null,
    shop: null,
    active: true,
    autoRefresh: false,
    website: '',
    publicEmail: 'shipping@makro.example',
    createDate: '2019-03-04T09:12:40.1270000',
  },
  {
    store: 'tipm',
    storeName: 'TIPM Rebuilders (WooCommerce)',
    marketplaceId: 36,
    marketplaceName: 'WooCommerce',
    accountName: null,
    shop: 'tipm',
    active: true,
    autoRefresh: true,
    website: 'https://tipm.makro.example',
    publicEmail: 'support@makro.example',
    createDate: '2021-06-14T11:02:18.4400000',
  },
  {
    store: 'ecm',
    storeName: 'ECM Rebuilders (WooCommerce)',
    marketplaceId: 36,
    marketplaceName: 'WooCommerce',
    accountName: null,
    shop: 'ecm',
    active: true,
    autoRefresh: true,
    website: 'https://ecm.makro.example',
    publicEmail: 'support@makro.example',
    createDate: '2021-09-02T15:45:03.9000000',
  },
  {
    store: 'autoParts',
    storeName: 'Auto Parts',
    marketplaceId: 0,
    marketplaceName: 'ShipStation',
    accountName: null,
    shop: null,
    active: true,
    autoRefresh: false,
    website: 'https://makroparts.example',
    publicEmail: 'parts@makroparts.example',
    createDate: '2020-01-22T08:30:00.0000000',
  },
  {
    store: 'ebay',
    storeName: 'makro-modules (eBay)',
    marketplaceId: 2,
    marketplaceName: 'eBay',
    accountName: 'makro-modules',
    shop: null,
    active: true,
    autoRefresh: true,
    website: 'https://www.ebay.com/str/makromodules',
    publicEmail: 'ebay@makro.example',
    createDate: '2019-11-18T13:20:55.3100000',
  },
  {
    store: 'retiredTipm',
    storeName: 'TIPM Rebuilders (old site)',
    marketplaceId: 36,
    marketplaceName: 'WooCommerce',
    accountName: null,
    shop: null,
    active: false,
    autoRefresh: false,
    website: 'https://old.tipm.makro.example',
    publicEmail: 'support@makro.example',
    createDate: '2017-02-09T10:00:00.0000000',
  },
];

/** The store that imports a simulated shop's orders. */
export const storeIdOfShop = (shop: 'tipm' | 'ecm'): number => SANDBOX_STORE_IDS[shop];

/**
 * GET /stores's entries. `origin` is where this server is reached, for the WooCommerce stores' integrationUrl;
 * `refreshedAt` the last store refresh (the simulator refreshes the shop stores on every order listing).
 */
export function storeEntries(origin: string, refreshedAt: string): ShipStationStore[] {
  return SANDBOX_STORES.map((settings) => ({
    storeId: SANDBOX_STORE_IDS[settings.store],
    storeName: settings.storeName,
    marketplaceId: settings.marketplaceId,
    marketplaceName: settings.marketplaceName,
    accountName: settings.accountName,
    email: null,
    integrationUrl: settings.shop ? `${origin}/sandbox/woocommerce/${settings.shop}/` : null,
    active: settings.active,
    companyName: 'Makro Modules',
    phone: '(909) 555-0142',
    publicEmail: settings.publicEmail,
    website: settings.website,
    refreshDate: settings.autoRefresh ? refreshedAt : null,
    lastRefreshAttempt: settings.autoRefresh ? refreshedAt : null,
    createDate: settings.createDate,
    modifyDate: settings.createDate,
    autoRefresh: settings.autoRefresh,
  }));
}
