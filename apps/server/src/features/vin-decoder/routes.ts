import type { FastifyInstance } from 'fastify';
import { decodePublicVin, decodeVin } from '@makro/domain/vin-decoder';
import { defineRoute } from '../../platform/http/define-route';
import { createVinDecoder } from './service';

export async function vinDecoderRoutes(app: FastifyInstance): Promise<void> {
  // One decoder (one worker thread, one cache) for both routes; its thread starts on the first VIN.
  const decoder = createVinDecoder({ log: app.log });
  app.addHook('onClose', () => decoder.close());

  defineRoute(app, decodeVin, async ({ params }) => ({ vin: await decoder.decode(params.vin) }));
  defineRoute(app, decodePublicVin, async ({ params }) => ({ vin: await decoder.decode(params.vin) }));
}
