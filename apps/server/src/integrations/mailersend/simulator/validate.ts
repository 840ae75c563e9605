/** The checks MailerSend makes on `POST /v1/email` that our adapter could trip over (integrations.md §3.2). */
const EMAIL = /^\S+@\S+\.\S+$/;

interface Address {
  email?: unknown;
  name?: unknown;
}

export interface EmailRequest {
  from?: Address;
  to?: Address[];
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  template_id?: unknown;
  personalization?: { email?: unknown; data?: unknown }[];
}

export function validateEmailRequest(body: EmailRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (typeof body.from?.email !== 'string' || !EMAIL.test(body.from.email)) {
    add('from.email', 'The from.email field is required. #MS42209');
  }
  if (!Array.isArray(body.to) || body.to.length === 0) add('to', 'The to field is required. #MS42209');
  else if (body.to.length > 50) add('to', 'The to may not have more than 50 items. #MS42205');
  else
    body.to.forEach((recipient, index) => {
      if (typeof recipient.email !== 'string' || !EMAIL.test(recipient.email)) {
        add(`to.${index}.email`, `The to.${index}.email must be a valid email address. #MS42209`);
      }
      if (typeof recipient.name === 'string' && /[;,]/.test(recipient.name)) {
        add(`to.${index}.name`, `The to.${index}.name may not contain ; or ,`);
      }
    });
  if (!body.template_id && !body.html && !body.text) {
    add('text', 'The text field is required when none of html / template id are present. #MS42211');
  }
  if (!body.template_id && typeof body.subject !== 'string') add('subject', 'The subject field is required. #MS42209');
  const recipients = new Set((body.to ?? []).map((recipient) => String(recipient.email).toLowerCase()));
  (body.personalization ?? []).forEach((entry, index) => {
    if (!recipients.has(String(entry.email).toLowerCase())) {
      add(
        `personalization.${index}.email`,
        `The personalization.${index}.email must be one of the recipients. #MS42217`,
      );
    }
  });
  return errors;
}
