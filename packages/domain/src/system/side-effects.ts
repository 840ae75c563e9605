import { z } from 'zod';
import { IdParams, PageQuery, defineEndpoint, requiresAdministrator } from '../shared';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** One side effect of the outbox (an e-mail, a shop order, a coupon…) and where its delivery stands. */
export const SideEffectRow = z.object({
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
export type SideEffectRow = z.infer<typeof SideEffectRow>;

export const ListSideEffectsQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
});

/** The system page is the administrators' alone (it shows every side effect and how the server is set up). */
export const administratorsOnly = requiresAdministrator('can_view_user_management');

export const listSideEffects = defineEndpoint({
  method: 'GET',
  path: '/v1/system/side_effects',
  summary: 'Queued side effects (e-mails, shop orders, coupons) and their delivery state',
  tag: 'System',
  access: administratorsOnly,
  query: ListSideEffectsQuery,
  response: z.object({
    entries: z.array(SideEffectRow),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    current_page: z.number().int(),
    failed_count: z.number().int(),
  }),
});

export const retrySideEffect = defineEndpoint({
  method: 'POST',
  path: '/v1/system/side_effects/:id/retry',
  summary: 'Queue a failed side effect again',
  tag: 'System',
  access: administratorsOnly,
  params: IdParams,
  response: z.object({ entry: SideEffectRow }),
});
