import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUG_STATUSES, type BugReport, type BugReportDetail } from '@makro/domain/bugs-manager';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEMO_BUGS, loadDemoBugReports } from './bug-reports';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());

describe('the demo bug reports', () => {
  it('tells a dozen reports in every status, with comments and one screenshot; a second start changes nothing', async () => {
    const now = new Date();
    await loadDemoBugReports(t.db, t.config, now);
    await loadDemoBugReports(t.db, t.config, now);
    const page = (await t.call(admin, { method: 'GET', url: '/api/v1/bug_reports?per_page=100' })).json() as {
      bug_reports: BugReport[];
      new_count: number;
    };
    expect(page.bug_reports).toHaveLength(DEMO_BUGS.length);
    expect(page.bug_reports.length).toBeGreaterThanOrEqual(12);
    expect(new Set(page.bug_reports.map((bug) => bug.status))).toEqual(new Set(BUG_STATUSES));
    expect(page.bug_reports.every((bug) => bug.reporter !== null && bug.page_url.startsWith('/'))).toBe(true);
    expect(page.bug_reports.filter((bug) => bug.comment_count > 0).length).toBeGreaterThan(6);
    // Newest first: the inventory page's report with its screenshot, reported this morning.
    const [newest] = page.bug_reports;
    expect(newest!.page_url).toMatch(/^\/inventory-search/);
    const image = await t.call(admin, { method: 'GET', url: newest!.screenshot_path! });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const fixed = page.bug_reports.find((bug) => bug.status === 'fixed' && bug.comment_count > 1)!;
    const detail = (await t.call(admin, { method: 'GET', url: `/api/v1/bug_reports/${fixed.id}` })).json()
      .bug_report as BugReportDetail;
    const times = detail.comments.map((comment) => comment.created_at);
    expect([...times].sort()).toEqual(times);
    expect(times.every((time) => time >= detail.created_at && time <= now.toISOString())).toBe(true);
  });
});
