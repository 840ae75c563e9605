// The shops area's public face: other web features import from here only.
export { SyncStatus } from './sync-status';
export { syncPercent, useShopSync } from './shop-sync';
