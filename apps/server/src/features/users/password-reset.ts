import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_LINK_INVALID_CODE,
  RESET_LINK_SENT,
  RESET_TOKEN_HOURS,
  RESET_TOKEN_PATTERN,
  type ResetPasswordInput,
} from '@makro/domain/users';
import type { Config } from '../../config';
import type { ServiceContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, revokeUserSessions } from '../../platform/auth/sessions';
import { hit } from '../../platform/auth/rate-limit';
import { writeAudit } from '../../platform/audit/audit';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import { unprocessable } from '../../platform/http/errors';
import { findUserOr404 } from './manage-users';
import { passwordResets } from './tables';
import { fullName } from './user-row';

type User = typeof users.$inferSelect;

export interface ResetContext {
  db: Db;
  config: Config;
  /** Where people open Makro, for the link in the e-mail. */
  origin: string;
  nudgeOutbox: () => void;
}

async function queueResetLink(
  tx: DbOrTx,
  ctx: ResetContext,
  user: User & { email: string },
  requestedBy: number | null,
) {
  const token = randomBytes(32).toString('base64url');
  const [reset] = await tx
    .insert(passwordResets)
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000),
      requested_by_user_id: requestedBy,
    })
    .returning();
  const resetUrl = `${ctx.origin}/reset-password?token=${token}`;
  await queueEmail(tx, `password-reset:${reset!.id}`, `Password reset link to ${user.email}`, {
    to: { email: user.email, name: fullName(user) },
    subject: 'Set a new password for Makro',
    template: 'resetPassword',
    personalization: {
      name: fullName(user),
      username: user.username,
      resetUrl,
      expiresInMinutes: RESET_TOKEN_HOURS * 60,
      ...companyPersonalization(ctx.config),
    },
    secretFields: ['resetUrl'],
  });
  await writeAudit(tx, {
    actorUserId: requestedBy,
    action: 'password_reset_requested',
    entity: 'user',
    entityId: user.id,
  });
}

/** Three links an hour per account is plenty for a person and stops anyone flooding an inbox. */
const FORGOT_LIMIT = { limit: 3, windowMs: 3_600_000 };

/** Same answer whether or not an account matches, so the form cannot be used to find accounts. */
export async function requestPasswordReset(ctx: ResetContext, login: string): Promise<{ message: string }> {
  const needle = login.trim().toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`(lower(${users.username}) = ${needle} or lower(${users.email}) = ${needle}) and ${users.is_active}`)
    .limit(1);
  if (user?.email && !(await hit(ctx.db, `forgot:${user.id}`, FORGOT_LIMIT)).over) {
    const withEmail = { ...user, email: user.email };
    await ctx.db.transaction((tx) => queueResetLink(tx, ctx, withEmail, null));
    ctx.nudgeOutbox();
  }
  return { message: RESET_LINK_SENT };
}

/** An administrator sends the link from the user list. */
export async function sendPasswordReset(ctx: ServiceContext & { origin: string }, id: number) {
  const user = await findUserOr404(ctx.db, id);
  if (!user.is_active) throw unprocessable('This account is deactivated; reactivate it first.');
  if (!user.email) throw unprocessable('This account has no e-mail address to send the link to.');
  const withEmail = { ...user, email: user.email };
  await ctx.db.transaction((tx) => queueResetLink(tx, ctx, withEmail, ctx.actor.user.id));
  ctx.nudgeOutbox();
  return { success: true as const, email: user.email };
}

/** One answer for a malformed, unknown, used or expired link: a sentence a person can act on. */
const invalidResetLink = () => unprocessable(RESET_LINK_INVALID, 'body.token', RESET_LINK_INVALID_CODE);

/** Single use: the token, and every other open link of the account, stop working; all sessions end. */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<{ message: string }> {
  if (!RESET_TOKEN_PATTERN.test(input.token)) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResets.token_hash, hashToken(input.token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .returning();
    if (!reset) throw invalidResetLink();
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, password_temporary_until: null })
      .where(and(eq(users.id, reset.user_id), eq(users.is_active, true)))
      .returning({ id: users.id });
    // Throwing rolls back: the link of a deactivated account stays unused.
    if (!user) throw invalidResetLink();
    await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.user_id, user.id), isNull(passwordResets.used_at)));
    await revokeUserSessions(tx, user.id);
    await writeAudit(tx, { actorUserId: user.id, action: 'password_reset', entity: 'user', entityId: user.id });
  });
  return { message: PASSWORD_CHANGED };
}
