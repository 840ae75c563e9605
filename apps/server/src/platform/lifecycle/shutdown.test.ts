import { afterEach, describe, expect, it, vi } from 'vitest';
import { shutDownOnSignals, type ShutdownOptions } from './shutdown';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Installs the handlers with recorded steps; answers the steps and the exit codes. */
function install(overrides: Partial<ShutdownOptions> = {}) {
  const steps: string[] = [];
  const exits: number[] = [];
  shutDownOnSignals({
    log: quietLog,
    stopReadiness: () => steps.push('not ready'),
    closeServer: async () => void steps.push('server closed'),
    closeStorage: async () => void steps.push('database closed'),
    graceMs: 60_000,
    exit: (code) => exits.push(code),
    ...overrides,
  });
  return { steps, exits };
}

afterEach(() => {
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
});

describe('shutdown on SIGTERM / SIGINT', () => {
  it('turns readiness off first, closes the server, then the database, and exits 0', async () => {
    const { steps, exits } = install();
    process.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(steps).toEqual(['not ready', 'server closed', 'database closed']);
  });

  it('still closes the database when the grace runs out, and exits 1', async () => {
    const { steps, exits } = install({ closeServer: () => new Promise<void>(() => undefined), graceMs: 50 });
    process.emit('SIGINT', 'SIGINT');
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(steps).toEqual(['not ready', 'database closed']);
  });

  it('exits at once on a second signal (128 + the signal number)', async () => {
    const { exits } = install({ closeServer: () => new Promise<void>(() => undefined) });
    process.emit('SIGTERM', 'SIGTERM');
    process.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([130]);
  });
});
