import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, accountTypeById, type ErrorBody } from '@makro/domain/shared';
import { PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_CODE } from '@makro/domain/users';
import { authenticate, mustChangePassword } from '../auth/access';

/**
 * Who may use a simulator's inspection and control routes (the sandbox mailbox and its JSON, every
 * `_faults` switch, the `_simulate` checkouts): they show welcome passwords and reset links and change
 * what the simulators answer, so they are not for anyone who can reach the port.
 *
 * - With an `Authorization: Bearer` session token: only an administrator (401 when the session is not
 *   live, 403 for any other account type, also from this machine).
 * - Without one: only a request from this machine. That is the raw socket's address (never a
 *   forwarded one, whatever TRUST_PROXY says), no proxy header at all (a proxy on this machine
 *   forwards other people's requests from 127.0.0.1), and a Host that names this machine (so a web
 *   page cannot reach it by making its own host name resolve to 127.0.0.1).
 *
 * The simulated vendor APIs themselves keep their vendor's authentication and do not use this.
 * Answers in the API's error envelope, also inside a simulator that answers its own errors in the vendor's shape.
 */
export async function sandboxInspectionAccess(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const refusal = await refuse(request);
  if (!refusal) return undefined;
  const [status, code, message] = refusal;
  const body: ErrorBody = { error: { code, message } };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

type Refusal =
  [401, 'unauthenticated', string] | [403, 'forbidden', string] | [403, typeof PASSWORD_CHANGE_REQUIRED_CODE, string];

const ADMINISTRATORS_ONLY = 'Only an administrator can use the sandbox inspection and control routes.';

async function refuse(request: FastifyRequest): Promise<Refusal | null> {
  if (request.headers.authorization !== undefined) {
    const actor = await authenticate(request);
    if (!actor) return [401, 'unauthenticated', MESSAGES.tokenExpired];
    // Like every session route: a temporary password opens nothing before it is replaced.
    if (mustChangePassword(actor.user)) return [403, PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED];
    const accountType = accountTypeById(actor.user.account_type_id).slug;
    return accountType === 'administrator' ? null : [403, 'forbidden', ADMINISTRATORS_ONLY];
  }
  if (isLocalRequest(request)) return null;
  return [
    401,
    'unauthenticated',
    `${ADMINISTRATORS_ONLY} Send an administrator's session token, or open it on the server's own machine.`,
  ];
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined && /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.test(address);

/** The host name without its port: `localhost:3000` → `localhost`, `[::1]:3000` → `::1`. */
function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1];
  return host.replace(/:\d+$/, '');
}

const isLoopbackHost = (name: string | undefined) =>
  name !== undefined && (name.toLowerCase() === 'localhost' || isLoopbackAddress(name));

export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  if (PROXY_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return isLoopbackHost(hostName(request.headers.host));
}
