import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyFault, registerFaultControl } from '../../../platform/sandbox/faults';
import { avatarSvg } from './avatar-svg';
import { demoMembers } from './demo-members';

export interface SlackSimulatorOptions {
  token: string;
  secondDomain: string;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Slack's `users.list` (integrations.md §4): bearer token, cursor paging with "" on the last page,
 * errors as HTTP 200 `{ok:false, error}`, 429 with Retry-After when the fault switch says so.
 */
export async function slackSimulator(app: FastifyInstance, options: SlackSimulatorOptions): Promise<void> {
  registerFaultControl(app, 'slack');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const members = demoMembers(options.secondDomain);

  const usersList = async (
    request: FastifyRequest<{ Body?: Record<string, string>; Querystring: Record<string, string> }>,
    reply: FastifyReply,
  ) => {
    const failed = await applyFault(app.db, 'slack', reply, (status, failing) =>
      status === 429
        ? (failing.header('retry-after', '1'), { ok: false, error: 'ratelimited' })
        : 'Internal Server Error',
    );
    if (failed) return reply;
    if (request.headers.authorization !== `Bearer ${options.token}`) return { ok: false, error: 'invalid_auth' };
    const params = { ...request.query, ...(request.body ?? {}) };
    const limit = Math.min(Math.max(Number(params.limit ?? 0) || members.length, 1), 999);
    const start = params.cursor ? Number(Buffer.from(params.cursor, 'base64').toString().replace('user:', '')) : 0;
    if (!Number.isInteger(start) || start < 0 || start > members.length) return { ok: false, error: 'invalid_cursor' };
    const page = members.slice(start, start + limit);
    const next = start + limit < members.length ? Buffer.from(`user:${start + limit}`).toString('base64') : '';
    return {
      ok: true,
      members: page.map((member) => ({
        id: member.id,
        team_id: 'T0MAKRO',
        name: member.real_name.toLowerCase().replace(/\s+/g, '.'),
        deleted: Boolean(member.deleted),
        color: member.color,
        real_name: member.real_name,
        is_bot: Boolean(member.is_bot),
        updated: 1_760_000_000,
        profile: {
          real_name: member.real_name,
          display_name: member.real_name.split(' ')[0],
          title: member.title,
          ...(member.email ? { email: member.email } : {}),
          image_192: `${originOf(request)}/sandbox/slack/avatars/${member.id}.svg`,
        },
      })),
      cache_ts: Math.floor(Date.now() / 1000),
      response_metadata: { next_cursor: next },
    };
  };
  app.get('/api/users.list', usersList);
  app.post('/api/users.list', usersList);

  app.get<{ Params: { id: string } }>('/avatars/:id.svg', async (request, reply) => {
    const member = members.find((candidate) => candidate.id === request.params.id);
    if (!member) return reply.code(404).send('not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(avatarSvg(member.color));
  });
}
