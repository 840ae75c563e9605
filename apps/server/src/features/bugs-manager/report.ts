import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  BUG_DESCRIPTION_MAX,
  BUG_MESSAGES,
  BUG_USER_AGENT_MAX,
  BugReportFields,
  SCREENSHOT_FIELD,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  type ScreenshotContentType,
} from '@makro/domain/bugs-manager';
import type { ServiceContext } from '../../platform/context';
import { writeAudit } from '../../platform/audit/audit';
import { contentTypeOf, readMultipart, type UploadRules } from '../../platform/http/uploads';
import type { FileStorage } from '../../platform/storage';
import { bugReports } from './tables';
import { bugReportDetail } from './rows';

export const SCREENSHOT_UPLOAD: UploadRules = {
  fileField: SCREENSHOT_FIELD,
  maxBytes: SCREENSHOT_MAX_BYTES,
  tooLarge: BUG_MESSAGES.screenshotTooLarge,
  onlyOne: BUG_MESSAGES.screenshotOne,
  // A description of 5000 characters, each up to 4 bytes in UTF-8; the schema then counts characters.
  maxFieldBytes: BUG_DESCRIPTION_MAX * 4,
  maxFields: 10,
  expected: 'must be multipart/form-data with title, description, page_url and an optional screenshot',
};

/**
 * The browser as the request's User-Agent header names it: kept as information, never trusted. Characters no
 * text field takes are dropped and it is cut to a sensible length.
 */
function userAgentOf(request: FastifyRequest): string | null {
  const header = request.headers['user-agent'];
  // eslint-disable-next-line no-control-regex
  const clean = (header ?? '').replace(/[\u0000-\u001F\u007F-\u009F]/g, '').trim();
  return clean ? clean.slice(0, BUG_USER_AGENT_MAX) : null;
}

/**
 * Anyone signed in reports a problem: the fields checked with the domain's schema, the screenshot by its
 * content; the screenshot is stored under `bug-reports/{id}/screenshot.{ext}` before the row commits.
 */
export async function reportBug(ctx: ServiceContext, storage: FileStorage, request: FastifyRequest) {
  const upload = await readMultipart(request, SCREENSHOT_UPLOAD);
  const fields = BugReportFields.parse(upload.fields);
  const field = `body.${SCREENSHOT_FIELD}` as const;
  const screenshot = upload.file
    ? {
        buffer: upload.file.buffer,
        type: await contentTypeOf<ScreenshotContentType>(
          upload.file.buffer,
          SCREENSHOT_TYPES,
          field,
          BUG_MESSAGES.screenshotType,
        ),
      }
    : undefined;

  let storedKey: string | undefined;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(bugReports)
        .values({ ...fields, user_agent: userAgentOf(request), reporter_user_id: ctx.actor.user.id, status: 'new' })
        .returning({ id: bugReports.id });
      const reportId = inserted!.id;
      if (screenshot) {
        storedKey = `bug-reports/${reportId}/screenshot.${SCREENSHOT_TYPES[screenshot.type]}`;
        await storage.put(storedKey, screenshot.buffer, screenshot.type);
        await tx
          .update(bugReports)
          .set({ screenshot_key: storedKey, screenshot_content_type: screenshot.type })
          .where(eq(bugReports.id, reportId));
      }
      await writeAudit(tx, {
        actorUserId: ctx.actor.user.id,
        action: 'report',
        entity: 'bug_report',
        entityId: reportId,
      });
      return reportId;
    });
    return { bug_report: await bugReportDetail(ctx.db, id), message: BUG_MESSAGES.reported };
  } catch (error) {
    // The row did not commit: its screenshot goes too.
    if (storedKey) await storage.remove(storedKey).catch(() => undefined);
    throw error;
  }
}
