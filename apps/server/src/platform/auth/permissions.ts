import { eq } from 'drizzle-orm';
import { accountTypeById, effectivePermissions, isPermission, type Permission } from '@makro/domain/shared';
import type { DbOrTx } from '../db/client';
import { userPermissions } from './tables';

/** The account type's defaults with this user's stored grants and revocations applied. */
export async function loadEffectivePermissions(
  db: DbOrTx,
  user: { id: number; account_type_id: number },
): Promise<Permission[]> {
  const overrides = await db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.user_id, user.id));
  return permissionsWith(user.account_type_id, overrides);
}

export interface PermissionOverride {
  permission: string;
  granted: boolean;
}

/** The account type's defaults with these stored grants and revocations applied (unknown permissions ignored). */
export function permissionsWith(accountTypeId: number, overrides: PermissionOverride[]): Permission[] {
  const known = overrides.flatMap((row) =>
    isPermission(row.permission) ? [{ permission: row.permission, granted: row.granted }] : [],
  );
  return effectivePermissions(accountTypeById(accountTypeId).slug, known);
}
