import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import { EVERYONE, NOTIFICATION_CHANNEL } from './notify';

type Listener = () => void;

/**
 * This process's open notification streams, by person. One LISTEN per process hears every process's
 * NOTIFY (PostgreSQL) or this process's own (PGlite, which has no other), and wakes the streams it names.
 */
export function createNotificationHub(database: Database, log: Pick<FastifyBaseLogger, 'warn'>) {
  const streams = new Map<number, Set<Listener>>();
  let stopListening: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;

  const wake = (payload: string) => {
    const targets =
      payload === EVERYONE ? [...streams.keys()] : payload.split(',').map(Number).filter(Number.isInteger);
    for (const userId of targets) for (const listener of streams.get(userId) ?? []) listener();
  };

  const start = () => {
    starting ??= database.listen(NOTIFICATION_CHANNEL, wake).then(
      (stop) => {
        stopListening = stop;
      },
      (error: unknown) => {
        starting = undefined;
        log.warn({ err: error }, 'could not listen for notifications; pages fall back to polling');
      },
    );
    return starting;
  };

  return {
    /** Calls `listener` whenever the person's notifications or counts change, until the answer is called. */
    async subscribe(userId: number, listener: Listener): Promise<() => void> {
      await start();
      const set = streams.get(userId) ?? new Set();
      set.add(listener);
      streams.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) streams.delete(userId);
      };
    },
    async stop() {
      streams.clear();
      await stopListening?.();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
