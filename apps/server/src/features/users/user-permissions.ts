import { and, desc, eq, notInArray } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, PERMISSIONS, accountTypeById, type Permission } from '@makro/domain/shared';
import type { UserDetail } from '@makro/domain/users';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { userPermissions, users } from '../../platform/auth/tables';
import { loadEffectivePermissions } from '../../platform/auth/permissions';
import { auditLog } from '../../platform/audit/tables';
import { writeAudit } from '../../platform/audit/audit';
import { unprocessable } from '../../platform/http/errors';
import { findUserOr404 } from './manage-users';
import { toUserRow } from './user-row';

/** Sign-ins are not changes to the account; the history shows what people changed. */
const NOT_HISTORY = ['login', 'logout'];

async function accountHistory(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, first_name: users.first_name, last_name: users.last_name } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(
      and(
        eq(auditLog.entity, 'user'),
        eq(auditLog.entity_id, String(userId)),
        notInArray(auditLog.action, NOT_HISTORY),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(100);
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    action: entry.action,
    actor: actor ? { id: actor.id, name: `${actor.first_name} ${actor.last_name}` } : null,
    created_at: entry.created_at.toISOString(),
    before: entry.before,
    after: entry.after,
  }));
}

export async function userDetail(db: DbOrTx, id: number): Promise<UserDetail> {
  const user = await findUserOr404(db, id);
  const overrides = await db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.user_id, id));
  return {
    user: toUserRow(user),
    permissions: await loadEffectivePermissions(db, user),
    default_permissions: [...DEFAULT_PERMISSIONS[accountTypeById(user.account_type_id).slug]],
    overrides: overrides.filter((row): row is { permission: Permission; granted: boolean } =>
      (PERMISSIONS as readonly string[]).includes(row.permission),
    ),
    history: await accountHistory(db, id),
  };
}

/**
 * Stores the wanted permissions as the difference from the account type's defaults, so a later
 * change of defaults still reaches users whose permissions were never edited.
 */
export async function setUserPermissions(ctx: ServiceContext, id: number, wanted: Permission[]): Promise<UserDetail> {
  const user = await findUserOr404(ctx.db, id);
  if (ctx.actor.user.id === id && !wanted.includes('can_view_user_management')) {
    throw unprocessable('You cannot remove your own user management permission.', 'body.permissions');
  }
  const defaults = new Set<Permission>(DEFAULT_PERMISSIONS[accountTypeById(user.account_type_id).slug]);
  const wantedSet = new Set(wanted);
  const overrides = [
    ...[...wantedSet].filter((name) => !defaults.has(name)).map((permission) => ({ permission, granted: true })),
    ...[...defaults].filter((name) => !wantedSet.has(name)).map((permission) => ({ permission, granted: false })),
  ];
  const before = await loadEffectivePermissions(ctx.db, user);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userPermissions).where(eq(userPermissions.user_id, id));
    if (overrides.length > 0) {
      await tx.insert(userPermissions).values(overrides.map((override) => ({ ...override, user_id: id })));
    }
    const after = PERMISSIONS.filter((name) => wantedSet.has(name));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'permissions',
      entity: 'user',
      entityId: id,
      before: { permissions: before },
      after: { permissions: after },
    });
  });
  return userDetail(ctx.db, id);
}
