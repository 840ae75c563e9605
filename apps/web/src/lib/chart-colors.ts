import type { StatisticsCategory } from '@makro/domain/dashboard';
import type { Shop } from '@makro/domain/shops';

/** One colour per product category, the same on the dashboard and in statistics. */
export const CATEGORY_COLORS: Record<StatisticsCategory, string> = {
  TIPM: 'makro.6',
  FCM: 'blue.6',
  BCM: 'violet.6',
  Accessories: 'orange.6',
  CustomLines: 'pink.6',
  Repairs: 'green.7',
  ECM: 'indigo.6',
};

export const SHOP_COLORS: Record<Shop, string> = { tipm: 'makro.6', ecm: 'indigo.6' };
