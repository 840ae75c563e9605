import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listShopSync, startShopSync, type Shop, type ShopSyncState } from '@makro/domain/shops';
import { callEndpoint, queryKeyFor, type EndpointOutput } from '@/lib/api-client';

const syncStateKey = queryKeyFor(listShopSync, {});

/** Polled every second while a shop is syncing, else every minute. */
const SYNC_POLL_MS = 1000;
const IDLE_POLL_MS = 60_000;

export const isSyncRunning = (shops: readonly ShopSyncState[] | undefined) =>
  (shops ?? []).some((shop) => shop.status === 'running');

/** Pages done of all running syncs, as a percent (null when nothing runs or the total is unknown yet). */
export function syncPercent(shops: readonly ShopSyncState[] | undefined): number | null {
  const running = (shops ?? []).filter((shop) => shop.status === 'running');
  const total = running.reduce((sum, shop) => sum + shop.pages_total, 0);
  if (running.length === 0 || total <= 0) return null;
  const done = running.reduce((sum, shop) => sum + Math.min(shop.pages_done, shop.pages_total), 0);
  return Math.round((done / total) * 100);
}

/** The mirror's sync state of both shops, polled every second while a sync runs. */
export function useShopSync() {
  return useQuery({
    queryKey: syncStateKey,
    queryFn: ({ signal }) => callEndpoint(listShopSync, {}, { signal }),
    refetchInterval: (query) => (isSyncRunning(query.state.data?.shops) ? SYNC_POLL_MS : IDLE_POLL_MS),
  });
}

/** POST /shop_sync/{shop} (administrators): the answer is the shop's new state, which starts the polling. */
export function useStartShopSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shop: Shop) => callEndpoint(startShopSync, { params: { shop } }),
    onSuccess: ({ shop }) => {
      queryClient.setQueryData<EndpointOutput<typeof listShopSync>>(syncStateKey, (previous) => ({
        shops: previous ? previous.shops.map((state) => (state.shop === shop.shop ? shop : state)) : [shop],
      }));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeyFor(listShopSync) }),
  });
}
