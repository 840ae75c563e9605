import type { FastifyInstance } from 'fastify';
import { getHardwareInfo } from '@makro/domain/hardware-info';
import { defineRoute } from '../../platform/http/define-route';
import { hardwareInfo } from './lookup';

/** /hardware-information: what Makro's inventory records of a part number's hardware. */
export async function hardwareInfoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, getHardwareInfo, async ({ query }) => hardwareInfo(app.db, query));
}
