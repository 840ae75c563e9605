import { z } from 'zod';
import { PageQuery, defineEndpoint, requires, requiresAdministrator } from '../shared';
import { IdParam, IdParams, UNSAFE_TEXT_MESSAGE, isSafeText } from '../shared/input';
import {
  BUG_COMMENT_MAX,
  BUG_DESCRIPTION_MAX,
  BUG_MESSAGES,
  BUG_PAGE_SIZE,
  BUG_PAGE_URL_MAX,
  BUG_STATUSES,
  BUG_TITLE_MAX,
  isAppPath,
} from './rules';

const text = (key: string, max: number) =>
  z
    .string({ error: `${key} is required` })
    .trim()
    .min(1, `${key} is required`)
    .max(max, `${key} must be at most ${max} characters`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * The "Report a problem" form's text fields. On the wire they travel as multipart/form-data beside the optional
 * screenshot (the multipart body is not checked by the route schema, so the server parses these itself).
 */
export const BugReportFields = z.object({
  title: text('title', BUG_TITLE_MAX),
  description: text('description', BUG_DESCRIPTION_MAX),
  page_url: z
    .string({ error: 'page_url is required' })
    .trim()
    .min(1, 'page_url is required')
    .max(BUG_PAGE_URL_MAX, `page_url must be at most ${BUG_PAGE_URL_MAX} characters`)
    .refine(isAppPath, BUG_MESSAGES.pageUrl),
});
export type BugReportFields = z.infer<typeof BugReportFields>;

const status = z.enum(BUG_STATUSES, { error: 'must be new, in_progress, fixed or wont_fix' });
export const BugPerson = z.object({ id: z.number().int(), name: z.string() });
export type BugPerson = z.infer<typeof BugPerson>;

export const BugReport = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** The app's path (and search) where it was reported. */
    page_url: z.string(),
    /** The browser's User-Agent header as the server received it, and a short reading of it. */
    user_agent: z.string().nullable(),
    browser: z.string(),
    status,
    reporter: BugPerson.nullable(),
    assignee: BugPerson.nullable(),
    /** The staff-only route that streams the screenshot (needs the bearer token), or null. */
    screenshot_path: z.string().nullable(),
    comment_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BugReport' });
export type BugReport = z.infer<typeof BugReport>;

export const BugComment = z
  .object({ id: z.number().int(), body: z.string(), author: BugPerson.nullable(), created_at: z.string() })
  .meta({ id: 'BugComment' });
export type BugComment = z.infer<typeof BugComment>;

export const BugReportDetail = BugReport.extend({ comments: z.array(BugComment) }).meta({ id: 'BugReportDetail' });
export type BugReportDetail = z.infer<typeof BugReportDetail>;

export const AssigneeFilter = z.union([z.literal('none'), IdParam], { error: 'must be none or a user id' });

export const ListBugReportsQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(BUG_PAGE_SIZE),
  /** In the title or description (a plain ilike: the table is small and has no trigram index). */
  keyword: z.string().trim().max(100).optional(),
  status: status.optional(),
  assignee: AssigneeFilter.optional(),
});
export type ListBugReportsQuery = z.infer<typeof ListBugReportsQuery>;

const view = requires('can_view_bugs_manager');
const TAG = 'Bugs manager';

export const reportBug = defineEndpoint({
  method: 'POST',
  path: '/v1/bug_reports',
  summary:
    'Anyone signed in reports a problem with the app. multipart/form-data: title, description, page_url (a path of this app) and an optional `screenshot` (PNG, JPEG or WebP by content, at most 5 MB). The browser is read from the User-Agent header.',
  tag: TAG,
  access: 'session',
  status: 201,
  response: z.object({ bug_report: BugReport, message: z.string() }),
});

export const listBugReports = defineEndpoint({
  method: 'GET',
  path: '/v1/bug_reports',
  summary:
    'Reported problems, newest first: keyword (title, description), status, assignee (a user id or none); 20 a page; new_count for the badge',
  tag: TAG,
  access: view,
  query: ListBugReportsQuery,
  response: z.object({
    bug_reports: z.array(BugReport),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    new_count: z.number().int(),
  }),
});

export const listBugAssignees = defineEndpoint({
  method: 'GET',
  path: '/v1/bug_reports/assignees',
  summary: 'Who a report may be assigned to: the active users who can open the Bugs Manager',
  tag: TAG,
  access: view,
  response: z.object({ assignees: z.array(BugPerson) }),
});

export const getBugReport = defineEndpoint({
  method: 'GET',
  path: '/v1/bug_reports/:id',
  summary: 'One report with its comments, oldest first',
  tag: TAG,
  access: view,
  params: IdParams,
  response: z.object({ bug_report: BugReportDetail }),
});

export const bugReportScreenshot = defineEndpoint({
  method: 'GET',
  path: '/v1/bug_reports/:id/screenshot',
  summary: 'The screenshot of a report, streamed to staff (never a public address)',
  tag: TAG,
  access: view,
  params: IdParams,
  produces: 'application/octet-stream',
  response: z.string(),
});

export const UpdateBugReportBody = z.object({
  bug_report: z
    .object({ status: status.optional(), assignee_user_id: IdParam.nullable().optional() })
    .refine(
      (value) => value.status !== undefined || value.assignee_user_id !== undefined,
      BUG_MESSAGES.nothingToChange,
    ),
});
export type UpdateBugReportBody = z.infer<typeof UpdateBugReportBody>;

export const updateBugReport = defineEndpoint({
  method: 'PATCH',
  path: '/v1/bug_reports/:id',
  summary: 'Triage (administrators): the status and the assignee (a user who can open the Bugs Manager, or null)',
  tag: TAG,
  access: requiresAdministrator('can_view_bugs_manager'),
  params: IdParams,
  body: UpdateBugReportBody,
  response: z.object({ bug_report: BugReportDetail, message: z.string() }),
});

export const NewBugComment = z.object({ comment: z.object({ body: text('body', BUG_COMMENT_MAX) }) });

export const addBugComment = defineEndpoint({
  method: 'POST',
  path: '/v1/bug_reports/:id/comments',
  summary: 'Add a comment to a report (anyone who can open the Bugs Manager)',
  tag: TAG,
  access: view,
  params: IdParams,
  body: NewBugComment,
  status: 201,
  response: z.object({ bug_report: BugReportDetail, message: z.string() }),
});
