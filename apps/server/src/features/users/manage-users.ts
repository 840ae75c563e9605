import { timingSafeEqual, createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TECHNICIAN_ACCOUNT_TYPE_ID, findAccountType, totalPages } from '@makro/domain/shared';
import {
  TEMPORARY_PASSWORD_DAYS,
  USER_DELETE_REFUSED,
  type CreateUserInput,
  type ListUsersQuery,
  type UpdateUserInput,
  type UserRow,
} from '@makro/domain/users';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { isUniqueViolation } from '../../platform/db/errors';
import { userSearchText, users } from '../../platform/auth/tables';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { avatarColorFor } from '../../platform/auth/colors';
import { writeAudit } from '../../platform/audit/audit';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/http/errors';
import { auditedUser, fullName, toUserRow } from './user-row';

function listFilters(query: ListUsersQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.is_active !== undefined) filters.push(eq(users.is_active, query.is_active));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword.toLowerCase())}%`;
    filters.push(sql`${userSearchText(users)} like ${pattern}`);
  }
  const typeIds = (query['account_types[]'] ?? []).map((slug) => findAccountType(slug)?.id ?? 0);
  if (typeIds.length > 0) filters.push(inArray(users.account_type_id, typeIds));
  if (query.account_type !== undefined) filters.push(eq(users.account_type_id, query.account_type));
  return filters;
}

/** By name unless asked otherwise; the username order is served by its case-insensitive unique index. */
function listOrder({ sort = 'name', order }: ListUsersQuery): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const columns =
    sort === 'username'
      ? [sql`lower(${users.username})`]
      : [sql`lower(${users.first_name})`, sql`lower(${users.last_name})`, users.id];
  return columns.map((column) => direction(column));
}

/** Without user management, the list serves one purpose: choosing a technician to assign work to. */
export async function listUsers(ctx: ServiceContext, query: ListUsersQuery) {
  const managesUsers = ctx.actor.permissions.includes('can_view_user_management');
  if (!managesUsers && query.account_type !== TECHNICIAN_ACCOUNT_TYPE_ID) {
    throw forbidden('You need the can_view_user_management permission for this.');
  }
  const where = and(...listFilters(managesUsers ? query : { ...query, is_active: true }));
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totalCount = total?.n ?? 0;
  return {
    users: rows.map(toUserRow),
    total_count: totalCount,
    total_pages: totalPages(totalCount, query.per_page),
    current_page: query.page,
  };
}

async function assertUnique(db: DbOrTx, fields: { username?: string; email?: string }, exceptId?: number) {
  const exclude = exceptId === undefined ? sql`true` : sql`${users.id} <> ${exceptId}`;
  if (fields.username) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${fields.username.toLowerCase()}`, exclude));
    if (taken) throw conflict(`The username ${fields.username} is already taken.`, 'body.user.username');
  }
  if (fields.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${fields.email.toLowerCase()}`, exclude));
    if (taken) throw conflict(`The e-mail ${fields.email} is already used by another account.`, 'body.user.email');
  }
}

/**
 * Two requests racing past the checks above meet the unique indexes; answer 409 all the same, naming the
 * field the winner took (asked again now that it is committed).
 */
async function uniqueViolationConflict(
  db: DbOrTx,
  error: unknown,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<unknown> {
  if (!isUniqueViolation(error)) return error;
  await assertUnique(db, fields, exceptId);
  return conflict('That username or e-mail is already taken.', [
    { field: 'body.user.username', message: 'may already be taken' },
    { field: 'body.user.email', message: 'may already be taken' },
  ]);
}

export async function createUser(ctx: ServiceContext, input: CreateUserInput['user']): Promise<UserRow> {
  await assertUnique(ctx.db, input);
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          account_type_id: input.account_type_id,
          password_hash: passwordHash,
          // The password goes out in the welcome e-mail: it signs in for a week, and only to be replaced.
          password_temporary_until: new Date(Date.now() + TEMPORARY_PASSWORD_DAYS * 24 * 3_600_000),
          default_color: avatarColorFor(input.username.length + input.first_name.length),
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      await writeAudit(tx, {
        actorUserId: ctx.actor.user.id,
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: auditedUser(user),
      });
      await queueEmail(tx, `welcome:${user.id}`, `Welcome e-mail to ${input.email}`, {
        to: { email: input.email, name: fullName(user) },
        subject: `Welcome to ${ctx.config.company.name}`,
        template: 'newUser',
        personalization: {
          name: fullName(user),
          username: user.username,
          password: input.password,
          ...companyPersonalization(ctx.config),
        },
        secretFields: ['password'],
      });
      return user;
    });
    ctx.nudgeOutbox();
    return toUserRow(created);
  } catch (error) {
    throw await uniqueViolationConflict(ctx.db, error, input);
  }
}

export async function findUserOr404(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(`User ${id} does not exist.`);
  return user;
}

export async function updateUser(ctx: ServiceContext, id: number, input: UpdateUserInput['user']): Promise<UserRow> {
  const before = await findUserOr404(ctx.db, id);
  const self = ctx.actor.user.id === id;
  if (self && input.is_active === false)
    throw unprocessable('You cannot deactivate your own account.', 'body.user.is_active');
  if (self && input.account_type_id !== undefined && input.account_type_id !== before.account_type_id) {
    throw unprocessable('You cannot change your own account type.', 'body.user.account_type_id');
  }
  await assertUnique(ctx.db, { username: input.username, email: input.email }, id);
  const deactivating = input.is_active === false && before.is_active;
  try {
    const after = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(input).where(eq(users.id, id)).returning();
      if (!updated) throw notFound(`User ${id} does not exist.`);
      if (deactivating) await revokeUserSessions(tx, id);
      await writeAudit(tx, {
        actorUserId: ctx.actor.user.id,
        action: deactivating ? 'deactivate' : input.is_active === true && !before.is_active ? 'reactivate' : 'update',
        entity: 'user',
        entityId: id,
        before: auditedUser(before),
        after: auditedUser(updated),
      });
      return updated;
    });
    return toUserRow(after);
  } catch (error) {
    throw await uniqueViolationConflict(ctx.db, error, { username: input.username, email: input.email }, id);
  }
}

function secretMatches(configured: string | undefined, given: string | undefined): boolean {
  if (!configured || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(configured), digest(given));
}

/** Permanent removal is for developers cleaning up mistakes; everyone else deactivates. */
export async function deleteUser(ctx: ServiceContext, id: number, secret: string | undefined): Promise<void> {
  if (!secretMatches(ctx.config.userDeleteSecret, secret)) throw forbidden(USER_DELETE_REFUSED);
  if (ctx.actor.user.id === id) throw unprocessable('You cannot remove your own account.');
  const before = await findUserOr404(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'delete',
      entity: 'user',
      entityId: id,
      before: auditedUser(before),
    });
  });
}
