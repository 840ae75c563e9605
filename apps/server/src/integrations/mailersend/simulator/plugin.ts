import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sandboxInspectionAccess } from '../../../platform/sandbox/access';
import { applyFault, registerFaultControl } from '../../../platform/sandbox/faults';
import { renderMailbox } from './mailbox-page';
import { sandboxMailMessages } from './tables';
import { validateEmailRequest, type EmailRequest } from './validate';

export interface MailerSendSimulatorOptions {
  token: string;
}

/**
 * MailerSend's `POST /v1/email` (its API token), plus the sandbox mailbox: `GET /messages` (JSON) and
 * `GET /` (a page), for an administrator's session or a request from this machine only: they show passwords.
 */
export async function mailerSendSimulator(app: FastifyInstance, options: MailerSendSimulatorOptions): Promise<void> {
  registerFaultControl(app, 'mailersend');

  app.post<{ Body: EmailRequest }>('/v1/email', async (request, reply) => {
    if (await applyFault(app.db, 'mailersend', reply, (status) => ({ message: `Simulated failure (${status})` })))
      return;
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return reply.code(401).send({ message: 'Unauthenticated.' });
    }
    const body = request.body ?? {};
    const errors = validateEmailRequest(body);
    const firstError = Object.values(errors)[0]?.[0];
    if (firstError) return reply.code(422).send({ message: firstError, errors });
    const messageId = randomBytes(12).toString('hex');
    await app.db.insert(sandboxMailMessages).values({
      message_id: messageId,
      from: body.from,
      to: body.to,
      subject: typeof body.subject === 'string' ? body.subject : null,
      template_id: typeof body.template_id === 'string' ? body.template_id : null,
      personalization: body.personalization ?? null,
      html: typeof body.html === 'string' ? body.html : null,
      text: typeof body.text === 'string' ? body.text : null,
    });
    return reply.code(202).header('x-message-id', messageId).send();
  });

  const newestFirst = () => app.db.select().from(sandboxMailMessages).orderBy(desc(sandboxMailMessages.id)).limit(200);

  const inspection = { onRequest: sandboxInspectionAccess };

  app.get('/messages', inspection, async (_request, reply) => {
    const messages = await newestFirst();
    void reply.header('cache-control', 'no-store');
    return messages.map((message) => ({
      message_id: message.message_id,
      to: message.to,
      subject: message.subject,
      template_id: message.template_id,
      personalization: message.personalization,
      created_at: message.created_at.toISOString(),
    }));
  });

  app.get('/', inspection, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailbox(await newestFirst())),
  );
}
