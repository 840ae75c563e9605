import { afterEach, describe, expect, it } from 'vitest';
import { startLookupThread, type LookupThread } from './lookup-thread';

/** A worker of a few lines standing in for the decoder: how the thread is managed, not what it decodes. */
const stand = (onMessage: string) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { parentPort } from 'node:worker_threads';\nparentPort.on('message', ({ id, vin }) => { ${onMessage} });`,
    )}`,
  );
/** Answers at once with the VIN it was asked (enough of a lookup for these tests). */
const ECHO = 'parentPort.postMessage({ id, result: { elements: { vin } } });';

let thread: LookupThread | null = null;
afterEach(async () => {
  await thread?.close();
  thread = null;
});

describe('the decoder thread', () => {
  it('starts on the first lookup, matches each answer to its lookup, and is kept for the next', async () => {
    // Answers in the reverse order of the questions: the ids put them back.
    thread = startLookupThread({
      workerUrl: stand(`setTimeout(() => { ${ECHO} }, vin === 'A' ? 50 : 0);`),
    });
    expect(thread.running).toBe(false);
    const [first, second] = await Promise.all([thread.lookup('A'), thread.lookup('B')]);
    expect(first.elements.vin).toBe('A');
    expect(second.elements.vin).toBe('B');
    expect(thread.running).toBe(true);
  });

  it('fails a lookup the thread does not answer in time, and replaces the stuck thread', async () => {
    thread = startLookupThread({
      workerUrl: stand(`if (vin === 'STUCK') { for (;;) {} } ${ECHO}`),
      timeoutMs: 300,
    });
    await expect(thread.lookup('STUCK')).rejects.toThrow(/did not answer within 300 ms/);
    expect(thread.running).toBe(false);
    expect((await thread.lookup('NEXT')).elements.vin).toBe('NEXT');
  });

  it('fails what a dying thread held, and starts a new one for the next lookup', async () => {
    thread = startLookupThread({ workerUrl: stand(`if (vin === 'DIE') process.exit(3); ${ECHO}`) });
    await expect(thread.lookup('DIE')).rejects.toThrow(/exit code 3/);
    expect((await thread.lookup('AGAIN')).elements.vin).toBe('AGAIN');
  });

  it('passes on the error the decoder answers, refuses more than it may hold, and nothing once closed', async () => {
    thread = startLookupThread({
      workerUrl: stand(`setTimeout(() => parentPort.postMessage({ id, error: 'no such table' }), 100);`),
      maxPending: 1,
    });
    const first = thread.lookup('A');
    await expect(thread.lookup('B')).rejects.toThrow('the decoder is busy');
    await expect(first).rejects.toThrow('no such table');
    await thread.close();
    await expect(thread.lookup('C')).rejects.toThrow('the decoder is closed');
  });
});
