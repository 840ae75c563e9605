import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteInventory,
  exportParameters,
  listBins,
  listInventories,
  lookupCatalog,
  showInventory,
  type CatalogTag,
  type InventoryItem,
} from '@makro/domain/inventory';
import { callEndpoint, queryKeyFor, type EndpointInput } from '@/lib/api-client';

/** The inventory item calls of the whole area (search, QR tags, scanning, conversion). */

export type InventoryListQuery = NonNullable<EndpointInput<typeof listInventories>['query']>;

export function useInventoryList(query: InventoryListQuery) {
  return useQuery({
    queryKey: queryKeyFor(listInventories, { query }),
    queryFn: ({ signal }) => callEndpoint(listInventories, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItem(id: number) {
  return useQuery({
    queryKey: queryKeyFor(showInventory, { params: { id } }),
    queryFn: ({ signal }) => callEndpoint(showInventory, { params: { id } }, { signal }),
  });
}

export function useDeleteInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteInventory, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeyFor(showInventory, { params: { id } }) });
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listInventories) });
      // The bin it was in now holds one item less.
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listBins) });
    },
  });
}

export function useExportParameters(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyFor(exportParameters, {}),
    queryFn: ({ signal }) => callEndpoint(exportParameters, {}, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The inventory item with exactly this serial number (the server matches it whole), or null. */
export async function findItemBySerial(serial: string, signal?: AbortSignal): Promise<InventoryItem | null> {
  const { inventories } = await callEndpoint(
    listInventories,
    { query: { serial_number: serial, per_page: 1 } },
    { signal },
  );
  return inventories[0] ?? null;
}

/** The catalogue entry of a tag serial; a tag the catalogue does not know is a 404 'Item missing from catalog'. */
export async function findCatalogTag(serial: string, signal?: AbortSignal): Promise<CatalogTag> {
  const { inventory } = await callEndpoint(
    lookupCatalog,
    { body: { inventory: { serial_number: serial } } },
    { signal },
  );
  return inventory;
}
