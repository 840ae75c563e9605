import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../storage';

/**
 * Streams a stored upload to the staff member who asked for it. It is someone else's file: never sniffed as
 * another type, never cached, and sandboxed should a browser render it.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  how: { contentType: string | null; disposition: 'attachment' | 'inline'; fileName: string },
): void {
  void reply
    .header('content-type', how.contentType ?? file.contentType)
    .header('content-disposition', `${how.disposition}; filename="${how.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (file.size !== undefined) void reply.header('content-length', String(file.size));
  void reply.send(file.body);
}
