import { z } from 'zod';
import { PageQuery, defineEndpoint, requires } from '../shared';
import { INVENTORY_STATUSES } from '../inventory/rules';
import { partNumberInput } from '../vehicle-model-info/rules';
import { HARDWARE_INFO_MESSAGES, HARDWARE_MAX_PER_PAGE, HARDWARE_PAGE_SIZE } from './rules';

/** One hardware description recorded for the part, with where it was recorded and how often. */
export const HardwareRecord = z
  .object({
    hardware_info: z.string(),
    /** Inventory items of the part carrying it. */
    items: z.number().int(),
    /** Of those, items not shipped. */
    items_in_stock: z.number().int(),
    /** Catalogue tags (printed or imported) of the part carrying it. */
    tags: z.number().int(),
    /** A serial number carrying it (the latest recorded), to open in Inventory. */
    example_serial: z.string(),
    last_recorded_at: z.string(),
  })
  .meta({ id: 'HardwareRecord' });
export type HardwareRecord = z.infer<typeof HardwareRecord>;

export const StatusCount = z.object({ status: z.enum(INVENTORY_STATUSES), count: z.number().int() });
export type StatusCount = z.infer<typeof StatusCount>;

/** What Makro knows of the part besides its hardware. */
export const HardwarePart = z
  .object({
    part_number: z.string(),
    /** Its module type (Update Module Type, else what the shops say), null if unknown. */
    module_type: z.string().nullable(),
    /** TIPM or ECM, from the module type. */
    item_category: z.string().nullable(),
    /** The TIPM type of the shops' part-number look-up (A1 … P), null if it is not in the look-up. */
    tipm_type: z.string().nullable(),
    /** Every inventory status with its count of the part's items (zeros included). */
    status_counts: z.array(StatusCount),
    items: z.number().int(),
    /** Items not shipped. */
    in_stock: z.number().int(),
    /** Catalogue tags of the part. */
    tags: z.number().int(),
  })
  .meta({ id: 'HardwarePart' });
export type HardwarePart = z.infer<typeof HardwarePart>;

export const HardwareQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(HARDWARE_MAX_PER_PAGE).default(HARDWARE_PAGE_SIZE),
  /** The whole part number; a shop SKU's condition suffix is ignored. */
  part_number: z
    .string({ error: HARDWARE_INFO_MESSAGES.needPartNumber })
    .max(64)
    .transform(partNumberInput)
    .pipe(z.string().min(1, HARDWARE_INFO_MESSAGES.needPartNumber)),
});
export type HardwareQuery = z.infer<typeof HardwareQuery>;

export const getHardwareInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/hardware-info',
  summary:
    'For a part number (a SKU suffix ignored): its module type, TIPM type, item counts by status, and the hardware information recorded on its inventory items and catalogue tags (each value once, most used first; 25 a page). An unknown part number answers with part numbers that start like it',
  tag: 'Hardware info',
  // The menu shows Hardware Info under can_view_hardware_info; the page opens with either (app-routes.ts).
  access: requires('can_view_hardware_info', 'can_view_vehicle_model_info'),
  query: HardwareQuery,
  response: z.object({
    part: HardwarePart,
    hardware: z.array(HardwareRecord),
    current_page: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    /** When nothing of the part is known: part numbers starting with what was typed (at most 10). */
    suggestions: z.array(z.string()),
  }),
});
