import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operators' routes (metrics, backup) are for machines, not staff sessions: with OPS_TOKEN set they need
 * `Authorization: Bearer <OPS_TOKEN>`; without it they answer only to a caller on this machine (the socket's own
 * peer, never a forwarded address, so a proxy on the same host does not open them to the world).
 */
export function assertOpsAccess(request: FastifyRequest, opsToken: string | undefined): void {
  if (opsToken) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, opsToken)) throw unauthenticated('This route needs the operations token (OPS_TOKEN).');
    return;
  }
  if (request.headers['x-forwarded-for'] !== undefined || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    throw forbidden('This route answers only on this machine unless OPS_TOKEN is set.');
  }
}
