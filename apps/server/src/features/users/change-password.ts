import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG, PASSWORD_SAVED, type ChangePasswordInput, type UserInfo } from '@makro/domain/users';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { clear, hit } from '../../platform/auth/rate-limit';
import type { Actor } from '../../platform/auth/access';
import { writeAudit } from '../../platform/audit/audit';
import { rateLimited, unprocessable } from '../../platform/http/errors';
import { LOGIN_LIMITS } from './login';
import { toUserInfo } from './user-row';

/**
 * The signed-in user sets a password of their own choosing: the way out of a temporary password (the one the
 * welcome e-mail carried), and open at any time. The current password is asked again, and a wrong one counts
 * against the same per-username limit as a wrong login, so a left-open session cannot be used to guess it.
 * The password becomes permanent; every other session of the user ends, this one goes on.
 */
export async function changePassword(
  db: Db,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<{ message: string; user_info: UserInfo }> {
  const usernameKey = `login:user:${actor.user.username.toLowerCase()}`;
  const attempt = await hit(db, usernameKey, LOGIN_LIMITS.perUsername);
  if (attempt.over) {
    throw rateLimited(
      `Too many wrong passwords. Please try again in ${Math.ceil(attempt.retryAfterSeconds / 60)} minute(s).`,
      attempt.retryAfterSeconds,
    );
  }
  if (!(await verifyPassword(actor.user.password_hash, input.current_password))) {
    throw unprocessable(CURRENT_PASSWORD_WRONG, 'body.current_password');
  }
  await clear(db, usernameKey);
  const passwordHash = await hashPassword(input.password);
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, password_temporary_until: null })
      .where(eq(users.id, actor.user.id))
      .returning();
    await revokeUserSessions(tx, actor.user.id, actor.sessionId);
    await writeAudit(tx, {
      actorUserId: actor.user.id,
      action: 'password_change',
      entity: 'user',
      entityId: actor.user.id,
      before: { password_temporary: actor.user.password_temporary_until !== null },
      after: { password_temporary: false },
    });
    return user!;
  });
  return { message: PASSWORD_SAVED, user_info: toUserInfo(updated, actor.permissions) };
}
