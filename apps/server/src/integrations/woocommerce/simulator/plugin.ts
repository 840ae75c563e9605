import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyFault, registerFaultControl } from '../../../platform/sandbox/faults';
import { authenticate, isSecure, NonceRegistry, permissionError, type ConsumerCredentials } from './auth';
import { registerCatalogRoutes } from './catalog-routes';
import { registerCouponRoutes } from './coupons-routes';
import { registerCustomApiRoutes } from './custom-api-routes';
import { sendWpError, WpError } from './http';
import { registerOrderRoutes } from './orders-routes';
import { registerSimulateRoutes } from './simulate-routes';
import { registerWebhookRoutes } from './webhooks';

export type SimulatedShop = 'tipm' | 'ecm';

export interface WooCommerceSimulatorOptions extends ConsumerCredentials {
  /** The shared secret the custom-api update-tags route expects in its body. */
  updateTagsSecret: string;
  shops: readonly SimulatedShop[];
}

const SERVICE = 'woocommerce';

/** What WordPress answers when PHP fails, in its REST envelope; other statuses get a generic fault. */
const faultBody = (status: number) =>
  status >= 500
    ? new WpError(status, 'internal_server_error', '<p>There has been a critical error on this website.</p>').body()
    : new WpError(status, 'simulated_fault', `Simulated failure (${status})`).body();

function wordPressErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof WpError) return sendWpError(reply, error);
    if (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP')) {
      return sendWpError(reply, new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.'));
    }
    app.log.error({ err: error }, 'woocommerce simulator failed');
    return sendWpError(
      reply,
      new WpError(500, 'internal_server_error', 'There has been a critical error on this website.'),
    );
  });
  app.setNotFoundHandler((_request, reply) =>
    sendWpError(reply, new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')),
  );
}

async function faultHook(app: FastifyInstance, reply: FastifyReply): Promise<boolean> {
  return applyFault(app.db, SERVICE, reply, faultBody);
}

/**
 * The two web shops (integrations.md §1 and §7): per shop, WooCommerce REST v3 under
 * `/{shop}/wp-json/wc/v3`, the business's plugin under `/{shop}/wp-json/custom-api/v1`, and a
 * sandbox-only `/{shop}/_simulate/orders` checkout. State lives in the sandbox wc_* tables.
 */
export async function wooCommerceSimulator(app: FastifyInstance, options: WooCommerceSimulatorOptions): Promise<void> {
  registerFaultControl(app, SERVICE);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  wordPressErrors(app);
  const nonces = new NonceRegistry();

  for (const shop of options.shops) {
    await app.register(
      async (shopApp) => {
        const shopPrefix = shopApp.prefix;
        const storeUrl = (request: FastifyRequest) =>
          `${isSecure(request) ? 'https' : 'http'}://${request.host}${shopPrefix}`;
        wordPressErrors(shopApp);

        await shopApp.register(
          async (rest) => {
            rest.addHook('preHandler', async (request, reply) => {
              if (await faultHook(rest, reply)) return reply;
              const result = authenticate(request, options, nonces);
              if (result instanceof WpError) return sendWpError(reply, result);
              if (!result) return sendWpError(reply, permissionError(request.method));
              return undefined;
            });
            registerOrderRoutes(rest, shop, storeUrl);
            registerCouponRoutes(rest, shop, storeUrl);
            registerCatalogRoutes(rest, shop, storeUrl);
            registerWebhookRoutes(rest, shop, storeUrl);
          },
          { prefix: '/wp-json/wc/v3' },
        );

        await shopApp.register(
          async (customApi) => {
            customApi.addHook('preHandler', async (_request, reply) =>
              (await faultHook(customApi, reply)) ? reply : undefined,
            );
            registerCustomApiRoutes(customApi, { shop, updateTagsSecret: options.updateTagsSecret });
          },
          { prefix: '/wp-json/custom-api/v1' },
        );

        registerSimulateRoutes(shopApp, shop, storeUrl);
      },
      { prefix: `/${shop}` },
    );
  }
}
