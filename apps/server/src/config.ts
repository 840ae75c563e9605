import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './platform/server-root';

/** proxy-addr's names for address ranges, usable in TRUST_PROXY. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which hops may set X-Forwarded-For / -Proto / -Host: `false` (default: none, the peer is the client),
 * `true` (every hop: only when nothing but the proxy can reach this server), or a comma-separated list of
 * proxy addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`. A hop count is refused: Fastify 5
 * cannot check the peer with a count alone and would trust nobody.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected true, false or proxy addresses / CIDR ranges separated by commas, got ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, with its default. The README's configuration table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  DEMO_PASSWORD: z.string().min(8).default('makro-demo'),
  LOAD_DEMO_DATA: flag,
  INTEGRATIONS: z.enum(['sandbox', 'live']).optional(),
  ENABLE_SANDBOX: flag,
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  USER_DELETE_SECRET: z.string().min(1).optional(),
  OPS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(3600).default(20),
  COMPANY_NAME: z.string().default('Makro Modules'),
  COMPANY_ADDRESS: z.string().default('1200 Industrial Way, Ontario, CA 91761'),
  COMPANY_PHONE: z.string().default('(909) 555-0142'),
  SECOND_COMPANY_DOMAIN: z.string().default('makroparts.example'),
  MAILERSEND_API_URL: z.string().url().default('https://api.mailersend.com'),
  MAILERSEND_API_TOKEN: z.string().optional(),
  MAIL_FROM_EMAIL: z.string().default('support@makro.example'),
  MAIL_FROM_NAME: z.string().default('Makro'),
  MAILERSEND_TEMPLATE_NEW_USER: z.string().default('new-user'),
  MAILERSEND_TEMPLATE_RESET_PASSWORD: z.string().default('reset-password'),
  MAILERSEND_TEMPLATE_REFUND: z.string().default('refund'),
  MAILERSEND_TEMPLATE_CSR_REFUND_APPROVED: z.string().default('csr-refund-approved'),
  MAILERSEND_TEMPLATE_RMA_SUBMITTED: z.string().default('rma-request-submitted'),
  MAILERSEND_TEMPLATE_EXCHANGE_SUBMITTED: z.string().default('exchange-request-submitted'),
  MAILERSEND_TEMPLATE_GENERIC: z.string().default('generic'),
  MAILERSEND_TEMPLATE_GRIM_RECEIVED: z.string().default('grim-received'),
  MAILERSEND_TEMPLATE_PARTNER_APPROVED: z.string().default('partner-approved'),
  MAILERSEND_TEMPLATE_PARTNER_REJECTED: z.string().default('partner-rejected'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  BACKGROUND_JOBS: z.enum(['true', 'false']).default('true'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  SLACK_API_URL: z.string().url().default('https://slack.com/api/'),
  SLACK_BOT_TOKEN: z.string().optional(),
  AVATAR_REFRESH_MINUTES: z.coerce.number().positive().default(60),
  WC_TIPM_URL: z.string().url().optional(),
  WC_TIPM_CONSUMER_KEY: z.string().optional(),
  WC_TIPM_CONSUMER_SECRET: z.string().optional(),
  WC_TIPM_WEBHOOK_SECRET: z.string().optional(),
  WC_TIPM_UPDATE_TAGS_SECRET: z.string().optional(),
  WC_ECM_URL: z.string().url().optional(),
  WC_ECM_CONSUMER_KEY: z.string().optional(),
  WC_ECM_CONSUMER_SECRET: z.string().optional(),
  WC_ECM_WEBHOOK_SECRET: z.string().optional(),
  WC_ECM_UPDATE_TAGS_SECRET: z.string().optional(),
  SHOP_SYNC_MINUTES: z.coerce.number().positive().default(5),
  DEMO_SHOP_DAYS: z.coerce.number().int().min(0).max(1100).default(365),
  DEMO_TIPM_ORDERS_PER_DAY: z.coerce.number().min(0).max(500).default(45),
  DEMO_ECM_ORDERS_PER_DAY: z.coerce.number().min(0).max(500).default(25),
  REVIEWS_BASE_URL: z.string().url().optional(),
  REVIEWS_TOKEN: z.string().optional(),
  REVIEWS_TIPM_SITE_ID: z.string().default('tipm-site'),
  REVIEWS_ECM_SITE_ID: z.string().default('ecm-site'),
  BRAINTREE_MERCHANT_ID: z.string().optional(),
  BRAINTREE_PUBLIC_KEY: z.string().optional(),
  BRAINTREE_PRIVATE_KEY: z.string().optional(),
  BRAINTREE_GRAPHQL_URL: z.string().url().default('https://payments.braintree-api.com/graphql'),
  SHIPSTATION_API_URL: z.string().url().default('https://ssapi.shipstation.com'),
  SHIPSTATION_API_KEY: z.string().optional(),
  SHIPSTATION_API_SECRET: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every environment variable the server reads (the README's configuration table must name each). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Fastify's trustProxy: which hops' X-Forwarded-* headers give the client's address and protocol. */
  trustProxy: boolean | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps at most (PGlite has one). */
  databasePoolSize: number;
  logLevel: Env['LOG_LEVEL'];
  sessionIdleMs: number;
  demoPassword: string;
  loadDemoData: boolean;
  /** sandbox: every outside service is the simulator mounted under /sandbox on this server. */
  integrations: 'sandbox' | 'live';
  publicUrl: string | undefined;
  webDist: string;
  reviews: { baseUrl: string | undefined; token: string; siteIds: { tipm: string; ecm: string } };
  userDeleteSecret: string | undefined;
  /** Bearer token for the operators' routes (metrics, backup); without it they answer only on loopback. */
  opsToken: string | undefined;
  /** How long SIGTERM / SIGINT waits for requests in flight and the side effect being performed before exiting. */
  shutdownGraceMs: number;
  company: { name: string; address: string; phone: string; secondDomain: string };
  mail: {
    apiUrl: string;
    token: string;
    from: { email: string; name: string };
    templates: {
      newUser: string;
      resetPassword: string;
      refund: string;
      csrRefundApproved: string;
      rmaSubmitted: string;
      exchangeSubmitted: string;
      generic: string;
      grimReceived: string;
      partnerApproved: string;
      partnerRejected: string;
    };
  };
  /** Uploaded documents and built exports: a folder under the data directory, or an S3-compatible bucket. */
  storage: StorageSettings;
  /** Outbox worker and scheduled refreshes; tests switch them off and run them by hand. */
  backgroundJobs: boolean;
  outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number };
  slack: { apiUrl: string; token: string; refreshMs: number };
  shops: Record<'tipm' | 'ecm', ShopSettings>;
  shopSyncMs: number;
  demoShops: { days: number; ordersPerDay: { tipm: number; ecm: number } };
  /** Braintree's GraphQL API; in sandbox mode the simulator under /sandbox/braintree. */
  braintree: { merchantId: string; publicKey: string; privateKey: string; graphqlUrl: string };
  /** ShipStation's V1 API (Basic auth key:secret); in sandbox mode the simulator under /sandbox/shipstation. */
  shipstation: { apiUrl: string; apiKey: string; apiSecret: string };
}

export type StorageSettings =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

function storageSettings(env: Env, dataDir: string): StorageSettings {
  if (env.STORAGE === 'local') return { kind: 'local', directory: path.join(dataDir, 'files') };
  if (!env.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE is s3');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

export interface ShopSettings {
  /** Store URL; unset in sandbox mode, where the simulator's address is used. */
  url: string | undefined;
  consumerKey: string;
  consumerSecret: string;
  webhookSecret: string;
  updateTagsSecret: string;
}

export const SANDBOX_REVIEWS_TOKEN = 'sandbox-reviews-token';
export const SANDBOX_MAILERSEND_TOKEN = 'mlsn.sandbox-token';
export const SANDBOX_SLACK_TOKEN = 'xoxb-sandbox-token';
export const SANDBOX_BRAINTREE = {
  merchantId: 'sandbox_merchant',
  publicKey: 'sandbox_public_key',
  privateKey: 'sandbox_private_key',
};
export const SANDBOX_SHIPSTATION = {
  apiKey: 'sandbox_shipstation_key',
  apiSecret: 'sandbox_shipstation_secret',
};
export const SANDBOX_WOO = {
  consumerKey: 'ck_sandbox',
  consumerSecret: 'cs_sandbox',
  webhookSecret: 'sandbox-webhook-secret',
  updateTagsSecret: 'sandbox-update-tags-secret',
};

function shopSettings(env: Env, shop: 'TIPM' | 'ECM', sandbox: boolean): ShopSettings {
  const read = (name: string) => env[`WC_${shop}_${name}` as keyof Env] as string | undefined;
  const fallback = (value: string) => (sandbox ? value : '');
  return {
    url: read('URL'),
    consumerKey: read('CONSUMER_KEY') ?? fallback(SANDBOX_WOO.consumerKey),
    consumerSecret: read('CONSUMER_SECRET') ?? fallback(SANDBOX_WOO.consumerSecret),
    webhookSecret: read('WEBHOOK_SECRET') ?? fallback(SANDBOX_WOO.webhookSecret),
    updateTagsSecret: read('UPDATE_TAGS_SECRET') ?? fallback(SANDBOX_WOO.updateTagsSecret),
  };
}

function chooseIntegrations(env: Env): Config['integrations'] {
  if (env.INTEGRATIONS) return env.INTEGRATIONS;
  if (env.NODE_ENV === 'production' && !env.ENABLE_SANDBOX) return 'live';
  const liveCredentials =
    env.REVIEWS_BASE_URL ||
    env.MAILERSEND_API_TOKEN ||
    env.SLACK_BOT_TOKEN ||
    env.WC_TIPM_URL ||
    env.WC_ECM_URL ||
    env.BRAINTREE_PRIVATE_KEY ||
    env.SHIPSTATION_API_SECRET;
  return liveCredentials ? 'live' : 'sandbox';
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
    trustProxy: env.TRUST_PROXY,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    logLevel: env.LOG_LEVEL,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    demoPassword: env.DEMO_PASSWORD,
    loadDemoData: env.NODE_ENV !== 'production' && (source.LOAD_DEMO_DATA === undefined || env.LOAD_DEMO_DATA),
    integrations,
    publicUrl: env.PUBLIC_URL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    reviews: {
      baseUrl: env.REVIEWS_BASE_URL,
      token: env.REVIEWS_TOKEN ?? (integrations === 'sandbox' ? SANDBOX_REVIEWS_TOKEN : ''),
      siteIds: { tipm: env.REVIEWS_TIPM_SITE_ID, ecm: env.REVIEWS_ECM_SITE_ID },
    },
    userDeleteSecret: env.USER_DELETE_SECRET,
    opsToken: env.OPS_TOKEN,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    company: {
      name: env.COMPANY_NAME,
      address: env.COMPANY_ADDRESS,
      phone: env.COMPANY_PHONE,
      secondDomain: env.SECOND_COMPANY_DOMAIN.toLowerCase(),
    },
    mail: {
      apiUrl: env.MAILERSEND_API_URL.replace(/\/+$/, ''),
      token: env.MAILERSEND_API_TOKEN ?? (integrations === 'sandbox' ? SANDBOX_MAILERSEND_TOKEN : ''),
      from: { email: env.MAIL_FROM_EMAIL, name: env.MAIL_FROM_NAME },
      templates: {
        newUser: env.MAILERSEND_TEMPLATE_NEW_USER,
        resetPassword: env.MAILERSEND_TEMPLATE_RESET_PASSWORD,
        refund: env.MAILERSEND_TEMPLATE_REFUND,
        csrRefundApproved: env.MAILERSEND_TEMPLATE_CSR_REFUND_APPROVED,
        rmaSubmitted: env.MAILERSEND_TEMPLATE_RMA_SUBMITTED,
        exchangeSubmitted: env.MAILERSEND_TEMPLATE_EXCHANGE_SUBMITTED,
        generic: env.MAILERSEND_TEMPLATE_GENERIC,
        grimReceived: env.MAILERSEND_TEMPLATE_GRIM_RECEIVED,
        partnerApproved: env.MAILERSEND_TEMPLATE_PARTNER_APPROVED,
        partnerRejected: env.MAILERSEND_TEMPLATE_PARTNER_REJECTED,
      },
    },
    storage: storageSettings(env, path.resolve(env.DATA_DIR)),
    backgroundJobs: env.BACKGROUND_JOBS === 'true',
    outbox: { pollMs: env.OUTBOX_POLL_MS, retryBaseMs: env.OUTBOX_RETRY_BASE_MS, maxAttempts: env.OUTBOX_MAX_ATTEMPTS },
    slack: {
      apiUrl: env.SLACK_API_URL,
      token: env.SLACK_BOT_TOKEN ?? (integrations === 'sandbox' ? SANDBOX_SLACK_TOKEN : ''),
      refreshMs: env.AVATAR_REFRESH_MINUTES * 60_000,
    },
    shops: {
      tipm: shopSettings(env, 'TIPM', integrations === 'sandbox'),
      ecm: shopSettings(env, 'ECM', integrations === 'sandbox'),
    },
    shopSyncMs: env.SHOP_SYNC_MINUTES * 60_000,
    demoShops: {
      days: env.DEMO_SHOP_DAYS,
      ordersPerDay: { tipm: env.DEMO_TIPM_ORDERS_PER_DAY, ecm: env.DEMO_ECM_ORDERS_PER_DAY },
    },
    braintree: {
      merchantId: env.BRAINTREE_MERCHANT_ID ?? (integrations === 'sandbox' ? SANDBOX_BRAINTREE.merchantId : ''),
      publicKey: env.BRAINTREE_PUBLIC_KEY ?? (integrations === 'sandbox' ? SANDBOX_BRAINTREE.publicKey : ''),
      privateKey: env.BRAINTREE_PRIVATE_KEY ?? (integrations === 'sandbox' ? SANDBOX_BRAINTREE.privateKey : ''),
      graphqlUrl: env.BRAINTREE_GRAPHQL_URL,
    },
    shipstation: {
      apiUrl: env.SHIPSTATION_API_URL.replace(/\/+$/, ''),
      apiKey: env.SHIPSTATION_API_KEY ?? (integrations === 'sandbox' ? SANDBOX_SHIPSTATION.apiKey : ''),
      apiSecret: env.SHIPSTATION_API_SECRET ?? (integrations === 'sandbox' ? SANDBOX_SHIPSTATION.apiSecret : ''),
    },
  };
}
