import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  INVENTORY_PAGE_SIZE,
  type CatalogTag,
  type ExportParameters,
  type InventoryEvent,
  type InventoryItem,
  type InventoryPage,
} from '@makro/domain/inventory';
import { api } from '@/lib/api-client';
import { LOCATIONS_KEY } from '@/features/inventory/locations-api';

export type InventoryPageBody = z.infer<typeof InventoryPage>;
export type ExportParametersBody = z.infer<typeof ExportParameters>;
export interface ItemDetail {
  inventory: InventoryItem;
  timeline: InventoryEvent[];
}

/** The inventory list's filters, as they stand in the URL. Empty strings mean "no filter". */
export interface InventoryListParams {
  page: number;
  keyword: string;
  category: string;
  status: string;
  location: string;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (params: InventoryListParams) => [...inventoryKeys.lists(), params] as const,
  detail: (id: number) => [...inventoryKeys.all, 'detail', id] as const,
  exportParameters: ['inventory', 'export-parameters'] as const,
  locations: LOCATIONS_KEY,
};

export function useInventoryList(params: InventoryListParams) {
  return useQuery({
    queryKey: inventoryKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<InventoryPageBody>('/v1/inventories', {
        signal,
        query: {
          page: params.page,
          per_page: INVENTORY_PAGE_SIZE,
          keyword: params.keyword.trim() || undefined,
          category: params.category || undefined,
          status: params.status || undefined,
          location: params.location || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItem(id: number | null) {
  return useQuery({
    queryKey: inventoryKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ItemDetail>(`/v1/inventories/${id}`, { signal }),
    enabled: id !== null && id > 0,
  });
}

export function useDeleteInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(`/v1/inventories/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.locations });
    },
  });
}

export function useExportParameters(enabled: boolean) {
  return useQuery({
    queryKey: inventoryKeys.exportParameters,
    queryFn: ({ signal }) => api.get<ExportParametersBody>('/v1/inventories/export_parameters', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The inventory item with this exact serial number, or null. */
export async function findBySerial(serial: string, signal?: AbortSignal): Promise<InventoryItem | null> {
  const page = await api.get<InventoryPageBody>('/v1/inventories', {
    signal,
    query: { serial_number: serial, page: 1, per_page: 1 },
  });
  return page.inventories.find((item) => item.serial_number === serial) ?? page.inventories[0] ?? null;
}

/** The catalogue entry of a tag serial (404 'Item missing from catalog'). */
export async function lookupCatalog(serial: string): Promise<CatalogTag> {
  const { inventory } = await api.post<{ inventory: CatalogTag }>('/v1/inventories/add_to_inventories', {
    inventory: { serial_number: serial },
  });
  return inventory;
}
