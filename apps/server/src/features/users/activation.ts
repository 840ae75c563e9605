import { and, count, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { DbOrTx } from '../../platform/db/client';

/** Accounts an administrator made whose owner has not yet chosen a password: the menu's Users count. */
export async function usersAwaitingActivation(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.is_active, true), isNotNull(users.password_temporary_until)));
  return row?.n ?? 0;
}
