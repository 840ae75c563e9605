import type { FastifyInstance } from 'fastify';
import { decodePublicVin, decodeVin } from '@makro/domain/vin-decoder';
import { defineRoute } from '../../platform/http/define-route';
import { vinDecoderOf } from './service';

export async function vinDecoderRoutes(app: FastifyInstance): Promise<void> {
  // The server's one decoder (one worker thread, one cache); its thread starts on the first VIN.
  const decoder = vinDecoderOf(app);

  defineRoute(app, decodeVin, async ({ params }) => ({ vin: await decoder.decode(params.vin) }));
  defineRoute(app, decodePublicVin, async ({ params }) => ({ vin: await decoder.decode(params.vin) }));
}
