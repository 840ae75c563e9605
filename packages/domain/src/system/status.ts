import { z } from 'zod';
import { defineEndpoint } from '../shared';
import { ShopSyncState } from '../shops/contracts';
import { administratorsOnly } from './side-effects';

/** simulated: the sandbox's simulator on this server; not_configured: live mode without its credentials. */
export const SERVICE_MODES = ['live', 'simulated', 'not_configured'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

export const ServiceState = z.object({ name: z.string(), mode: z.enum(SERVICE_MODES) });
export type ServiceState = z.infer<typeof ServiceState>;

export const SideEffectCounts = z.object({
  kind: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type SideEffectCounts = z.infer<typeof SideEffectCounts>;

export const SystemStatus = z.object({
  versions: z.object({ app: z.string(), node: z.string(), database: z.string() }),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  integrations: z.enum(['sandbox', 'live']),
  services: z.array(ServiceState),
  outbox: z.object({
    by_kind: z.array(SideEffectCounts),
    pending: z.number().int(),
    failed: z.number().int(),
    /** When the longest-waiting pending side effect was queued; null when none waits. */
    oldest_pending_at: z.string().nullable(),
  }),
  shops: z.array(ShopSyncState),
  started_at: z.string(),
  uptime_seconds: z.number().int(),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const systemStatus = defineEndpoint({
  method: 'GET',
  path: '/v1/system',
  summary: 'Versions, set-up, outbox and shop sync state of this server',
  tag: 'System',
  access: administratorsOnly,
  response: SystemStatus,
});
