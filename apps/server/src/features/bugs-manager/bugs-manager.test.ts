import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_MAX_BYTES, type BugReport, type BugReportDetail, type BugPerson } from '@makro/domain/bugs-manager';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { tinyPng } from '../../demo/partners';

let t: TestApp;
let admin: string;
let manager: string;
let technician: string;
let csr: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  manager = await t.loginAs('operations_manager');
  technician = await t.loginAs('technician');
  csr = await t.loginAs('csr');
});
afterAll(() => t.close());

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----makro${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const screenshotPart = (value: Buffer = tinyPng(), type = 'image/png', filename = 'shot.png'): Part => ({
  name: 'screenshot',
  value,
  filename,
  type,
});

function report(
  token: string | undefined,
  fields: Record<string, string> = {},
  file: Part | null = null,
  userAgent = CHROME,
) {
  const values = {
    title: 'Scanner freezes',
    description: 'The page stops after a scan.',
    page_url: '/inventory-search?q=68',
    ...fields,
  };
  const parts: Part[] = Object.entries(values).map(([name, value]) => ({ name, value }));
  if (file) parts.push(file);
  const body = multipart(parts);
  return t.call(token, {
    method: 'POST',
    url: '/api/v1/bug_reports',
    payload: body.payload,
    headers: { ...body.headers, 'user-agent': userAgent },
  });
}

async function reported(token: string, fields: Record<string, string> = {}, file: Part | null = null) {
  const response = await report(token, fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().bug_report as BugReport;
}

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const list = async (query = '', token = admin) => {
  const response = await get(token, `/api/v1/bug_reports?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { bug_reports: BugReport[]; total_count: number; new_count: number };
};
const patch = (token: string, id: number, bug_report: Record<string, unknown>) =>
  t.call(token, { method: 'PATCH', url: `/api/v1/bug_reports/${id}`, payload: { bug_report } });
const comment = (token: string, id: number, body: string) =>
  t.call(token, { method: 'POST', url: `/api/v1/bug_reports/${id}/comments`, payload: { comment: { body } } });

const fieldsOf = (response: { json: () => unknown }) =>
  ((response.json() as { error: { details?: { fields?: { field: string }[] } } }).error.details?.fields ?? []).map(
    (entry) => entry.field,
  );

describe('reporting a problem', () => {
  it('takes the fields from anyone signed in, with the browser from the header and the reporter from the session', async () => {
    const bug = await reported(csr, { title: 'Refund total wrong', page_url: '/refunds?status=pending' });
    expect(bug).toMatchObject({
      title: 'Refund total wrong',
      page_url: '/refunds?status=pending',
      user_agent: CHROME,
      browser: 'Chrome 131 on Windows',
      status: 'new',
      assignee: null,
      screenshot_path: null,
      comment_count: 0,
    });
    expect(bug.reporter?.name).toBe('Chris Baker');
  });

  it('stores a PNG screenshot, streamed to staff only', async () => {
    const png = tinyPng(20, 10);
    const bug = await reported(technician, {}, screenshotPart(png));
    expect(bug.screenshot_path).toBe(`/api/v1/bug_reports/${bug.id}/screenshot`);
    const image = await get(admin, bug.screenshot_path!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await get(technician, bug.screenshot_path!)).statusCode).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: bug.screenshot_path! })).statusCode).toBe(401);
    const none = await reported(technician);
    expect((await get(admin, `/api/v1/bug_reports/${none.id}/screenshot`)).statusCode).toBe(404);
  });

  it('takes an empty file input as no screenshot', async () => {
    const bug = await reported(csr, {}, screenshotPart(Buffer.alloc(0), 'application/octet-stream', ''));
    expect(bug.screenshot_path).toBeNull();
  });

  it('refuses a screenshot whose content is not an image, whatever its name and stated type', async () => {
    const response = await report(
      csr,
      {},
      screenshotPart(Buffer.from('<script>alert(1)</script>'), 'image/png', 'shot.png'),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.screenshot']);
    expect(response.json().error.message).toContain('must be a PNG, JPEG or WebP image');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect((await report(csr, {}, screenshotPart(pdf, 'image/png'))).statusCode).toBe(400);
  });

  it('refuses a screenshot over 5 MB with 413 naming the field, and a second file', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(SCREENSHOT_MAX_BYTES + 10)]);
    const response = await report(csr, {}, screenshotPart(big));
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response)).toEqual(['body.screenshot']);
    expect(response.json().error.message).toContain('must be at most 5 MB');

    const body = multipart([
      { name: 'title', value: 'Two' },
      { name: 'description', value: 'Two files' },
      { name: 'page_url', value: '/dashboard' },
      screenshotPart(),
      screenshotPart(),
    ]);
    const twice = await t.call(csr, { method: 'POST', url: '/api/v1/bug_reports', ...body });
    expect(twice.statusCode).toBe(413);
    expect(fieldsOf(twice)).toEqual(['body.screenshot']);
  });

  it('checks the fields: required, length-limited, and the page an address of this app', async () => {
    const missing = await report(csr, { title: ' ', description: '' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing).sort()).toEqual(['body.description', 'body.title']);
    const long = await report(csr, { title: 'x'.repeat(151), description: 'y'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long).sort()).toEqual(['body.description', 'body.title']);
    for (const page_url of [
      'https://evil.example/x',
      '//evil.example/x',
      'inventory',
      '/a b',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await report(csr, { page_url });
      expect(response.statusCode, page_url).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.page_url']);
    }
    const control = await report(csr, { title: 'bad\u0000title' });
    expect(control.statusCode).toBe(400);
    expect(fieldsOf(control)).toEqual(['body.title']);
  });

  it('refuses a body that is not multipart, and anyone not signed in', async () => {
    const json = await t.call(csr, {
      method: 'POST',
      url: '/api/v1/bug_reports',
      payload: { title: 'x', description: 'y', page_url: '/dashboard' },
    });
    expect(json.statusCode).toBe(400);
    expect(fieldsOf(json)).toEqual(['body']);
    expect((await report(undefined)).statusCode).toBe(401);
  });

  it('keeps a lying or odd User-Agent as text only, cut to length', async () => {
    const bug = await reported(csr, {}, null);
    expect(bug.user_agent).toBe(CHROME);
    const odd = await report(csr, {}, null, `<img src=x>${'A'.repeat(900)}`);
    expect(odd.statusCode).toBe(201);
    expect(odd.json().bug_report.user_agent).toHaveLength(500);
  });
});

describe('the manager', () => {
  it('lists newest first, 20 a page, by keyword, status and assignee, for holders of the page only', async () => {
    const first = await reported(csr, { title: 'Zebra label misprints', description: 'The QR is cut' });
    const second = await reported(technician, { title: 'Slow search', description: 'zebra printers time out' });
    const page = await list('keyword=zebra');
    expect(page.bug_reports.map((bug) => bug.id)).toEqual([second.id, first.id]);
    expect((await list('keyword=100%25')).total_count).toBe(0);
    const all = await list('per_page=100');
    expect(all.total_count).toBeGreaterThanOrEqual(2);
    expect(all.new_count).toBe(all.bug_reports.filter((bug) => bug.status === 'new').length);
    expect((await list('', manager)).total_count).toBe(all.total_count);
    expect((await list('')).bug_reports.length).toBeLessThanOrEqual(20);

    for (const token of [technician, csr]) expect((await get(token, '/api/v1/bug_reports')).statusCode).toBe(403);
    expect((await get(admin, '/api/v1/bug_reports?status=done')).statusCode).toBe(400);
    expect((await get(admin, '/api/v1/bug_reports?assignee=someone')).statusCode).toBe(400);
  });

  it('shows one report with its comments; anyone with the page comments', async () => {
    const bug = await reported(csr);
    const added = await comment(manager, bug.id, 'Seen it on the bench PC too.');
    expect(added.statusCode, added.body).toBe(201);
    await comment(admin, bug.id, 'Looking into it.');
    const detail = (await get(manager, `/api/v1/bug_reports/${bug.id}`)).json().bug_report as BugReportDetail;
    expect(detail.comments.map((entry) => [entry.author?.name, entry.body])).toEqual([
      ['Olivia Reyes', 'Seen it on the bench PC too.'],
      ['Alex Morgan', 'Looking into it.'],
    ]);
    expect(detail.comment_count).toBe(2);
    expect((await comment(manager, bug.id, '   ')).statusCode).toBe(400);
    expect((await comment(technician, bug.id, 'me too')).statusCode).toBe(403);
    expect((await comment(admin, 999_999, 'nobody')).statusCode).toBe(404);
    expect((await get(admin, '/api/v1/bug_reports/999999')).statusCode).toBe(404);
    expect((await get(csr, `/api/v1/bug_reports/${bug.id}`)).statusCode).toBe(403);
  });

  it('lets administrators alone change the status and assignee, to someone who can open the page', async () => {
    const bug = await reported(csr);
    const assignees = (await get(manager, '/api/v1/bug_reports/assignees')).json().assignees as BugPerson[];
    const names = assignees.map((person) => person.name);
    expect(names).toContain('Alex Morgan');
    expect(names).toContain('Terrence Walsh');
    expect(names).not.toContain('Chris Baker');
    const terrence = assignees.find((person) => person.name === 'Terrence Walsh')!;

    expect((await patch(manager, bug.id, { status: 'fixed' })).statusCode).toBe(403);
    const triaged = await patch(admin, bug.id, { status: 'in_progress', assignee_user_id: terrence.id });
    expect(triaged.statusCode, triaged.body).toBe(200);
    expect(triaged.json().bug_report).toMatchObject({ status: 'in_progress', assignee: terrence });
    expect((await list(`assignee=${terrence.id}`)).bug_reports.map((entry) => entry.id)).toContain(bug.id);
    expect((await list('assignee=none')).bug_reports.map((entry) => entry.id)).not.toContain(bug.id);
    expect((await list('status=in_progress')).bug_reports.every((entry) => entry.status === 'in_progress')).toBe(true);

    const chris = (await get(csr, '/api/v1/users/show_info')).json();
    const csrId = chris.data.id as number;
    const refused = await patch(admin, bug.id, { assignee_user_id: csrId });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['body.bug_report.assignee_user_id']);

    const cleared = await patch(admin, bug.id, { assignee_user_id: null, status: 'wont_fix' });
    expect(cleared.json().bug_report).toMatchObject({ status: 'wont_fix', assignee: null });
    expect((await patch(admin, bug.id, { status: 'closed' })).statusCode).toBe(400);
    expect((await patch(admin, bug.id, {})).statusCode).toBe(400);
    expect((await patch(admin, 999_999, { status: 'fixed' })).statusCode).toBe(404);
  });
});
