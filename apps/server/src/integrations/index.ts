import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createReviewsAdapter } from './reviews/live-adapter';
import type { ReviewsPort } from './reviews/port';
import { reviewsSimulator } from './reviews/simulator/plugin';

export interface Integrations {
  reviews: ReviewsPort;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: Integrations;
  }
}

/** Where this server listens, for adapters that call its own /sandbox simulators over real HTTP. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Live adapters for every outside service. In sandbox mode they point at the simulators mounted
 * here under /sandbox/<service>, so the real HTTP code runs in demos and tests.
 */
export async function registerIntegrations(app: FastifyInstance, config: Config): Promise<void> {
  const sandbox = config.integrations === 'sandbox';
  const reviewsBase = sandbox ? () => `${ownOrigin(app)}/sandbox/reviews` : () => config.reviews.baseUrl ?? '';
  app.decorate('integrations', {
    reviews: createReviewsAdapter({
      baseUrl: reviewsBase,
      token: config.reviews.token,
      siteIds: config.reviews.siteIds,
    }),
  });
  if (!sandbox) return;
  await app.register(reviewsSimulator, {
    prefix: '/sandbox/reviews',
    token: config.reviews.token,
    siteIds: config.reviews.siteIds,
  });
}
