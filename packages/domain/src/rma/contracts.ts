import { z } from 'zod';
import { QueryFlag, RangeDate, dateRangeRule, defineEndpoint, requires } from '../shared';

export const RmaSubmissionsQuery = z
  .object({
    date_start: RangeDate,
    date_end: RangeDate,
    within30days: QueryFlag.default(true),
  })
  .superRefine(dateRangeRule('date_start', 'date_end'));

export const RmaSubmissionSummary = z.object({
  id: z.number().int(),
  rma_number: z.string(),
  rma_type: z.string(),
  data_source: z.string(),
  order_days_elapsed: z.number().int().nullable(),
  approval_status: z.string(),
  created_at: z.string(),
});
export type RmaSubmissionSummary = z.infer<typeof RmaSubmissionSummary>;

export const listDashboardRmaSubmissions = defineEndpoint({
  method: 'GET',
  path: '/v1/rma_submissions',
  summary: 'RMA submissions made between two days (Los Angeles), optionally only within 30 days of the original order',
  tag: 'Dashboard',
  access: requires('can_view_dashboard', 'can_view_ticket_management'),
  query: RmaSubmissionsQuery,
  response: z.object({ submissions: z.array(RmaSubmissionSummary) }),
});
