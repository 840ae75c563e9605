import { asc, eq } from 'drizzle-orm';
import { accountTypeById, effectivePermissions, type Permission } from '@makro/domain/shared';
import type { DbOrTx } from '../../platform/db/client';
import { userPermissions, users } from '../../platform/auth/tables';
import { personOf } from './rows';

const PERMISSION: Permission = 'can_view_bugs_manager';

/**
 * Who a report may be assigned to: the active users who can open the Bugs Manager (their account type's
 * defaults with their own grants and revocations), by name. A few dozen staff: worked out here, not in SQL.
 */
export async function bugAssignees(db: DbOrTx) {
  const staff = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, type: users.account_type_id })
    .from(users)
    .where(eq(users.is_active, true))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  const overrides = await db
    .select({ user_id: userPermissions.user_id, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.permission, PERMISSION));
  return staff
    .filter((user) => {
      const own = overrides.flatMap((row) =>
        row.user_id === user.id ? [{ permission: PERMISSION, granted: row.granted }] : [],
      );
      return effectivePermissions(accountTypeById(user.type).slug, own).includes(PERMISSION);
    })
    .map((user) => personOf(user)!);
}
