import { IntegrationError, requestJson } from '../http-client';
import type { MailPort, Recipient } from './port';

export interface MailerSendOptions {
  /** The API root, e.g. https://api.mailersend.com (the adapter adds /v1/email). */
  baseUrl: () => string;
  token: string;
  from: Recipient;
  timeoutMs?: number;
}

interface MailerSendError {
  message?: unknown;
  errors?: Record<string, unknown>;
}

function describe(status: number, body: unknown): string {
  const error = (body ?? {}) as MailerSendError;
  const message = typeof error.message === 'string' ? error.message : `MailerSend answered ${status}`;
  const first = error.errors ? Object.values(error.errors).flat()[0] : undefined;
  return typeof first === 'string' && first !== message ? `${message} (${first})` : message;
}

/** MailerSend `POST /v1/email` (integrations.md §3): 202 with the id in `x-message-id`, errors as {message, errors}. */
export function createMailerSendAdapter(options: MailerSendOptions): MailPort {
  return {
    async sendTemplate(email) {
      const response = await requestJson({
        service: 'MailerSend',
        method: 'POST',
        url: `${options.baseUrl()}/v1/email`,
        headers: { authorization: `Bearer ${options.token}` },
        timeoutMs: options.timeoutMs ?? 15_000,
        body: {
          from: options.from,
          to: [email.to],
          subject: email.subject,
          template_id: email.templateId,
          personalization: [{ email: email.to.email, data: email.personalization }],
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        },
      });
      if (response.status !== 202) {
        throw new IntegrationError(
          'MailerSend',
          describe(response.status, response.body),
          response.status,
          response.body,
        );
      }
      return { messageId: response.headers.get('x-message-id') };
    },
  };
}
