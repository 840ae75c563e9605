import type { FastifyInstance } from 'fastify';
import { decodeVehicleVin, listFitments, listVehicleCategories } from '@makro/domain/vehicle-model-info';
import { defineRoute } from '../../platform/http/define-route';
import { vinDecoderOf } from '../vin-decoder/service';
import { createFitmentCatalog, mergedMakes } from './catalog';
import { searchFitments, vinVehicle } from './search';

/** /vehicle-model-information: the shops' vehicle categories as fitment, searched by part number, vehicle or VIN. */
export async function vehicleModelInfoRoutes(app: FastifyInstance): Promise<void> {
  const catalog = createFitmentCatalog(app.integrations.shops);
  const decoder = vinDecoderOf(app);

  defineRoute(app, listVehicleCategories, async () => {
    const loaded = await catalog.load();
    return { ...mergedMakes(loaded), unavailable_shops: loaded.unavailable };
  });

  defineRoute(app, listFitments, async ({ query }) => searchFitments(await catalog.load(), query));

  defineRoute(app, decodeVehicleVin, async ({ params }) => {
    const [decoded, loaded] = await Promise.all([decoder.decode(params.vin), catalog.load()]);
    return { vin: decoded, vehicle: vinVehicle(loaded, decoded), unavailable_shops: loaded.unavailable };
  });
}
