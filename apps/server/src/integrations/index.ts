import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createBraintreeAdapter } from './braintree/live-adapter';
import type { PaymentsPort } from './braintree/port';
import { braintreeSimulator } from './braintree/simulator/plugin';
import { createMailerSendAdapter } from './mailersend/live-adapter';
import type { MailPort } from './mailersend/port';
import { mailerSendSimulator } from './mailersend/simulator/plugin';
import { createReviewsAdapter } from './reviews/live-adapter';
import type { ReviewsPort } from './reviews/port';
import { reviewsSimulator } from './reviews/simulator/plugin';
import { createShipStationAdapter } from './shipstation/live-adapter';
import type { ShippingPort } from './shipstation/port';
import { shipStationSimulator } from './shipstation/simulator/plugin';
import { createSlackAdapter } from './slack/live-adapter';
import type { ChatDirectoryPort } from './slack/port';
import { slackSimulator } from './slack/simulator/plugin';
import { createWooCommerceAdapter, type ShopConnection } from './woocommerce/live-adapter';
import type { StorefrontPort } from './woocommerce/port';
import { wooCommerceSimulator } from './woocommerce/simulator/plugin';
import { SHOPS, type Shop } from '@makro/domain/shops';

export interface Integrations {
  reviews: ReviewsPort;
  mail: MailPort;
  chatDirectory: ChatDirectoryPort;
  shops: StorefrontPort;
  payments: PaymentsPort;
  shipping: ShippingPort;
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
  const at = (sandboxPath: string, liveUrl: string) =>
    sandbox ? () => `${ownOrigin(app)}${sandboxPath}` : () => liveUrl;
  app.decorate('integrations', {
    reviews: createReviewsAdapter({
      baseUrl: at('/sandbox/reviews', config.reviews.baseUrl ?? ''),
      token: config.reviews.token,
      siteIds: config.reviews.siteIds,
    }),
    mail: createMailerSendAdapter({
      baseUrl: at('/sandbox/mailersend', config.mail.apiUrl),
      token: config.mail.token,
      from: config.mail.from,
    }),
    chatDirectory: createSlackAdapter({
      apiUrl: at('/sandbox/slack/api/', config.slack.apiUrl),
      token: config.slack.token,
    }),
    shops: createWooCommerceAdapter({ shops: shopConnections(app, config, sandbox) }),
    payments: createBraintreeAdapter({
      graphqlUrl: at('/sandbox/braintree/graphql', config.braintree.graphqlUrl),
      publicKey: config.braintree.publicKey,
      privateKey: config.braintree.privateKey,
    }),
    shipping: createShipStationAdapter({
      apiUrl: at('/sandbox/shipstation', config.shipstation.apiUrl),
      apiKey: config.shipstation.apiKey,
      apiSecret: config.shipstation.apiSecret,
    }),
  });
  if (!sandbox) return;
  await app.register(reviewsSimulator, {
    prefix: '/sandbox/reviews',
    token: config.reviews.token,
    siteIds: config.reviews.siteIds,
  });
  await app.register(mailerSendSimulator, { prefix: '/sandbox/mailersend', token: config.mail.token });
  await app.register(wooCommerceSimulator, {
    prefix: '/sandbox/woocommerce',
    consumerKey: config.shops.tipm.consumerKey,
    consumerSecret: config.shops.tipm.consumerSecret,
    updateTagsSecret: config.shops.tipm.updateTagsSecret,
    shops: SHOPS,
  });
  await app.register(slackSimulator, {
    prefix: '/sandbox/slack',
    token: config.slack.token,
    secondDomain: config.company.secondDomain,
  });
  await app.register(braintreeSimulator, {
    prefix: '/sandbox/braintree',
    publicKey: config.braintree.publicKey,
    privateKey: config.braintree.privateKey,
  });
  await app.register(shipStationSimulator, {
    prefix: '/sandbox/shipstation',
    apiKey: config.shipstation.apiKey,
    apiSecret: config.shipstation.apiSecret,
  });
}

/** Each shop's address and credentials; in sandbox mode both shops are simulated on this server. */
function shopConnections(app: FastifyInstance, config: Config, sandbox: boolean): Record<Shop, () => ShopConnection> {
  const connection = (shop: Shop) => () => {
    const settings = config.shops[shop];
    return {
      url: sandbox ? `${ownOrigin(app)}/sandbox/woocommerce/${shop}` : (settings.url ?? ''),
      consumerKey: settings.consumerKey,
      consumerSecret: settings.consumerSecret,
      updateTagsSecret: settings.updateTagsSecret,
    };
  };
  return { tipm: connection('tipm'), ecm: connection('ecm') };
}
