import { sql } from 'drizzle-orm';
import { MESSAGES } from '@makro/domain/shared';
import type { LoginInput, LoginResponse } from '@makro/domain/users';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { burnVerifyTime, verifyPassword } from '../../platform/auth/passwords';
import { createSession, revokeSession } from '../../platform/auth/sessions';
import { loadEffectivePermissions } from '../../platform/auth/permissions';
import { clear, hit, peek, type Window } from '../../platform/auth/rate-limit';
import type { Actor } from '../../platform/auth/access';
import { writeAudit } from '../../platform/audit/audit';
import { rateLimited, unauthenticated } from '../../platform/http/errors';
import { toUserInfo } from './user-row';

/** Guessing stops after 10 wrong passwords for one username, or 30 from one address, per 15 minutes. */
export const LOGIN_LIMITS = {
  perUsername: { limit: 10, windowMs: 15 * 60_000 } satisfies Window,
  perIp: { limit: 30, windowMs: 15 * 60_000 } satisfies Window,
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
  for (const [key, window] of [
    [usernameKey, LOGIN_LIMITS.perUsername],
    [ipKey, LOGIN_LIMITS.perIp],
  ] as const) {
    const state = await peek(ctx.db, key, window);
    if (state.over) throw tooMany(state.retryAfterSeconds);
  }

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await burnVerifyTime(input.password);
  if (!user || !passwordOk || !user.is_active) {
    await hit(ctx.db, usernameKey, LOGIN_LIMITS.perUsername);
    await hit(ctx.db, ipKey, LOGIN_LIMITS.perIp);
    throw unauthenticated(MESSAGES.invalidCredentials);
  }
  await clear(ctx.db, usernameKey);

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

export async function logout(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId);
    await writeAudit(tx, { actorUserId: actor.user.id, action: 'logout', entity: 'user', entityId: actor.user.id });
  });
}

export function currentUserInfo(actor: Actor) {
  return toUserInfo(actor.user, actor.permissions);
}
