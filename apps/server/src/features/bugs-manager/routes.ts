import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contracts from '@makro/domain/bugs-manager';
import { BUG_MESSAGES } from '@makro/domain/bugs-manager';
import { contextFor } from '../../platform/context';
import { defineRoute } from '../../platform/http/define-route';
import { notFound } from '../../platform/http/errors';
import { multipartLimits } from '../../platform/http/uploads';
import { sendStoredFile } from '../../platform/http/stored-file';
import { bugAssignees } from './assignees';
import { listBugReports } from './list';
import { SCREENSHOT_UPLOAD, reportBug } from './report';
import { bugReportDetail, bugReportRowOr404 } from './rows';
import { commentOnBugReport, triageBugReport } from './triage';

/** "Report a problem": multipart is read here alone (encapsulated), with its limits. */
async function reportRoute(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: multipartLimits(SCREENSHOT_UPLOAD), throwFileSizeLimit: true });
  defineRoute(scope, contracts.reportBug, ({ request }) => reportBug(contextFor(request), scope.storage, request));
}

export async function bugsManagerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(reportRoute);

  defineRoute(app, contracts.listBugReports, ({ query }) => listBugReports(app.db, query));
  defineRoute(app, contracts.listBugAssignees, async () => ({ assignees: await bugAssignees(app.db) }));
  defineRoute(app, contracts.getBugReport, async ({ params }) => ({
    bug_report: await bugReportDetail(app.db, params.id),
  }));
  defineRoute(app, contracts.updateBugReport, ({ request, params, body }) =>
    triageBugReport(contextFor(request), params.id, body.bug_report),
  );
  defineRoute(app, contracts.addBugComment, ({ request, params, body }) =>
    commentOnBugReport(contextFor(request), params.id, body.comment.body),
  );
  defineRoute(app, contracts.bugReportScreenshot, async ({ params, reply }) => {
    const row = await bugReportRowOr404(app.db, params.id);
    const file = row.screenshot_key ? await app.storage.get(row.screenshot_key) : undefined;
    if (!file) throw notFound(BUG_MESSAGES.noScreenshot);
    const extension = row.screenshot_key!.split('.').pop();
    sendStoredFile(reply, file, {
      contentType: row.screenshot_content_type,
      disposition: 'inline',
      fileName: `bug-${row.id}-screenshot.${extension}`,
    });
    return '';
  });
}
