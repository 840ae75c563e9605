import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './port';

const CONTENT_TYPE_SUFFIX = '.content-type';

/**
 * Files under a folder of the data directory. A file is written beside its final name and renamed into
 * place, so a reader never sees half a file and a crash leaves no partial one under the key.
 */
export function localDiskStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(directory, ...key.split('/'));
  };
  return {
    async put(key, body, contentType) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await pipeline(Readable.from([contentType]), createWriteStream(`${target}${CONTENT_TYPE_SUFFIX}`));
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const target = pathOf(key);
      const info = await stat(target).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const contentType = await readSmallFile(`${target}${CONTENT_TYPE_SUFFIX}`);
      return {
        body: createReadStream(target),
        contentType: contentType || 'application/octet-stream',
        size: info.size,
      };
    },
    async remove(key) {
      const target = pathOf(key);
      await rm(target, { force: true });
      await rm(`${target}${CONTENT_TYPE_SUFFIX}`, { force: true });
    },
  };
}

async function readSmallFile(file: string): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of createReadStream(file)) chunks.push(chunk as Buffer);
  } catch {
    return '';
  }
  return Buffer.concat(chunks).toString('utf8');
}
