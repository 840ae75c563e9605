import { z } from 'zod';
import { defineEndpoint, requires } from '../shared';
import { VIN_PATTERN, vinStructureMessage } from './vin';

/**
 * A VIN as typed or scanned: trimmed and upper-cased, then 17 letters and digits without I, O or Q. The message
 * says what is wrong (the length, or which character at which position); a check digit that does not match is
 * not refused here: the answer warns about it.
 */
export const VinInput = z
  .string({ error: 'vin is required' })
  .trim()
  .toUpperCase()
  .regex(VIN_PATTERN, { error: (issue) => vinStructureMessage(String(issue.input)) ?? 'is not a VIN' });

export const VinParams = z.object({ vin: VinInput });

/** Position 9 of a VIN: the digit it carries and the one its other sixteen characters call for. */
export const VinCheckDigit = z.object({
  expected: z.string(),
  actual: z.string(),
  valid: z.boolean(),
});

export const VinEngine = z.object({
  /** Litres, e.g. 3.6. */
  displacement_l: z.number().nullable(),
  cylinders: z.number().int().nullable(),
  /** e.g. V-Shaped, In-Line. */
  configuration: z.string().nullable(),
  /** Primary fuel, e.g. Gasoline. */
  fuel: z.string().nullable(),
  /** The maker's engine code, e.g. J30A4. */
  model: z.string().nullable(),
});
export type VinEngine = z.infer<typeof VinEngine>;

export const VinPlant = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Position 11 of the VIN. */
  code: z.string(),
});
export type VinPlant = z.infer<typeof VinPlant>;

/**
 * What a VIN says: the rules of its shape (check digit, model year of position 10) and what NHTSA's vPIC data
 * knows of its maker, model, body, engine and plant. Unknown facts are null; `warnings` are plain-English notes
 * for the person (a check digit that does not match, a VIN the data does not know).
 */
export const VinDecoded = z
  .object({
    vin: z.string(),
    /** 17 letters and digits without I, O or Q (an answered VIN always is; the check digit may still be wrong). */
    valid: z.boolean(),
    check_digit: VinCheckDigit,
    /** The vehicle data knew this VIN's maker (at least the first three characters). */
    decoded: z.boolean(),
    model_year: z.number().int().nullable(),
    make: z.string().nullable(),
    manufacturer: z.string().nullable(),
    model: z.string().nullable(),
    trim: z.string().nullable(),
    series: z.string().nullable(),
    body_class: z.string().nullable(),
    doors: z.number().int().nullable(),
    drive_type: z.string().nullable(),
    /** e.g. Passenger Car, Multipurpose Passenger Vehicle (MPV), Truck. */
    vehicle_type: z.string().nullable(),
    engine: VinEngine.nullable(),
    plant: VinPlant.nullable(),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'VinDecoded' });
export type VinDecoded = z.infer<typeof VinDecoded>;

export const VinDecodeAnswer = z.object({ vin: VinDecoded });
export type VinDecodeAnswer = z.infer<typeof VinDecodeAnswer>;

export const decodeVin = defineEndpoint({
  method: 'GET',
  path: '/v1/vin-decoder/:vin',
  summary:
    'Decode a VIN offline (NHTSA vPIC data on this server): check digit, model year, make, model, body, engine, plant; a check digit that does not match warns, it does not refuse',
  tag: 'VIN decoder',
  // The /vin-decoder page, and staff who create repair orders (the wizard pre-fills year and make from a VIN).
  access: requires('can_view_vin_decoder', 'can_view_ticket_management'),
  params: VinParams,
  response: VinDecodeAnswer,
});

export const decodePublicVin = defineEndpoint({
  method: 'GET',
  path: '/v1/public/vin-decoder/:vin',
  summary:
    'The same VIN decoding for the public repair intake form (no sign-in, limited per address): it pre-fills year and make',
  tag: 'VIN decoder',
  access: 'public',
  params: VinParams,
  response: VinDecodeAnswer,
});
