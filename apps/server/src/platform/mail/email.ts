import type { Config } from '../../config';
import type { MailPort, Recipient } from '../../integrations/mailersend/port';
import { IntegrationError } from '../../integrations/http-client';
import type { DbOrTx } from '../db/client';
import { enqueue } from '../jobs/outbox';
import { PermanentFailure, type OutboxHandler } from '../jobs/worker';

export const EMAIL_KIND = 'email';

export type TemplateName = keyof Config['mail']['templates'];

export interface QueuedEmail {
  to: Recipient;
  subject: string;
  template: TemplateName;
  personalization: Record<string, unknown>;
  /** Personalization fields that must not stay in the database once the e-mail is sent (a password, a reset link). */
  secretFields?: string[];
}

/** The company details every template shows in its footer. */
export function companyPersonalization(config: Config) {
  return {
    currentYear: String(new Date().getFullYear()),
    companyAddress: config.company.address,
    companyPhoneNumber: config.company.phone,
  };
}

/** Queues an e-mail in the transaction of the change that causes it; the worker sends it once. */
export function queueEmail(tx: DbOrTx, key: string, description: string, email: QueuedEmail): Promise<void> {
  return enqueue(tx, { kind: EMAIL_KIND, idempotencyKey: key, description, payload: email });
}

/** MailerSend refuses these for good (bad request, credentials, validation); retrying would not help. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 422]);

export function emailHandler(mail: MailPort, templates: Config['mail']['templates']): OutboxHandler {
  return async (payload) => {
    const email = payload as QueuedEmail;
    try {
      const { messageId } = await mail.sendTemplate({
        to: email.to,
        subject: email.subject,
        templateId: templates[email.template],
        personalization: email.personalization,
      });
      const scrubbed = Object.fromEntries(
        Object.entries(email.personalization).map(([key, value]) => [
          key,
          email.secretFields?.includes(key) ? '(removed after sending)' : value,
        ]),
      );
      return { result: { message_id: messageId }, keptPayload: { ...email, personalization: scrubbed } };
    } catch (error) {
      if (error instanceof IntegrationError && error.status && PERMANENT_STATUSES.has(error.status)) {
        throw new PermanentFailure(error.message);
      }
      throw error;
    }
  };
}
