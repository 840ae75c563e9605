import { eq } from 'drizzle-orm';
import { BUG_MESSAGES, type UpdateBugReportBody } from '@makro/domain/bugs-manager';
import type { ServiceContext } from '../../platform/context';
import { writeAudit } from '../../platform/audit/audit';
import { unprocessable } from '../../platform/http/errors';
import { bugReportComments, bugReports } from './tables';
import { bugAssignees } from './assignees';
import { bugReportDetail, bugReportRowOr404 } from './rows';

/** An administrator sets the status and/or the assignee (someone who can open the Bugs Manager, or nobody). */
export async function triageBugReport(ctx: ServiceContext, id: number, change: UpdateBugReportBody['bug_report']) {
  const before = await bugReportRowOr404(ctx.db, id);
  if (change.assignee_user_id !== undefined && change.assignee_user_id !== null) {
    const assignable = await bugAssignees(ctx.db);
    if (!assignable.some((person) => person.id === change.assignee_user_id))
      throw unprocessable(BUG_MESSAGES.assignee, 'body.bug_report.assignee_user_id');
  }
  const set = {
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(change.assignee_user_id !== undefined ? { assignee_user_id: change.assignee_user_id } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await tx.update(bugReports).set(set).where(eq(bugReports.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'triage',
      entity: 'bug_report',
      entityId: id,
      before: { status: before.status, assignee_user_id: before.assignee_user_id },
      after: set,
    });
  });
  return { bug_report: await bugReportDetail(ctx.db, id), message: BUG_MESSAGES.updated };
}

/** Anyone who can open the Bugs Manager adds a comment. */
export async function commentOnBugReport(ctx: ServiceContext, id: number, body: string) {
  await bugReportRowOr404(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bugReportComments).values({ bug_report_id: id, author_user_id: ctx.actor.user.id, body });
    // The report changed: the list's newest activity shows it.
    await tx.update(bugReports).set({ updated_at: new Date() }).where(eq(bugReports.id, id));
  });
  return { bug_report: await bugReportDetail(ctx.db, id), message: BUG_MESSAGES.commented };
}
