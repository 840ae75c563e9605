import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { grants } from '@makro/domain/shared';
import { SHOP_LABELS, startShopSync, type ShopSyncState } from '@makro/domain/shops';
import { formatDateTime, formatTimeAgo } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { isSyncRunning, useShopSync, useStartShopSync } from './shop-sync';

/** Calls `onFinished` when the last running shop sync ends (the figures on the page are then stale). */
function useOnSyncFinished(shops: readonly ShopSyncState[] | undefined, onFinished: () => void) {
  const wasRunning = useRef(false);
  const running = isSyncRunning(shops);
  useEffect(() => {
    if (wasRunning.current && !running) onFinished();
    wasRunning.current = running;
  }, [running, onFinished]);
}

function RunningSync({ state }: { state: ShopSyncState }) {
  const label = SHOP_LABELS[state.shop];
  const percent = state.pages_total > 0 ? Math.round((state.pages_done / state.pages_total) * 100) : 0;
  return (
    <Stack gap={4} data-testid={`sync-progress-${state.shop}`}>
      <Text size="xs" c="dimmed">
        Syncing {label} orders… {state.pages_done}/{state.pages_total || '?'} pages
        {state.last_synced_at ? '' : ' (first copy of the shop: figures fill in as it runs)'}
      </Text>
      <Progress value={percent} size="sm" striped animated aria-label={`${label} sync progress`} />
    </Stack>
  );
}

export interface SyncStatusProps {
  /** When the figures on the page were last synced (the API's last_synced_at). */
  lastSyncedAt: string | null | undefined;
  /** Refetch the page's figures after a sync. */
  onSynced: () => void;
}

/**
 * "Orders as of …" from the order mirror; a warning when a shop's sync failed; for those the server lets
 * start a sync (administrators) a "Sync now" button per shop, with the running sync's progress in pages.
 */
export function SyncStatus({ lastSyncedAt, onSynced }: SyncStatusProps) {
  const { permissions, user } = useSession();
  const canStart = grants(startShopSync.access, permissions, user?.account_type.slug ?? '');
  const sync = useShopSync();
  const start = useStartShopSync();
  const shops = sync.data?.shops;
  useOnSyncFinished(shops, onSynced);

  const syncedAt =
    lastSyncedAt ??
    (shops ?? [])
      .map((shop) => shop.last_synced_at)
      .filter((value): value is string => value !== null)
      .sort()[0];
  const running = (shops ?? []).filter((shop) => shop.status === 'running');
  const failed = (shops ?? []).filter((shop) => shop.status === 'failed');

  return (
    <Stack gap="xs" mb="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="freshness">
          {syncedAt ? (
            <>
              Orders as of{' '}
              <Tooltip label={formatDateTime(syncedAt)} withArrow>
                <Text span inherit fw={500}>
                  {formatTimeAgo(syncedAt)}
                </Text>
              </Tooltip>{' '}
              ({formatDateTime(syncedAt)})
            </>
          ) : running.length > 0 ? (
            'The shops’ orders are being copied for the first time…'
          ) : (
            'The shops’ orders have not been synced yet.'
          )}
        </Text>
        {canStart && (
          <Group gap="xs">
            {(shops ?? []).map((state) => (
              <Button
                key={state.shop}
                size="compact-sm"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={state.status === 'running' || (start.isPending && start.variables === state.shop)}
                aria-label={`Sync ${SHOP_LABELS[state.shop]} now`}
                onClick={() =>
                  start.mutate(state.shop, {
                    onError: (error) =>
                      toast('error', `The ${SHOP_LABELS[state.shop]} sync could not start: ${error.message}`),
                  })
                }
              >
                Sync {SHOP_LABELS[state.shop]} now
              </Button>
            ))}
          </Group>
        )}
      </Group>
      {running.map((state) => (
        <RunningSync key={state.shop} state={state} />
      ))}
      {failed.map((state) => (
        <Alert
          key={state.shop}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`The last ${SHOP_LABELS[state.shop]} sync failed`}
          py="xs"
        >
          {state.last_error ?? 'Unknown error'}
          {state.last_synced_at ? ` · figures are from ${formatDateTime(state.last_synced_at)}` : ''}
        </Alert>
      ))}
    </Stack>
  );
}
