import {
  ACCESSORY_KINDS,
  PRODUCT_BUCKETS,
  TIPM_TYPES,
  type OrderDistribution,
  type TipmType,
} from '@makro/domain/dashboard';
import { CATEGORY_COLORS } from '@/lib/chart-colors';

/** Seventeen distinguishable colours, one per TIPM type, shared by the table bars and the pie chart. */
export const TIPM_TYPE_COLORS: Record<TipmType, string> = {
  A1: 'makro.6',
  A2: 'blue.6',
  B: 'indigo.6',
  C: 'violet.6',
  D: 'grape.6',
  E: 'pink.6',
  F: 'red.6',
  G: 'orange.6',
  H: 'yellow.6',
  I: 'lime.7',
  J: 'green.7',
  K: 'teal.7',
  L: 'cyan.9',
  M: 'blue.9',
  N: 'violet.9',
  O: 'red.9',
  P: 'gray.6',
};

export interface DistributionRow {
  key: string;
  label: string;
  count: number;
  /** Share of the table's total, 0…1. */
  share: number;
  color: string;
  /** A sub-row (the accessory kinds under Accessories). */
  indent?: boolean;
}

const share = (count: number, total: number) => (total > 0 ? count / total : 0);

/** A1…P with their count and share of the TIPMs purchased. */
export function tipmTypeRows(data: OrderDistribution): DistributionRow[] {
  return TIPM_TYPES.map((type) => ({
    key: type,
    label: type,
    count: data.tipm_types[type],
    share: share(data.tipm_types[type], data.total_tipms),
    color: TIPM_TYPE_COLORS[type],
  }));
}

/** The product buckets with their share of the items purchased; Accessories followed by its kinds. */
export function categoryRows(data: OrderDistribution): DistributionRow[] {
  return PRODUCT_BUCKETS.flatMap((bucket) => {
    const row: DistributionRow = {
      key: bucket,
      label: bucket,
      count: data.categories[bucket],
      share: share(data.categories[bucket], data.total_items),
      color: CATEGORY_COLORS[bucket],
    };
    if (bucket !== 'Accessories') return [row];
    const kinds = ACCESSORY_KINDS.filter((kind) => kind !== 'Other' || data.accessories.Other > 0).map((kind) => ({
      key: `Accessories.${kind}`,
      label: kind,
      count: data.accessories[kind],
      share: share(data.accessories[kind], data.total_items),
      color: 'orange.4',
      indent: true,
    }));
    return [row, ...kinds];
  });
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

export const formatShare = (value: number) => `${(value * 100).toFixed(1)}%`;
