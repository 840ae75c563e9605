import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import sse from '@fastify/sse';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION, type Endpoint } from '@makro/domain/shared';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import { compressAnswers } from './platform/http/compression';
import { installErrorHandler } from './platform/http/error-handler';
import { API_DOCS_CSP, securityHeaders } from './platform/http/security-headers';
import { frameworkErrorOptions } from './platform/http/framework-errors';
import { serveWebApp } from './platform/http/web-app';
import { createFileStorage } from './platform/storage';
import './platform/http/fastify-types';
import { registerIntegrations } from './integrations';
import { features } from './features';
import { outboxLanes, type WorkerOptions } from './platform/jobs/worker';
import { createScheduledJob } from './platform/jobs/scheduler';
import { installObservability, requestIdFor } from './platform/observability';
import { createReadiness, registerReadiness, type Readiness } from './platform/lifecycle/readiness';
import { stopTogetherOnClose, type StopOnClose } from './platform/lifecycle/background-work';
import { EMAIL_KIND, emailHandler } from './platform/mail/email';
import { createAvatarRefresher } from './features/users/service';
import { ensureOrderWebhooks, syncAllShops } from './features/shops/service';
import { SHOP_TAG_KIND, shopTagHandler } from './features/inventory/service';
import { PAYOUT_KIND, refundPayoutHandler } from './features/refunds/service';
import { MODULE_REQUEST_REPLY_KIND, moduleRequestReplyHandler } from './features/module-requests/service';
import { CUSTOMER_INQUIRY_REPLY_KIND, customerInquiryReplyHandler } from './features/customer-inquiries/service';
import { RMA_ORDER_KIND, rmaOrderHandler } from './features/rma/service';
import { REPAIR_RECONCILE_KIND, reconcileRepairOrder } from './features/repairs/service';
import { PARTNER_COUPON_KIND, partnerCouponHandler } from './features/partner-applications/service';
import { ORDER_REPORT_KIND, orderReportHandler } from './features/order-reports/service';
import { SHOPS } from '@makro/domain/shops';
import { tellAdministratorsOfFailure } from './features/notifications/service';
import { createSitewideSaleRunner, SITEWIDE_SALE_JOB, SITEWIDE_SALE_JOB_MS } from './features/sitewide-sale/service';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where log lines go (a test reads them); standard output by default. */
  logStream?: { write(line: string): void };
  /** The process's readiness, which its shutdown also turns; a test app gets its own. */
  readiness?: Readiness;
}

/** Platform, then integrations, then features: an explicit list, no autoloading. */
export async function buildApp({ config, database, readiness, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream && { stream: logStream }) },
    // One line per request, with its id, is written by the request log (platform/observability) instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Answers given before any route runs (414, 431, a bad %-escape) are in the error envelope too.
    ...frameworkErrorOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('endpoints', [] as Endpoint[]);
  app.decorate('config', config);
  app.decorate('databaseKind', database.kind);
  app.decorate('database', database);
  app.decorate('storage', await createFileStorage(config.storage));
  app.decorateRequest('actor', null);
  // Request ids, the request log and the metrics: before every route, so their hooks see every request.
  installObservability(app, database);
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  // Before every route: only routes registered after it are compressed.
  await compressAnswers(app);
  // CSP, nosniff, frame denial, referrer policy, HSTS over HTTPS: on every answer.
  await securityHeaders(app);

  // Public routes (login, reviews, later the public forms) are limited per IP; signed-in calls are not.
  await app.register(rateLimit, { global: false });
  // Live notifications; the heartbeat keeps proxies from closing an idle stream.
  await app.register(sse, { heartbeatInterval: 25_000 });
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP });

  await registerIntegrations(app, config);
  const stopOnClose = stopTogetherOnClose(app);
  startOutboxWorker(app, config, stopOnClose);
  scheduleAvatarRefresh(app, config, stopOnClose);
  scheduleShopSync(app, config, stopOnClose);
  scheduleSitewideSales(app, config, stopOnClose);
  for (const feature of features) await app.register(feature);
  registerReadiness(app, readiness ?? createReadiness());
  await serveWebApp(app, config.webDist);
  return app;
}

/** Performs queued side effects; every server process runs its lanes and they share the queue safely. */
function startOutboxWorker(app: FastifyInstance, config: Config, stopOnClose: StopOnClose): void {
  // An order report takes minutes: the side effects customers wait for must not queue behind it.
  const worker = outboxLanes(outboxWork(app, config), [[ORDER_REPORT_KIND]]);
  app.decorate('outboxWorker', worker);
  if (!config.backgroundJobs) return;
  // After listen: in sandbox mode the mail service is this server's own simulator.
  app.addHook('onListen', async () => worker.start());
  // Before the server stops listening: the side effect in flight may call this server's own simulator.
  stopOnClose(() => worker.stop());
}

/** Every kind of side effect with its handler, and how the outbox retries them. */
function outboxWork(app: FastifyInstance, config: Config): Omit<WorkerOptions, 'kinds'> {
  return {
    db: app.db,
    log: app.log,
    handlers: {
      [EMAIL_KIND]: emailHandler(app.integrations.mail, config.mail.templates),
      [SHOP_TAG_KIND]: shopTagHandler(app.integrations.shops),
      [RMA_ORDER_KIND]: rmaOrderHandler({ db: app.db, shops: app.integrations.shops, config }),
      [REPAIR_RECONCILE_KIND]: reconcileRepairOrder({ db: app.db, shops: app.integrations.shops }),
      [PARTNER_COUPON_KIND]: partnerCouponHandler({ db: app.db, shops: app.integrations.shops, config }),
      [MODULE_REQUEST_REPLY_KIND]: moduleRequestReplyHandler({
        db: app.db,
        mail: app.integrations.mail,
        templates: config.mail.templates,
      }),
      [CUSTOMER_INQUIRY_REPLY_KIND]: customerInquiryReplyHandler({
        db: app.db,
        mail: app.integrations.mail,
        templates: config.mail.templates,
      }),
      [ORDER_REPORT_KIND]: orderReportHandler({
        db: app.db,
        storage: app.storage,
        shipping: app.integrations.shipping,
      }),
      [PAYOUT_KIND]: refundPayoutHandler({
        db: app.db,
        shops: app.integrations.shops,
        payments: app.integrations.payments,
        config,
      }),
    },
    maxAttempts: config.outbox.maxAttempts,
    retryBaseMs: config.outbox.retryBaseMs,
    onGaveUp: async (entry) => void (await tellAdministratorsOfFailure(app.db, entry)),
    onAttempt: app.metrics.outboxAttempt,
    pollMs: config.outbox.pollMs,
  };
}

/** Profile pictures from the team chat, refreshed on a schedule so no page view waits on Slack. */
function scheduleAvatarRefresh(app: FastifyInstance, config: Config, stopOnClose: StopOnClose): void {
  const refresher = createAvatarRefresher({
    db: app.db,
    directory: app.integrations.chatDirectory,
    secondDomain: config.company.secondDomain,
  });
  app.decorate('avatarRefresher', refresher);
  if (!config.backgroundJobs) return;
  // Once per interval across every process: the job's row in scheduled_jobs decides, not this timer.
  const job = createScheduledJob({
    db: app.db,
    log: app.log,
    name: 'avatar-refresh',
    intervalMs: config.slack.refreshMs,
    run: () => refresher.refresh(),
    onRun: app.metrics.jobRun,
  });
  app.addHook('onListen', async () => job.start());
  stopOnClose(() => job.stop());
}

/** `Content-Type: application/json` with no body (a bodiless POST from curl or a proxy) means "no body", not a 400. */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, String(body), done);
  });
}

/**
 * Keeps the order mirror current: the shops' webhooks bring changes within seconds, and a periodic
 * sync catches whatever a webhook missed (the shop gives up on a failing webhook after five tries).
 */
function scheduleShopSync(app: FastifyInstance, config: Config, stopOnClose: StopOnClose): void {
  if (!config.backgroundJobs) return;
  const deps = { db: app.db, shops: app.integrations.shops, log: app.log };
  // Once per interval across every process (the job's row in scheduled_jobs decides); the first process
  // to start on a new database syncs at once.
  const job = createScheduledJob({
    db: app.db,
    log: app.log,
    name: 'shop-sync',
    intervalMs: config.shopSyncMs,
    run: (signal) => syncAllShops({ ...deps, signal }),
    onRun: app.metrics.jobRun,
  });
  const origin = () => {
    if (config.integrations === 'live') return config.publicUrl?.replace(/\/+$/, '');
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : undefined;
  };
  const registerWebhooks = async () => {
    const base = origin();
    if (!base) return;
    for (const shop of SHOPS) {
      const url = `${base}/api/v1/webhooks/woocommerce/${shop}`;
      await ensureOrderWebhooks(app.integrations.shops, shop, url, config.shops[shop].webhookSecret).catch(
        (error: unknown) => app.log.warn({ err: error, shop }, 'could not register the shop webhooks'),
      );
    }
  };
  let closed = false;
  app.addHook('onListen', async () => {
    void registerWebhooks().then(() => !closed && job.start());
  });
  stopOnClose(async () => {
    closed = true;
    await job.stop();
  });
}

/** Sitewide sales: started, applied in batches, ended and restored by one job across every process. */
function scheduleSitewideSales(app: FastifyInstance, config: Config, stopOnClose: StopOnClose): void {
  if (!config.backgroundJobs) return;
  const runner = createSitewideSaleRunner({ db: app.db, shops: app.integrations.shops, log: app.log });
  const job = createScheduledJob({
    db: app.db,
    log: app.log,
    name: SITEWIDE_SALE_JOB,
    intervalMs: SITEWIDE_SALE_JOB_MS,
    run: () => runner.run(),
    onRun: app.metrics.jobRun,
  });
  // After listen: in sandbox mode the shops are this server's own simulator.
  app.addHook('onListen', async () => job.start());
  stopOnClose(() => job.stop());
}
