import { z } from 'zod';
import { IdParams, PageQuery, defineEndpoint, requires } from '../shared';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const OutboxRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  description: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof OutboxRow>;

export const ListOutboxQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
});

export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/v1/outbox',
  summary: 'Queued side effects (e-mails) and their delivery state',
  tag: 'Outbox',
  access: requires('can_view_user_management'),
  query: ListOutboxQuery,
  response: z.object({
    entries: z.array(OutboxRow),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    failed_count: z.number().int(),
  }),
});

export const retryOutboxEntry = defineEndpoint({
  method: 'POST',
  path: '/v1/outbox/:id/retry',
  summary: 'Queue a failed side effect again',
  tag: 'Outbox',
  access: requires('can_view_user_management'),
  params: IdParams,
  response: z.object({ entry: OutboxRow }),
});
