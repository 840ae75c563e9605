import { and, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES } from '@makro/domain/shared';
import type { LoginInput, LoginResponse } from '@makro/domain/users';
import type { Db, DbOrTx } from '../../platform/db/client';
import { sessions, users } from '../../platform/auth/tables';
import { burnVerifyTime, verifyPassword } from '../../platform/auth/passwords';
import { createSession, revokeSession } from '../../platform/auth/sessions';
import { loadEffectivePermissions } from '../../platform/auth/permissions';
import { clear, hit, release, type Window } from '../../platform/auth/rate-limit';
import type { Actor } from '../../platform/auth/access';
import { writeAudit } from '../../platform/audit/audit';
import { rateLimited, unauthenticated } from '../../platform/http/errors';
import { toUserInfo } from './user-row';

/**
 * Guessing stops after 10 wrong passwords for one username, or 30 from one address, per 15 minutes. An
 * address over its limit still signs in the accounts that signed in from it within `knownAddressMs` (the
 * office behind one router keeps working while someone there guesses); every other username is refused
 * from it without a check. See docs/decisions.md, "Login limits".
 */
export const LOGIN_LIMITS = {
  perUsername: { limit: 10, windowMs: 15 * 60_000 } satisfies Window,
  perIp: { limit: 30, windowMs: 15 * 60_000 } satisfies Window,
  knownAddressMs: 30 * 24 * 3_600_000,
};

const tooMany = (retryAfterSeconds: number) =>
  rateLimited(
    `Too many login attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    retryAfterSeconds,
  );

export interface LoginContext {
  db: Db;
  idleMs: number;
  ip: string;
  userAgent?: string;
}

export async function login(ctx: LoginContext, input: LoginInput): Promise<LoginResponse> {
  const usernameKey = `login:user:${input.username.toLowerCase()}`;
  const ipKey = `login:ip:${ctx.ip}`;
  // Each attempt is counted before its password is checked, in the same statement that reads the count:
  // of twenty sent at once, only the first ten are checked. A success gives its counts back.
  const perUser = await hit(ctx.db, usernameKey, LOGIN_LIMITS.perUsername);
  if (perUser.over) throw tooMany(perUser.retryAfterSeconds);
  const perIp = await hit(ctx.db, ipKey, LOGIN_LIMITS.perIp);

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
  if (perIp.over && !(user && (await signedInFrom(ctx.db, user.id, ctx.ip)))) {
    // Not checked, so not a guess at this username: only the address's count keeps it.
    await release(ctx.db, usernameKey);
    throw tooMany(perIp.retryAfterSeconds);
  }
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await burnVerifyTime(input.password);
  // A temporary password (it came by e-mail) past its date is refused like a wrong one: the answer does not
  // tell that the password was right once.
  const expired = user?.password_temporary_until != null && user.password_temporary_until.getTime() <= Date.now();
  if (!user || !passwordOk || !user.is_active || expired) throw unauthenticated(MESSAGES.invalidCredentials);
  await clear(ctx.db, usernameKey);
  await release(ctx.db, ipKey);

  const token = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, {
      userId: user.id,
      idleMs: ctx.idleMs,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await writeAudit(tx, { actorUserId: user.id, action: 'login', entity: 'user', entityId: user.id });
    return created;
  });
  const permissions = await loadEffectivePermissions(ctx.db, user);
  return { token, user_info: toUserInfo(user, permissions) };
}

/** Whether this account signed in from this address recently: a limited address still lets it in. */
async function signedInFrom(db: Db, userId: number, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_LIMITS.knownAddressMs);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.ip, ip), gt(sessions.created_at, since)))
    .limit(1);
  return row !== undefined;
}

export async function logout(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId);
    await writeAudit(tx, { actorUserId: actor.user.id, action: 'logout', entity: 'user', entityId: actor.user.id });
  });
}

export function currentUserInfo(actor: Actor) {
  return toUserInfo(actor.user, actor.permissions);
}

/** The signed-in user as stored now (after a change made in this request, e.g. a new profile picture). */
export async function freshUserInfo(db: DbOrTx, actor: Actor) {
  const [user] = await db.select().from(users).where(eq(users.id, actor.user.id));
  return toUserInfo(user ?? actor.user, actor.permissions);
}
