// Runs in its own process (forked by export-bench.ts) so the server's process holds the server alone: its RSS is
// the server's, and reading the download does not share the server's event loop. Saves the CSV to a file for the
// correctness checks, which run after the timing.
import { createWriteStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

process.once('message', async ({ url, token, file }) => {
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
    const ms = performance.now() - started;
    process.send({ result: { bytes: statSync(file).size, ms } }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String(error) }, () => process.exit(1));
  }
});
