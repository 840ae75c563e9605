import { describe, expect, it } from 'vitest';
import { BugReportFields } from './contracts';
import { browserSummary, isAppPath } from './rules';

describe('isAppPath', () => {
  it('takes a path of this app with its search and fragment', () => {
    for (const path of ['/', '/inventory-search', '/inventory-search?keyword=68&page=3', '/rma-tickets/RMA-1#notes'])
      expect(isAppPath(path), path).toBe(true);
  });
  it('refuses another site, a scheme, a relative path, spaces, backslashes and control characters', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'inventory',
      '/a b',
      '/tab\there',
      '',
    ])
      expect(isAppPath(path), path).toBe(false);
  });
});

describe('browserSummary', () => {
  it('names the browser and the system from common User-Agent headers', () => {
    expect(
      browserSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on Windows');
    expect(browserSummary('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 on Linux',
    );
    expect(
      browserSummary(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      ),
    ).toBe('Safari 18 on macOS');
    expect(
      browserSummary(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Linux');
    expect(browserSummary(null)).toBe('Unknown browser');
    expect(browserSummary('curl/8.5.0')).toBe('curl');
  });
});

describe('BugReportFields', () => {
  it('trims, requires and limits the fields', () => {
    expect(BugReportFields.parse({ title: ' Slow ', description: ' x ', page_url: '/dashboard' })).toEqual({
      title: 'Slow',
      description: 'x',
      page_url: '/dashboard',
    });
    const refused = BugReportFields.safeParse({ title: 'x'.repeat(151), description: '', page_url: '//evil' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'description',
      'page_url',
      'title',
    ]);
  });
});
