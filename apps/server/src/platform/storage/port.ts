import type { Readable } from 'node:stream';

/** A stored file's bytes and how to serve them. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/**
 * Where Makro keeps files it must not lose and never serves publicly: partners' licence documents and built
 * order reports. Keys are Makro's own (`resellers/12/licence.pdf`), never a name a user typed.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file, or undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

/** A key is made of safe path segments: no `..`, no leading slash, nothing a file system would read twice. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe = segments.every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment) && segment !== '..');
  if (!safe) throw new Error(`Unsafe storage key: ${key}`);
}
