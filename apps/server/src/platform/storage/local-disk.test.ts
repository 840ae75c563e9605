import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk';

describe('local disk storage', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'makro-storage-'));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps a file with its content type, streams it back and removes it', async () => {
    const storage = localDiskStorage(directory);
    await storage.put('resellers/7/licence.pdf', Buffer.from('%PDF-1.4 body'), 'application/pdf');
    const stored = await storage.get('resellers/7/licence.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.size).toBe(13);
    expect(await text(stored!.body)).toBe('%PDF-1.4 body');
    await storage.remove('resellers/7/licence.pdf');
    expect(await storage.get('resellers/7/licence.pdf')).toBeUndefined();
  });

  it('writes a stream and leaves no partial file behind when the stream fails', async () => {
    const storage = localDiskStorage(directory);
    await storage.put('reports/1.csv', Readable.from(['a,', 'b\r\n']), 'text/csv');
    expect(await text((await storage.get('reports/1.csv'))!.body)).toBe('a,b\r\n');
    const failing = new Readable({
      read() {
        this.destroy(new Error('source broke'));
      },
    });
    await expect(storage.put('reports/2.csv', failing, 'text/csv')).rejects.toThrow('source broke');
    expect(await storage.get('reports/2.csv')).toBeUndefined();
    expect(readdirSync(path.join(directory, 'reports')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = localDiskStorage(directory);
    await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });
});
