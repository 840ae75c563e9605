import { z } from 'zod';
import { PageQuery, defineEndpoint, requires } from '../shared';
import { SHOPS } from '../shops/contracts';
import { VinDecoded, VinParams } from '../vin-decoder/contracts';
import { FITMENT_MAX_PER_PAGE, FITMENT_PAGE_SIZE, VEHICLE_INFO_MESSAGES, partNumberInput } from './rules';

const access = requires('can_view_vehicle_model_info');

/** A make of the shops' vehicle categories, with its model years and models (both shops merged by name). */
export const VehicleMakeInfo = z.object({
  name: z.string(),
  years: z.array(z.number().int()),
  models: z.array(z.string()),
});
export type VehicleMakeInfo = z.infer<typeof VehicleMakeInfo>;

export const listVehicleCategories = defineEndpoint({
  method: 'GET',
  path: '/v1/vehicle-model-info/vehicles',
  summary:
    'The makes (with their model years) and models the two shops file their products under, merged by name; every year any make has. Cached 10 minutes; a shop that does not answer is named in unavailable_shops',
  tag: 'Vehicle model info',
  access,
  response: z.object({
    years: z.array(z.number().int()),
    makes: z.array(VehicleMakeInfo),
    unavailable_shops: z.array(z.enum(SHOPS)),
  }),
});

/** One part number on one vehicle: a shop product (all its conditions) filed under a make and model. */
export const Fitment = z
  .object({
    /** Unique in a list: shop, part number, make and model. */
    id: z.string(),
    part_number: z.string(),
    shop: z.enum(SHOPS),
    /** The product's name without its condition, as the shop lists it. */
    product: z.string(),
    make: z.string(),
    /** Null: the product is filed under the make alone. */
    model: z.string().nullable(),
    /** The make's model years (the shop's model_year_list). */
    years: z.array(z.number().int()),
    /** Conditions sold (Rebuilt, New, …), from the SKUs' suffixes. */
    conditions: z.array(z.string()),
    skus: z.array(z.string()),
  })
  .meta({ id: 'Fitment' });
export type Fitment = z.infer<typeof Fitment>;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));

export const FitmentQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(FITMENT_MAX_PER_PAGE).default(FITMENT_PAGE_SIZE),
  /** Whole or part of a part number; a shop SKU's condition suffix is ignored. */
  part_number: z
    .string()
    .max(64)
    .optional()
    .transform((value) => (value === undefined ? undefined : partNumberInput(value) || undefined)),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  make: optionalText,
  model: optionalText,
}).superRefine((query, context) => {
  if (!query.part_number && query.year === undefined && !query.make && !query.model)
    context.addIssue({ code: 'custom', path: ['part_number'], message: VEHICLE_INFO_MESSAGES.needSearch });
});
export type FitmentQuery = z.infer<typeof FitmentQuery>;

export const listFitments = defineEndpoint({
  method: 'GET',
  path: '/v1/vehicle-model-info/fitments',
  summary:
    'Which vehicles a part number fits, or which part numbers fit a vehicle, from the shops’ product categories: part_number (whole or part, a SKU suffix ignored) and/or year, make, model (names, any case). Part number, make, model order; 25 a page',
  tag: 'Vehicle model info',
  access,
  query: FitmentQuery,
  response: z.object({
    fitments: z.array(Fitment),
    current_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    unavailable_shops: z.array(z.enum(SHOPS)),
  }),
});

/** A decoded VIN's vehicle in the shops' words: the make and model names of their categories, when they have them. */
export const VinVehicle = z.object({
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
});
export type VinVehicle = z.infer<typeof VinVehicle>;

export const decodeVehicleVin = defineEndpoint({
  method: 'GET',
  path: '/v1/vehicle-model-info/vin/:vin',
  summary:
    'Decode a VIN (the VIN decoder’s answer) and name its vehicle as the shops’ categories do (year, make, model; null where the shops have no such category), to list the part numbers that fit it',
  tag: 'Vehicle model info',
  access,
  params: VinParams,
  response: z.object({ vin: VinDecoded, vehicle: VinVehicle, unavailable_shops: z.array(z.enum(SHOPS)) }),
});
