import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import type { PermissionOverride } from './permissions';
import { sessions, userPermissions, users } from './tables';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Extending the expiry on every request would write on every call; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface NewSession {
  userId: number;
  idleMs: number;
  ip?: string;
  userAgent?: string;
}

export async function createSession(db: DbOrTx, input: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    user_id: input.userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + input.idleMs),
    ip: input.ip ?? null,
    user_agent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** The session, its user and the user's stored permission grants and revocations, in one round trip. */
const sessionLookup = preparedPerHandle((db) =>
  db
    .select({
      session: sessions,
      user: users,
      overrides: sql<PermissionOverride[]>`coalesce((select json_agg(json_build_object(
        'permission', ${userPermissions.permission}, 'granted', ${userPermissions.granted}))
        from ${userPermissions} where ${userPermissions.user_id} = ${users.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        eq(users.is_active, true),
      ),
    )
    .prepare('resolve_session'),
);

/**
 * The active user behind a token, with their stored permission overrides, or undefined when the token is unknown,
 * expired, revoked or the user inactive.
 */
export async function resolveSession(db: DbOrTx, token: string, idleMs: number) {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
  if (!row) return undefined;
  if (Date.now() - row.session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: sql`now()`, expires_at: new Date(Date.now() + idleMs) })
      .where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Ends every open session of a user (deactivation, password reset), optionally sparing one. */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
  if (exceptSessionId !== undefined) conditions.push(sql`${sessions.id} <> ${exceptSessionId}`);
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(...conditions));
}
