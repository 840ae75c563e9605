import type { sandboxMailMessages } from './tables';

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function personalizationRows(personalization: unknown): string {
  const first = Array.isArray(personalization) ? (personalization[0] as { data?: Record<string, unknown> }) : undefined;
  return Object.entries(first?.data ?? {})
    .map(([key, value]) => `<tr><th>${escape(key)}</th><td><code>${escape(value)}</code></td></tr>`)
    .join('');
}

/** The sandbox mailbox for a person: every accepted message, newest first. */
export function renderMailbox(messages: (typeof sandboxMailMessages.$inferSelect)[]): string {
  const cards = messages
    .map((message) => {
      const to = (message.to as { email: string; name?: string }[]).map(
        (r) => `${escape(r.name)} &lt;${escape(r.email)}&gt;`,
      );
      return `<article data-testid="mail-message">
  <header><strong>${escape(message.subject)}</strong><time>${escape(message.created_at.toISOString())}</time></header>
  <p>To: ${to.join(', ')} · template <code>${escape(message.template_id)}</code></p>
  <table>${personalizationRows(message.personalization)}</table>
</article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox mailbox · Makro</title>
<style>
body{font:14px system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1d2733}
main{max-width:860px;margin:24px auto;padding:0 16px}
h1{font-size:20px}article{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:16px}time{color:#6b7785}
th{text-align:left;padding:2px 12px 2px 0;color:#6b7785;font-weight:500}code{background:#eef2f6;padding:1px 4px;border-radius:4px}
</style></head><body><main>
<h1>Sandbox mailbox</h1>
<p>Messages the simulated MailerSend accepted (${messages.length}). Nothing here left this machine.</p>
${cards || '<p>No messages yet.</p>'}
</main></body></html>`;
}
