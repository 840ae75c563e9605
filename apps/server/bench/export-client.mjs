// Runs in its own process (forked by export-bench.ts) so the server's process holds the server alone: its RSS is
// the server's, and reading the download does not share the server's event loop. Plain node:http (fetch's web
// streams cost this process twice the CPU, on a machine whose cores the server and the database share). Saves
// the CSV, decompressed when it came compressed, to a file for the correctness checks, which run after the timing.
import { createWriteStream, statSync } from 'node:fs';
import { get } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

const DECOMPRESS = { br: createBrotliDecompress, gzip: createGunzip };

const download = ({ url, token, acceptEncoding }) =>
  new Promise((resolve, reject) => {
    const request = get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } });
    request.once('response', resolve);
    request.once('error', reject);
  });

process.once('message', async (job) => {
  try {
    const started = performance.now();
    const response = await download(job);
    if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
    const decompress = DECOMPRESS[response.headers['content-encoding']];
    await pipeline([response, ...(decompress ? [decompress()] : []), createWriteStream(job.file)]);
    const ms = performance.now() - started;
    process.send({ result: { bytes: statSync(job.file).size, ms } }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String(error) }, () => process.exit(1));
  }
});
