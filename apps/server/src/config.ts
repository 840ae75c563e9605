import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, with its default. The README's configuration table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  DEMO_PASSWORD: z.string().min(8).default('makro-demo'),
  LOAD_DEMO_DATA: flag,
  INTEGRATIONS: z.enum(['sandbox', 'live']).optional(),
  ENABLE_SANDBOX: flag,
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  REVIEWS_BASE_URL: z.string().url().optional(),
  REVIEWS_TOKEN: z.string().optional(),
  REVIEWS_TIPM_SITE_ID: z.string().default('tipm-site'),
  REVIEWS_ECM_SITE_ID: z.string().default('ecm-site'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  sessionIdleMs: number;
  demoPassword: string;
  loadDemoData: boolean;
  /** sandbox: every outside service is the simulator mounted under /sandbox on this server. */
  integrations: 'sandbox' | 'live';
  publicUrl: string | undefined;
  webDist: string;
  reviews: { baseUrl: string | undefined; token: string; siteIds: { tipm: string; ecm: string } };
}

export const SANDBOX_REVIEWS_TOKEN = 'sandbox-reviews-token';

function chooseIntegrations(env: Env): Config['integrations'] {
  if (env.INTEGRATIONS) return env.INTEGRATIONS;
  if (env.NODE_ENV === 'production' && !env.ENABLE_SANDBOX) return 'live';
  return env.REVIEWS_BASE_URL ? 'live' : 'sandbox';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const integrations = chooseIntegrations(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    demoPassword: env.DEMO_PASSWORD,
    loadDemoData: env.NODE_ENV !== 'production' && (source.LOAD_DEMO_DATA === undefined || env.LOAD_DEMO_DATA),
    integrations,
    publicUrl: env.PUBLIC_URL,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    reviews: {
      baseUrl: env.REVIEWS_BASE_URL,
      token: env.REVIEWS_TOKEN ?? (integrations === 'sandbox' ? SANDBOX_REVIEWS_TOKEN : ''),
      siteIds: { tipm: env.REVIEWS_TIPM_SITE_ID, ecm: env.REVIEWS_ECM_SITE_ID },
    },
  };
}
