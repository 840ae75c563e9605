import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client';
import { openTestDatabase } from '../../../test/database';
import { wooCommerceSimulator, type SimulatedShop } from './plugin';
import { flushWebhookDeliveries } from './webhooks';

export const TEST_CREDENTIALS = { consumerKey: 'ck_simulator_test', consumerSecret: 'cs_simulator_test' };
export const UPDATE_TAGS_SECRET = 'tags-secret';

export interface RunningSimulator {
  app: FastifyInstance;
  db: Db;
  origin: string;
  storeUrl(shop: SimulatedShop): string;
  /** The official WooCommerce client pointed at a shop (http, so it signs with OAuth HMAC-SHA256). */
  client(shop: SimulatedShop, consumerSecret?: string): WooCommerceRestApi;
  close(): Promise<void>;
}

/** The simulator alone on a fresh test database, the way app.ts mounts it, listening on a free port. */
export async function startSimulator(): Promise<RunningSimulator> {
  const database = await openTestDatabase();
  const app = Fastify({ logger: false });
  app.decorate('db', database.db);
  await app.register(wooCommerceSimulator, {
    prefix: '/sandbox/woocommerce',
    ...TEST_CREDENTIALS,
    updateTagsSecret: UPDATE_TAGS_SECRET,
    shops: ['tipm', 'ecm'],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const storeUrl = (shop: SimulatedShop) => `${origin}/sandbox/woocommerce/${shop}`;
  return {
    app,
    db: database.db,
    origin,
    storeUrl,
    client: (shop, consumerSecret = TEST_CREDENTIALS.consumerSecret) =>
      new WooCommerceRestApi({
        url: storeUrl(shop),
        consumerKey: TEST_CREDENTIALS.consumerKey,
        consumerSecret,
        version: 'wc/v3',
      }),
    async close() {
      await flushWebhookDeliveries();
      await app.close();
      await database.close();
    },
  };
}

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A webhook receiver that records raw bodies, so signatures can be checked on the exact bytes. */
export async function startReceiver(status = 200) {
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString() });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The axios error answer of a failed client call. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: Record<string, unknown> } }).response;
    if (response) return { status: response.status, data: response.data };
    throw error;
  }
  throw new Error('expected the call to fail');
}
