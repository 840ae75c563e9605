import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION } from '@makro/domain/shared';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import { installErrorHandler } from './platform/http/error-handler';
import { serveWebApp } from './platform/http/web-app';
import './platform/http/fastify-types';
import { registerIntegrations } from './integrations';
import { features } from './features';

export interface AppOptions {
  config: Config;
  database: Database;
}

/** Platform, then integrations, then features: an explicit list, no autoloading. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.env === 'production',
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('databaseKind', database.kind);
  app.decorateRequest('actor', null);
  installErrorHandler(app);

  // Public routes (login, reviews, later the public forms) are limited per IP; signed-in calls are not.
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerIntegrations(app, config);
  for (const feature of features) await app.register(feature);
  await serveWebApp(app, config.webDist);
  return app;
}
