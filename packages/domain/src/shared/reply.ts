import { z } from 'zod';

/**
 * The e-mail reply staff write to what a customer sent (module requests, customer inquiries): the words the spec
 * gives (part 2 §5, §8) and the editor's HTML as the server receives it.
 */
export const REPLY_MESSAGES = {
  emailBodyMissing: 'Email Body missing!',
  sent: (email: string) => `Email notification sent to ${email}`,
  sendFailed: 'Error sending email notification.',
} as const;

export const MAX_REPLY_LENGTH = 100_000;

/** HTML from the editor; the server sanitises it before it is stored or sent. */
export const EmailReplyHtml = z
  .string({ error: REPLY_MESSAGES.emailBodyMissing })
  .max(MAX_REPLY_LENGTH, `email_reply must be at most ${MAX_REPLY_LENGTH} characters`);

/** Who sent a reply. */
export const Replier = z.object({ id: z.number().int(), name: z.string() });

/** What a record answered by e-mail tells of its reply (spread into its schema). */
export const REPLY_FIELDS = {
  /** The reply as sent (sanitised HTML); while waiting, the last reply that could not be sent, kept for a retry. */
  email_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by: Replier.nullable(),
  /** Why the last reply has not gone out yet (MailerSend's words), while it waits. */
  reply_error: z.string().nullable(),
};
