import { WRONG_UNLOCK_PASSWORD } from '@makro/domain/users';
import type { Actor } from '../../platform/auth/access';
import { verifyPassword } from '../../platform/auth/passwords';
import { clear, hit } from '../../platform/auth/rate-limit';
import type { Db } from '../../platform/db/client';
import { rateLimited, unprocessable } from '../../platform/http/errors';
import { LOGIN_LIMITS } from './login';

/**
 * The lock screen asks the signed-in person's password again; the session itself was never ended. Wrong
 * passwords count against the same per-username limit as wrong logins, so a locked screen left on a bench
 * cannot be used to guess it.
 */
export async function unlockSession(db: Db, actor: Actor, password: string): Promise<{ message: string }> {
  const key = `login:user:${actor.user.username.toLowerCase()}`;
  const attempt = await hit(db, key, LOGIN_LIMITS.perUsername);
  if (attempt.over) {
    throw rateLimited(
      `Too many wrong passwords. Please try again in ${Math.ceil(attempt.retryAfterSeconds / 60)} minute(s).`,
      attempt.retryAfterSeconds,
    );
  }
  if (!(await verifyPassword(actor.user.password_hash, password))) {
    throw unprocessable(WRONG_UNLOCK_PASSWORD, 'body.password');
  }
  await clear(db, key);
  return { message: 'Unlocked' };
}
