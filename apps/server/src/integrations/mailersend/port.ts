export interface Recipient {
  email: string;
  name: string;
}

export interface TemplateEmail {
  to: Recipient;
  subject: string;
  templateId: string;
  /** The template's variables ({{name}} and so on). */
  personalization: Record<string, unknown>;
  replyTo?: Recipient;
}

/** What Makro needs from the mail service. */
export interface MailPort {
  sendTemplate(email: TemplateEmail): Promise<{ messageId: string | null }>;
}
