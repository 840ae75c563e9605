import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyCycleCount,
  cycleCountScan,
  listBins,
  listInventories,
  listScans,
  scan,
  shopUpdateStatus,
  showCycleCount,
  startCycleCount,
  updateInventory,
  updateModuleType,
  type CatalogTag,
  type InventoryItem,
} from '@makro/domain/inventory';
import { callEndpoint, queryKeyFor, type EndpointInput, type EndpointOutput } from '@/lib/api-client';

/**
 * What only scanning calls: scans and their session history, module type updates with the shop's progress,
 * cycle counts and conversion. Items and bins come from the inventory area's own modules.
 */

export type ScanRequest = EndpointInput<typeof scan>['body'];
export type ScanResponse = EndpointOutput<typeof scan>;
export type ModuleTypeRequest = EndpointInput<typeof updateModuleType>['body'];
export type ModuleTypeUpdate = EndpointOutput<typeof updateModuleType>;
export type ShopUpdate = EndpointOutput<typeof shopUpdateStatus>['shop_update'];

/** The newest scans of a session the history shows; the server keeps no more for it. */
export const HISTORY_LIMIT = 50;

type HistoryQuery = NonNullable<EndpointInput<typeof listScans>['query']>;
const historyQuery = (mode: HistoryQuery['mode'], since: string): HistoryQuery => ({
  mode,
  since,
  limit: HISTORY_LIMIT,
});

/** The signed-in user's scans in this mode since they chose it: the session history, newest first. */
export function useScanHistory(mode: ScanRequest['mode'] | null, since: string) {
  const query = historyQuery(mode ?? 'add_to_inventory', since);
  return useQuery({
    queryKey: queryKeyFor(listScans, { query }),
    queryFn: ({ signal }) => callEndpoint(listScans, { query }, { signal }),
    enabled: mode !== null,
  });
}

/**
 * Sends one scan, puts it at the top of its session history, and marks the item and bin lists stale (a scan
 * adds items, moves them between bins, assigns them).
 */
export function useSendScan() {
  const queryClient = useQueryClient();
  return async (body: ScanRequest, since: string): Promise<ScanResponse> => {
    const answer = await callEndpoint(scan, { body });
    queryClient.setQueryData<EndpointOutput<typeof listScans>>(
      queryKeyFor(listScans, { query: historyQuery(body.mode, since) }),
      (old) => ({
        scans: [answer.scan, ...(old?.scans ?? []).filter((row) => row.id !== answer.scan.id)].slice(0, HISTORY_LIMIT),
      }),
    );
    if (answer.scan.result === 'success') {
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listInventories) });
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listBins) });
    }
    return answer;
  };
}

export const saveModuleType = (body: ModuleTypeRequest) => callEndpoint(updateModuleType, { body });

const SHOP_UPDATE_DONE = new Set<ShopUpdate['status']>(['sent', 'failed']);

/** A web-shop tag update, polled every second until it was sent or finally failed. */
export function useShopUpdate(id: number | null) {
  const params = { id: id ?? 0 };
  return useQuery({
    queryKey: queryKeyFor(shopUpdateStatus, { params }),
    queryFn: ({ signal }) => callEndpoint(shopUpdateStatus, { params }, { signal }),
    select: (answer) => answer.shop_update,
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && SHOP_UPDATE_DONE.has(query.state.data.shop_update.status) ? false : 1000,
  });
}

/** The original item takes the new tag's serial and part number and keeps its own as the originals. */
export const convertItem = (from: InventoryItem, to: CatalogTag) =>
  callEndpoint(updateInventory, {
    params: { id: from.id },
    body: {
      inventory: {
        serial_number: to.serial_number,
        part_number: to.part_number,
        original_serial_number: from.serial_number,
        original_part_number: from.part_number,
        status: 'Converted',
      },
    },
  });

export type CycleCountAnswer = EndpointOutput<typeof showCycleCount>;

export const cycleCountKey = (id: number) => queryKeyFor(showCycleCount, { params: { id } });

export const fetchCycleCount = (id: number, signal?: AbortSignal) =>
  callEndpoint(showCycleCount, { params: { id } }, { signal });

export const beginCycleCount = (binCode: string) =>
  callEndpoint(startCycleCount, { body: { bin_code: binCode } }).then((r) => r.cycle_count);

export const scanIntoCycleCount = (id: number, code: string) =>
  callEndpoint(cycleCountScan, { params: { id }, body: { code } });

export const applyCycleCorrections = (id: number) => callEndpoint(applyCycleCount, { params: { id } });
