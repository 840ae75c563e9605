import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES, accountTypeById, grants, type Access, type Permission } from '@makro/domain/shared';
import { PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_CODE } from '@makro/domain/users';
import { AppError, forbidden, unauthenticated } from '../http/errors';
import { permissionsWith } from './permissions';
import { resolveSession } from './sessions';
import type { users } from './tables';

export interface Actor {
  user: typeof users.$inferSelect;
  permissions: Permission[];
  sessionId: number;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export async function authenticate(request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { db, config } = request.server;
  const found = await resolveSession(db, token, config.sessionIdleMs);
  if (!found) return null;
  const permissions = permissionsWith(found.user.account_type_id, found.overrides);
  return { user: found.user, permissions, sessionId: found.session.id };
}

/** Whether this signed-in user still has to replace a temporary password (one that came by e-mail). */
/** Actions the spec reserves for the administrator account type (reopening, deleting, editing others' requests). */
export const isAdministrator = (actor: Actor) => accountTypeById(actor.user.account_type_id).slug === 'administrator';

export const mustChangePassword = (user: Actor['user']) => user.password_temporary_until !== null;

export const passwordChangeRequired = () => new AppError(403, PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED);

export interface AccessOptions {
  /** The route stays open to a session whose temporary password must be changed first. */
  duringPasswordChange?: boolean;
}

/**
 * The onRequest hook every route gets from its contract: 401 without a live session, 403
 * `password_change_required` while the password is a temporary one (but for the few routes that say
 * otherwise), 403 without the permission.
 */
export function accessCheck(access: Access, options: AccessOptions = {}): onRequestAsyncHookHandler {
  return async (request) => {
    request.actor = await authenticate(request);
    if (access === 'public') return;
    if (!request.actor) throw unauthenticated(MESSAGES.tokenExpired);
    if (!options.duringPasswordChange && mustChangePassword(request.actor.user)) throw passwordChangeRequired();
    if (access === 'session') return;
    const accountType = accountTypeById(request.actor.user.account_type_id).slug;
    if (!grants(access, request.actor.permissions, accountType)) {
      const who = access.accountTypes ? ` as ${access.accountTypes.join(' or ')}` : '';
      throw forbidden(`You need the ${access.anyOf.join(' or ')} permission${who} for this.`);
    }
  };
}
