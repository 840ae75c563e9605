import type { FastifyInstance } from 'fastify';

export type StopOnClose = (stop: () => Promise<void>) => void;

/**
 * The outbox worker and the scheduled jobs are all told to stop in the same moment the server starts closing.
 * Fastify runs close hooks one after another: a job whose stop waited behind the worker's mail in flight went on
 * calling this server's own simulator, was answered 503 "server is closing", and recorded the shop as failed.
 * Asked together, every job's abort signal fires at once, and the slowest job alone bounds the wait.
 */
export function stopTogetherOnClose(app: FastifyInstance): StopOnClose {
  const stops: Array<() => Promise<void>> = [];
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
  return (stop) => void stops.push(stop);
}
