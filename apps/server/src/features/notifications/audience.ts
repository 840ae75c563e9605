import { eq } from 'drizzle-orm';
import { accountTypeById, effectivePermissions, isPermission, type Permission } from '@makro/domain/shared';
import { userPermissions, users } from '../../platform/auth/tables';
import type { DbOrTx } from '../../platform/db/client';

/** Who hears of an event: named people, or every active holder of a permission (administrators by type). */
export type Audience =
  { userIds: readonly number[] } | { holdersOf: Permission; except?: number | null } | { administrators: true };

/** The active users of an audience. A few dozen staff: their permissions are worked out here, not in SQL. */
export async function audienceUserIds(db: DbOrTx, audience: Audience): Promise<number[]> {
  if ('userIds' in audience) return [...new Set(audience.userIds)];
  const staff = await db
    .select({ id: users.id, account_type_id: users.account_type_id })
    .from(users)
    .where(eq(users.is_active, true));
  if ('administrators' in audience) {
    return staff
      .filter((user) => accountTypeById(user.account_type_id).slug === 'administrator')
      .map((user) => user.id);
  }
  const overrides = await db
    .select({
      user_id: userPermissions.user_id,
      permission: userPermissions.permission,
      granted: userPermissions.granted,
    })
    .from(userPermissions)
    .where(eq(userPermissions.permission, audience.holdersOf));
  return staff
    .filter((user) => {
      const own = overrides.flatMap((row) =>
        row.user_id === user.id && isPermission(row.permission)
          ? [{ permission: row.permission, granted: row.granted }]
          : [],
      );
      return effectivePermissions(accountTypeById(user.account_type_id).slug, own).includes(audience.holdersOf);
    })
    .map((user) => user.id)
    .filter((id) => !('except' in audience) || id !== audience.except);
}
