import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_POLL_MS,
  listNotifications,
  markNotificationsRead,
  menuBadges,
  notificationStream,
} from '@makro/domain/notifications';
import { callEndpoint, openEndpointStream, queryKeyFor } from '@/lib/api-client';

const LIST_INPUT = { query: { page: 1 } };
/** After a dropped stream, the next try waits this long, doubling up to a minute. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** The newest notifications and the unread count; polled slowly in case the live stream is down. */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: queryKeyFor(listNotifications, LIST_INPUT),
    queryFn: ({ signal }) => callEndpoint(listNotifications, LIST_INPUT, { signal }),
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids?: number[]; all?: boolean }) => callEndpoint(markNotificationsRead, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyFor(listNotifications) }),
  });
}

/** The side menu's live counts by path, each only what this person may act on. */
export function useMenuBadgeCounts(enabled = true): Record<string, number> {
  const client = useQueryClient();
  // Any change the person makes may change what the menu counts for them (a request answered, an application
  // decided): their counts are fetched again at once; other people's follow through the stream or the poll.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void client.invalidateQueries({ queryKey: queryKeyFor(menuBadges) });
      }),
    [client],
  );
  const answer = useQuery({
    queryKey: queryKeyFor(menuBadges),
    queryFn: ({ signal }) => callEndpoint(menuBadges, {}, { signal }),
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });
  return answer.data?.badges ?? {};
}

/**
 * Keeps a server-sent event stream open while signed in: each event refreshes the bell and the menu's counts
 * at once. A dropped stream is opened again with a growing pause; meanwhile the queries above still poll.
 */
export function useNotificationStream(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: queryKeyFor(listNotifications) });
      void client.invalidateQueries({ queryKey: queryKeyFor(menuBadges) });
    };
    const listen = async () => {
      const response = await openEndpointStream(notificationStream, {}, { signal: stop.signal });
      retryMs = FIRST_RETRY_MS;
      const parser = createParser({ onEvent: (event) => event.event === NOTIFICATION_EVENT && refresh() });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    };
    const run = async () => {
      while (!stop.signal.aborted) {
        await listen().catch(() => undefined);
        if (stop.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    };
    void run();
    return () => stop.abort();
  }, [enabled, client]);
}
