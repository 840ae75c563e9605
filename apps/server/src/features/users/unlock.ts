import { MESSAGES } from '@makro/domain/shared';
import { WRONG_UNLOCK_PASSWORD } from '@makro/domain/users';
import type { Actor } from '../../platform/auth/access';
import { verifyPassword } from '../../platform/auth/passwords';
import { clear, hit } from '../../platform/auth/rate-limit';
import { revokeSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { unauthenticated, unprocessable } from '../../platform/http/errors';

/** A locked screen takes four wrong passwords in a quarter of an hour; the fifth signs the session out. */
const WRONG_UNLOCKS = { limit: 4, windowMs: 15 * 60_000 };

/**
 * The lock screen asks the signed-in person's password again; the session itself was never ended. The fifth
 * wrong password in a quarter of an hour ends the session (the lock screen's own guard: a screen left locked on
 * a bench cannot be used to guess the password, and the person's logins elsewhere are not blocked by it).
 */
export async function unlockSession(db: Db, actor: Actor, password: string): Promise<{ message: string }> {
  if (await verifyPassword(actor.user.password_hash, password)) {
    await clear(db, unlockKey(actor));
    return { message: 'Unlocked' };
  }
  const attempt = await hit(db, unlockKey(actor), WRONG_UNLOCKS);
  if (attempt.over) {
    await revokeSession(db, actor.sessionId);
    await clear(db, unlockKey(actor));
    throw unauthenticated(`Too many wrong passwords. ${MESSAGES.tokenExpired}`);
  }
  throw unprocessable(WRONG_UNLOCK_PASSWORD, 'body.password');
}

const unlockKey = (actor: Actor) => `unlock:session:${actor.sessionId}`;
