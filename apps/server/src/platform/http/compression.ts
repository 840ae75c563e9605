import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * A compressor that hands on what it has whenever the writer pauses: after the writes of one turn of the
 * event loop it flushes once. A streamed answer (the inventory CSV export, written row by row as batches
 * come from the database) thus keeps reaching the client as it is produced, so its progress bar moves,
 * while a steady stream is still compressed in large blocks (flushing after every row would double gzip's
 * output and triple brotli's).
 */
function flushWhenIdle<T extends zlib.Gzip | zlib.BrotliCompress>(stream: T): T {
  let scheduled = false;
  const write = stream.write;
  stream.write = function (this: T, chunk: unknown, ...rest: unknown[]) {
    // zlib's own flush() writes an empty buffer: that one must not schedule another flush.
    if (!scheduled && (chunk as { length?: number } | null)?.length) {
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!stream.destroyed && !stream.writableEnded) stream.flush();
      });
    }
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as T['write'];
  return stream;
}

const idleFlushingZlib = {
  createBrotliCompress: (options?: zlib.BrotliOptions) => flushWhenIdle(zlib.createBrotliCompress(options)),
  createGzip: (options?: zlib.ZlibOptions) => flushWhenIdle(zlib.createGzip(options)),
  // Answers small enough to be compressed in one go (JSON) need no flushing.
  brotliCompressSync: zlib.brotliCompressSync,
  gzipSync: zlib.gzipSync,
};

/**
 * API answers (JSON, CSV, text) are compressed when the client accepts it: brotli, else gzip, from 1 KB.
 * Register before any route: only routes added afterwards are compressed. Static files of the web app come
 * pre-compressed from the build and are left alone (they already carry a Content-Encoding).
 * Brotli at quality 4: most of the gain of 11 at a fraction of the CPU, as answers are compressed per request.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Nobody sends Makro compressed bodies; webhook signatures are checked on the raw body as sent.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlib: idleFlushingZlib,
  });
}
