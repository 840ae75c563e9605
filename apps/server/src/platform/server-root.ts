import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const isServerPackage = (dir: string) => {
  const manifest = path.join(dir, 'package.json');
  return (
    existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@makro/server'
  );
};

/**
 * The server package's folder (apps/server), found from wherever this code runs: its TypeScript under src/ or the
 * built bundle in dist/, which sit at different depths, so a path relative to a source file would break in one.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!isServerPackage(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The @makro/server package folder was not found above the running code.');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
