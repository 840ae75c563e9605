import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MAILERSEND_TOKEN } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { IntegrationError } from '../http-client';
import { createMailerSendAdapter } from './live-adapter';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox/mailersend`;
});
afterAll(() => t.close());

const adapter = (token = SANDBOX_MAILERSEND_TOKEN) =>
  createMailerSendAdapter({ baseUrl: () => base, token, from: { email: 'support@makro.example', name: 'Makro' } });

const email = (to = { email: 'pat@example.com', name: 'Pat Lee' }) => ({
  to,
  subject: 'Hello',
  templateId: 'tmpl-1',
  personalization: { name: 'Pat Lee' },
});

describe('MailerSend live adapter against the simulator over HTTP', () => {
  it('sends a template e-mail and returns the message id of the 202', async () => {
    const { messageId } = await adapter().sendTemplate(email());
    expect(messageId).toMatch(/^[0-9a-f]{24}$/);
    const [stored] = (await t.app.inject({ method: 'GET', url: '/sandbox/mailersend/messages' })).json();
    expect(stored).toMatchObject({
      to: [{ email: 'pat@example.com', name: 'Pat Lee' }],
      template_id: 'tmpl-1',
      personalization: [{ email: 'pat@example.com', data: { name: 'Pat Lee' } }],
    });
  });

  it('reports a 422 validation error with MailerSend’s message', async () => {
    const failure = await adapter()
      .sendTemplate(email({ email: 'pat@example.com', name: 'Lee; Pat' }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IntegrationError);
    expect(failure).toMatchObject({ status: 422 });
    expect((failure as Error).message).toContain('may not contain ; or ,');
  });

  it('reports a wrong token as 401', async () => {
    await expect(adapter('wrong').sendTemplate(email())).rejects.toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
    });
  });

  it('shows the mailbox to a person as a page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/mailersend/' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox mailbox');
    expect(page.body).toContain('pat@example.com');
  });
});
