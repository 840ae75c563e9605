import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CatalogTag,
  CycleCountState,
  InventoryItem,
  ScanLogRow,
  ScanMode,
  applyCycleCount,
  cycleCountScan,
  listBins,
  scan,
  shopUpdateStatus,
  showBin,
  updateModuleType,
} from '@makro/domain/inventory';
import { api } from '@/lib/api-client';

export type ScanResponse = z.infer<(typeof scan)['response']>;
export type BinWithItems = NonNullable<ScanResponse['bin']>;
export type Bin = z.infer<(typeof listBins)['response']>['locations'][number];
export type BinDetail = z.infer<(typeof showBin)['response']>;
export type ModuleTypeUpdate = z.infer<(typeof updateModuleType)['response']>;
export type ShopUpdate = z.infer<(typeof shopUpdateStatus)['response']>['shop_update'];
export type CycleCountScanResponse = z.infer<(typeof cycleCountScan)['response']>;
export type CycleCountApplied = z.infer<(typeof applyCycleCount)['response']>;
export type { CatalogTag, CycleCountState, InventoryItem, ScanLogRow, ScanMode };

export interface ScanRequest {
  mode: Exclude<ScanMode, 'update_module_type'>;
  code: string;
  bin_code?: string;
  assign_to?: string;
}

export const scanKeys = {
  all: ['inventory-scanning'] as const,
  history: (mode: ScanMode, since: string) => [...scanKeys.all, 'history', mode, since] as const,
  bins: ['locations'] as const,
  shopUpdate: (id: number) => [...scanKeys.all, 'shop-update', id] as const,
  cycleCount: (id: number) => [...scanKeys.all, 'cycle-count', id] as const,
};

export const HISTORY_LIMIT = 50;

/** The signed-in user's scans in this mode since they chose it: the session history, newest first. */
export function useScanHistory(mode: ScanMode | null, since: string) {
  return useQuery({
    queryKey: scanKeys.history(mode ?? 'add_to_inventory', since),
    queryFn: ({ signal }) =>
      api.get<{ scans: ScanLogRow[] }>('/v1/inventory_scans', {
        signal,
        query: { mode: mode ?? undefined, since, limit: HISTORY_LIMIT },
      }),
    enabled: mode !== null && mode !== 'update_module_type',
  });
}

export function useBins(enabled = true) {
  return useQuery({
    queryKey: scanKeys.bins,
    queryFn: ({ signal }) => api.get<{ locations: Bin[] }>('/v1/locations', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export const postScan = (request: ScanRequest) => api.post<ScanResponse>('/v1/inventory_scans', request);

export const fetchBin = (code: string) => api.get<BinDetail>(`/v1/locations/${encodeURIComponent(code)}`);

export const saveModuleType = (part_number: string, module_type: string) =>
  api.patch<ModuleTypeUpdate>('/v1/inventories/update_module_type', { part_number, module_type });

const SHOP_UPDATE_DONE = new Set<ShopUpdate['status']>(['sent', 'failed']);

/** A web-shop tag update, polled until it was sent or finally failed. */
export function useShopUpdate(id: number | null) {
  return useQuery({
    queryKey: scanKeys.shopUpdate(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ shop_update: ShopUpdate }>(`/v1/inventories/shop_updates/${id}`, { signal }).then((r) => r.shop_update),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && SHOP_UPDATE_DONE.has(query.state.data.status) ? false : 1000),
  });
}

/** Conversion: the item in inventory with exactly this serial number, or null. */
export async function findInventoryItem(serial: string): Promise<InventoryItem | null> {
  const { inventories } = await api.get<{ inventories: InventoryItem[] }>('/v1/inventories', {
    query: { serial_number: serial },
  });
  return inventories.find((item) => item.serial_number.toUpperCase() === serial) ?? null;
}

/** Conversion: the new tag's catalogue entry (404 'Item missing from catalog'). */
export const lookupCatalogTag = (serial: string) =>
  api
    .post<{ inventory: CatalogTag }>('/v1/inventories/add_to_inventories', { inventory: { serial_number: serial } })
    .then((r) => r.inventory);

export const convertItem = (from: InventoryItem, to: CatalogTag) =>
  api.patch<{ inventory: InventoryItem }>(`/v1/inventories/${from.id}`, {
    inventory: {
      serial_number: to.serial_number,
      part_number: to.part_number,
      original_serial_number: from.serial_number,
      original_part_number: from.part_number,
      status: 'Converted',
    },
  });

export const startCycleCount = (binCode: string) =>
  api.post<{ cycle_count: CycleCountState }>('/v1/cycle_counts', { bin_code: binCode }).then((r) => r.cycle_count);

export const fetchCycleCount = (id: number) =>
  api.get<{ cycle_count: CycleCountState }>(`/v1/cycle_counts/${id}`).then((r) => r.cycle_count);

export const scanIntoCycleCount = (id: number, code: string) =>
  api.post<CycleCountScanResponse>(`/v1/cycle_counts/${id}/scans`, { code });

export const applyCycleCorrections = (id: number) => api.post<CycleCountApplied>(`/v1/cycle_counts/${id}/apply`);
