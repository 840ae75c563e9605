import type { RepairOrderInput } from '@makro/domain/repairs';
import { AppError, badRequest } from '../../platform/http/errors';
import type { RepairCatalog } from './catalog';

/** A list the shop could not give is not checked: the wizard then takes free text too (spec part 2 §4). */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 502) return null;
    throw error;
  });

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the browser chose from the shop's lists is checked against them again: the state, and the make, year and
 * model when they came from the lists (ids given).
 */
export async function checkAgainstShop(catalog: RepairCatalog, input: RepairOrderInput, prefix: string) {
  const refuse = (path: string, message: string) =>
    badRequest(`${prefix}.${path}: ${message}`, [{ field: `${prefix}.${path}` as `body.${string}`, message }]);
  const states = await orNull(catalog.states());
  if (states && !states.some((state) => state.code === input.customer.state))
    throw refuse('customer.state', 'must be one of the US states');
  const { order } = input;
  if (order.repair_type === 'vk2' || !order.make_id) return;
  const makes = await orNull(catalog.makes(order.repair_type));
  if (!makes) return;
  const make = makes.makes.find((candidate) => candidate.id === order.make_id);
  if (!make || !same(order.make, make.name)) throw refuse('order.make', 'must be one of the makes listed');
  if (order.year && !make.years.includes(order.year))
    throw refuse('order.year', `must be a model year ${make.name} is listed for`);
  if (!order.model_id) return;
  const models = await orNull(catalog.models(order.repair_type, make));
  if (models && !models.some((model) => model.id === order.model_id && same(order.model, model.name)))
    throw refuse('order.model', `must be one of the ${make.name} models listed`);
}
