import { count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BUG_MESSAGES,
  browserSummary,
  bugReportScreenshot,
  type BugReport,
  type BugReportDetail,
  type BugStatus,
} from '@makro/domain/bugs-manager';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { notFound } from '../../platform/http/errors';
import { bugReportComments, bugReports } from './tables';

export type BugReportRow = typeof bugReports.$inferSelect;

const reporter = alias(users, 'reporter');
const assignee = alias(users, 'assignee');

export function selectBugReports(db: DbOrTx) {
  return db
    .select({ report: bugReports, reporter, assignee })
    .from(bugReports)
    .leftJoin(reporter, eq(reporter.id, bugReports.reporter_user_id))
    .leftJoin(assignee, eq(assignee.id, bugReports.assignee_user_id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectBugReports>['execute']>>[number];

export const personOf = (user: Pick<typeof users.$inferSelect, 'id' | 'first_name' | 'last_name'> | null) =>
  user ? { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() } : null;

const screenshotPath = (id: number) => `/api${bugReportScreenshot.path.replace(':id', String(id))}`;

/** The reports as the API answers them, with their comment counts in one query. */
export async function toBugReports(db: DbOrTx, rows: Selected[]): Promise<BugReport[]> {
  const ids = rows.map(({ report }) => report.id);
  const counts = new Map<number, number>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: bugReportComments.bug_report_id, n: count() })
      .from(bugReportComments)
      .where(inArray(bugReportComments.bug_report_id, ids))
      .groupBy(bugReportComments.bug_report_id);
    for (const row of found) counts.set(row.id, row.n);
  }
  return rows.map(({ report, reporter: by, assignee: to }) => ({
    id: report.id,
    title: report.title,
    description: report.description,
    page_url: report.page_url,
    user_agent: report.user_agent,
    browser: browserSummary(report.user_agent),
    status: report.status as BugStatus,
    reporter: personOf(by),
    assignee: personOf(to),
    screenshot_path: report.screenshot_key ? screenshotPath(report.id) : null,
    comment_count: counts.get(report.id) ?? 0,
    created_at: report.created_at.toISOString(),
    updated_at: report.updated_at.toISOString(),
  }));
}

export async function bugReportRowOr404(db: DbOrTx, id: number): Promise<BugReportRow> {
  const [row] = await db.select().from(bugReports).where(eq(bugReports.id, id));
  if (!row) throw notFound(BUG_MESSAGES.notFound);
  return row;
}

/** One report with its comments, oldest first; 404 when there is none. */
export async function bugReportDetail(db: DbOrTx, id: number): Promise<BugReportDetail> {
  const rows = await selectBugReports(db).where(eq(bugReports.id, id));
  const [report] = await toBugReports(db, rows);
  if (!report) throw notFound(BUG_MESSAGES.notFound);
  const comments = await db
    .select({ comment: bugReportComments, author: users })
    .from(bugReportComments)
    .leftJoin(users, eq(users.id, bugReportComments.author_user_id))
    .where(eq(bugReportComments.bug_report_id, id))
    .orderBy(bugReportComments.created_at, bugReportComments.id);
  return {
    ...report,
    comments: comments.map(({ comment, author }) => ({
      id: comment.id,
      body: comment.body,
      author: personOf(author),
      created_at: comment.created_at.toISOString(),
    })),
  };
}
