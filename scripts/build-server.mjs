// The server as one JavaScript file (apps/server/dist/main.mjs) for `npm start`: Node runs it without the
// TypeScript loader, whose hook thread and transformed sources cost some 50 MB of memory and a slower start.
// Our own code (the server and @makro/domain) is bundled; every package stays in node_modules, loaded by Node.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const outdir = path.join(root, 'apps/server/dist');
export const SERVER_BUNDLE = path.join(outdir, 'main.mjs');

const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@makro/') ? undefined : { external: true },
    );
  },
};

/**
 * Chunks an earlier build left that this one did not write. The folder is not emptied before building: another
 * server process started from this checkout may still be loading the chunks, which an identical build rewrites
 * under the same names.
 */
function removeStaleChunks(outputs) {
  const chunks = path.join(outdir, 'chunks');
  if (!existsSync(chunks)) return;
  for (const file of readdirSync(chunks)) {
    const chunk = path.join(chunks, file);
    if (!outputs.has(chunk)) rmSync(chunk, { force: true });
  }
}

export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outdir,
    entryNames: 'main',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Modules imported on demand (PGlite, the S3 client) stay chunks of their own, loaded only when used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [packagesStayExternal],
    metafile: true,
    absWorkingDir: root,
  });
  removeStaleChunks(new Set(Object.keys(result.metafile.outputs).map((output) => path.resolve(root, output))));
}

if (process.argv[1] === new URL(import.meta.url).pathname) await buildServer();
