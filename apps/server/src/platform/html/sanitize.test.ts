import { describe, expect, it } from 'vitest';
import { sanitizeHtmlBody, visibleText } from './sanitize';

describe('the HTML allow-list', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Good news</h2><p>We have <strong>one</strong> <em>rebuilt</em> <u>unit</u> <s>left</s>.</p>' +
      '<ul><li>TIPM</li></ul><ol><li>ECM</li></ol><blockquote>quoted</blockquote><pre><code>68099135AC</code></pre><p>a<br>b</p>';
    expect(sanitizeHtmlBody(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, styles, images, iframes and event handlers', () => {
    expect(sanitizeHtmlBody('<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeHtmlBody('<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>ok')).toBe(
      'ok',
    );
    expect(sanitizeHtmlBody('<p style="color:red" class="x" id="y">text</p>')).toBe('<p>text</p>');
    expect(sanitizeHtmlBody('<div><span>kept words</span></div>')).toBe('kept words');
  });

  it('keeps http, https and mailto links, opening in a new tab without an opener', () => {
    expect(sanitizeHtmlBody('<a href="https://tipm.example/p/1" onclick="x()">shop</a>')).toBe(
      '<a href="https://tipm.example/p/1" target="_blank" rel="noopener noreferrer nofollow">shop</a>',
    );
    expect(sanitizeHtmlBody('<a href="mailto:sales@example.com" target="_self" rel="opener">mail</a>')).toBe(
      '<a href="mailto:sales@example.com" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it('takes the address off javascript:, data: and relative links, keeping their words', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/admin',
    ])
      expect(sanitizeHtmlBody(`<p><a href="${href}">click</a></p>`)).toBe('<p><a>click</a></p>');
  });

  it('reads the visible words, empty for an editor’s empty paragraph', () => {
    expect(visibleText('<p></p>')).toBe('');
    expect(visibleText('<p>&nbsp;<br></p>')).toBe('');
    expect(visibleText('<p>Hello <strong>there</strong></p>')).toBe('Hello there');
  });
});
