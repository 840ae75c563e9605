import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Marks the process not ready, so the load balancer stops sending it requests. */
  stopReadiness: () => void;
  /** Stops background work, stops accepting connections and waits for the requests in flight (`app.close()`). */
  closeServer: () => Promise<void>;
  /** Closes the database and frees the data directory: runs even when the grace ran out. */
  closeStorage: () => Promise<void>;
  graceMs: number;
  exit?: (code: number) => void;
}

/** A database close that itself hangs must not keep a stopped process alive. */
const STORAGE_CLOSE_LIMIT_MS = 5_000;

/** Exit codes of a process ended by the signal (128 + its number), as shells and supervisors read them. */
const SIGNAL_EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

const within = (promise: Promise<void>, ms: number) =>
  new Promise<boolean>((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * SIGTERM and SIGINT stop the server gracefully: not ready first, then background work and requests in flight
 * are finished within the grace, then the database is closed and the process exits 0. When the grace runs out
 * the database is still closed (its files must stay whole) and the process exits 1. A second signal exits at once.
 */
export function shutDownOnSignals(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      options.log.warn({ signal }, 'second signal: exiting now, without waiting for the shutdown');
      exit(SIGNAL_EXIT_CODES[signal] ?? 1);
      return;
    }
    started = true;
    void shutDown(signal, options).then(exit);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function shutDown(signal: NodeJS.Signals, options: ShutdownOptions): Promise<number> {
  const { log } = options;
  log.info({ signal, graceSeconds: options.graceMs / 1000 }, 'shutting down: readiness answers 503 from now');
  options.stopReadiness();
  let code = 0;
  try {
    log.info('stopping background work and waiting for the requests in flight');
    if (await within(options.closeServer(), options.graceMs)) log.info('server closed: no request is in flight');
    else {
      log.error('the shutdown grace ran out; a side effect still being sent is taken up again when its lease runs out');
      code = 1;
    }
  } catch (error) {
    log.error({ err: error }, 'closing the server failed');
    code = 1;
  }
  try {
    if (await within(options.closeStorage(), STORAGE_CLOSE_LIMIT_MS)) log.info('database closed');
    else {
      log.error('the database did not close in time');
      code = 1;
    }
  } catch (error) {
    log.error({ err: error }, 'closing the database failed');
    code = 1;
  }
  log.info({ code }, 'exiting');
  return code;
}

export interface StartUpSignals {
  /** The signal that came while starting, if one did: the caller stops instead of serving. */
  readonly requested: NodeJS.Signals | undefined;
  /** Hands the signals over to the running server's shutdown. */
  release(): void;
}

/**
 * A signal while the server starts (migrations, demo data: seconds, more on a large database) is held until the
 * start reaches a point where the database can be closed whole, instead of ending the process in the middle of a
 * write to PGlite's files. The caller then closes it and exits 0 without serving. A second signal exits at once.
 */
export function holdSignalsWhileStarting(
  log: (message: string) => void,
  exit: (code: number) => void = (code) => process.exit(code),
): StartUpSignals {
  let requested: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) {
      log(`second signal (${signal}) while starting: exiting now`);
      exit(SIGNAL_EXIT_CODES[signal] ?? 1);
      return;
    }
    requested = signal;
    log(`${signal} while starting: stopping once the database can be closed whole`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    get requested() {
      return requested;
    },
    release() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
