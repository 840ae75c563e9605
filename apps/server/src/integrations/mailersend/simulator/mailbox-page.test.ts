import { describe, expect, it } from 'vitest';
import { renderMailbox } from './mailbox-page';

describe('the sandbox mailbox page', () => {
  it('shows a recipient’s name as text, never as markup', () => {
    const html = renderMailbox([
      {
        id: 1,
        created_at: new Date('2026-11-20T10:00:00Z'),
        subject: 'Welcome',
        template_id: 'new-user',
        to: [{ email: 'eve@example.com', name: '<img src=x onerror=alert(1)>' }],
        personalization: [],
      } as never,
    ]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
