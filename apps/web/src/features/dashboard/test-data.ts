import type { OrderDistribution } from '@makro/domain/dashboard';
import type { RmaSubmissionSummary } from '@makro/domain/rma';
import type { ShopSyncState } from '@makro/domain/shops';

export function submission(id: number, rma_number: string, order_days_elapsed = 5): RmaSubmissionSummary {
  return {
    id,
    rma_number,
    rma_type: 'rma_standard_replacement',
    data_source: 'tipm',
    order_days_elapsed,
    approval_status: 'approved',
    created_at: '2026-03-01T18:00:00.000Z',
  };
}

/** Three TIPM, two ECM and one exchange (not counted). */
export const SUBMISSIONS = [
  submission(1, 'RMA-S-100001'),
  submission(2, 'E-RMA-I-100002'),
  submission(3, 'EXC-100003'),
  submission(4, 'RMA-R-100004'),
  submission(5, 'e-rma-s-100005'),
  submission(6, 'RMA-I-100006'),
];

const zeroTypes = {
  A1: 0,
  A2: 0,
  B: 0,
  C: 0,
  D: 0,
  E: 0,
  F: 0,
  G: 0,
  H: 0,
  I: 0,
  J: 0,
  K: 0,
  L: 0,
  M: 0,
  N: 0,
  O: 0,
  P: 0,
};

export const DISTRIBUTION: OrderDistribution = {
  tipm_types: { ...zeroTypes, A1: 50, A2: 30, B: 20, P: 100 },
  categories: { TIPM: 200, FCM: 40, BCM: 10, Accessories: 100, CustomLines: 25, Repairs: 25 },
  accessories: { Bypass: 40, Plugs: 30, Housing: 20, Fuse_Holder: 10, Other: 0 },
  total_tipms: 200,
  total_items: 400,
  total_orders: 320,
  last_synced_at: '2026-03-02T17:00:00.000Z',
};

/** A range without orders. */
export const EMPTY_DISTRIBUTION: OrderDistribution = {
  tipm_types: zeroTypes,
  categories: { TIPM: 0, FCM: 0, BCM: 0, Accessories: 0, CustomLines: 0, Repairs: 0 },
  accessories: { Bypass: 0, Plugs: 0, Housing: 0, Fuse_Holder: 0, Other: 0 },
  total_tipms: 0,
  total_items: 0,
  total_orders: 0,
  last_synced_at: '2026-03-02T17:00:00.000Z',
};

export function shopState(overrides: Partial<ShopSyncState> = {}): ShopSyncState {
  return {
    shop: 'tipm',
    status: 'idle',
    last_synced_at: '2026-03-02T17:00:00.000Z',
    pages_done: 10,
    pages_total: 10,
    orders_synced: 1000,
    mirrored_orders: 1000,
    last_error: null,
    ...overrides,
  };
}
