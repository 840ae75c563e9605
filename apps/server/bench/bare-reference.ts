import Fastify from 'fastify';
import pg from 'pg';
import { hashToken } from '../src/platform/auth/sessions';

/** As many connections as Makro's prepared statements get by default (half its pool of 20). */
const POOL_SIZE = 10;

/**
 * The machine's own ceiling for a signed-in read, as a yardstick beside the floor: Fastify and pg with nothing of
 * Makro's (no hooks, ORM, validation, serializer or security headers), running the two statements a signed-in read
 * needs at the least: the session with its user by the token's hash, then the item by key, both prepared. Same
 * path, token and load as the floor, on the same database. Not the product: where even this misses a goal, the
 * miss is the machine's.
 */
export async function startBareReference(databaseUrl: string): Promise<{ origin: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/api/v1/bench/floor/:id', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const session = await pool.query({
      name: 'bare_session',
      text: `select users.id from sessions join users on users.id = sessions.user_id
             where token_hash = $1 and revoked_at is null and expires_at > now() and users.is_active`,
      values: [hashToken(token)],
    });
    if (session.rowCount === 0) return reply.code(401).send({ error: 'signed out' });
    const item = await pool.query({
      name: 'bare_item',
      text: 'select * from inventories where id = $1',
      values: [Number(request.params.id)],
    });
    if (item.rowCount === 0) return reply.code(404).send({ error: 'no such item' });
    return { inventory: item.rows[0] };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
