import { z } from 'zod';
import { PageQuery, defineEndpoint, requires, requiresAdministrator, sortQuery, type ErrorCode } from '../shared';
import { IdParams } from '../shared/input';
import { EXPORT_FIELDS, INVENTORY_STATUSES, INVENTORY_TYPES, ITEM_CATEGORIES, SCAN_MODES } from './rules';

/** A repeated query key (`status[]=a&status[]=b`): one value or several, always a list once parsed. */
const list = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item).max(100), item.transform((value) => [value])]).optional();
const code = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(64)
    .toUpperCase();

export const InventoryEvent = z.object({
  id: z.number().int(),
  event: z.string(),
  description: z.string(),
  details: z.unknown(),
  user: z
    .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), default_color: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type InventoryEvent = z.infer<typeof InventoryEvent>;

export const InventoryItem = z
  .object({
    id: z.number().int(),
    serial_number: z.string(),
    part_number: z.string(),
    item_category: z.string().nullable(),
    module_type: z.string().nullable(),
    inventory_type: z.string(),
    status: z.enum(INVENTORY_STATUSES),
    status_name: z.string(),
    original_serial_number: z.string().nullable(),
    original_part_number: z.string().nullable(),
    hardware_info: z.string().nullable(),
    notes: z.string().nullable(),
    location: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    assigned_to: z.string().nullable(),
    date: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof InventoryItem>;

export const CatalogTag = z
  .object({
    serial_number: z.string(),
    part_number: z.string(),
    module_type: z.string().nullable(),
    hardware_info: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CatalogTag' });
export type CatalogTag = z.infer<typeof CatalogTag>;

/** The orders the inventory search offers besides its own (newest first), each served by an index. */
export const INVENTORY_SORT_COLUMNS = ['serial_number', 'part_number'] as const;

export const InventoryQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  serial_number: z.string().trim().max(64).optional(),
  status: z.string().trim().max(40).optional(),
  category: z.string().trim().max(20).optional(),
  location: z.string().trim().max(40).optional(),
  ...sortQuery(INVENTORY_SORT_COLUMNS).shape,
});

export const InventoryPage = z.object({
  inventories: z.array(InventoryItem),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
  /** True when more than total_count match: counting stops at the cap (10,000). */
  total_is_estimate: z.boolean(),
});

const inventoryAccess = requires('can_view_inventory');
const LOOKUP = ['can_view_inventory', 'can_view_mark_as_conversion', 'can_view_scan_qr_tags'] as const;
const lookupAccess = requires(...LOOKUP);

export const listInventories = defineEndpoint({
  method: 'GET',
  path: '/v1/inventories',
  summary:
    'Inventory search: keyword (serial or part number, substring), status, category, bin; server-paged, newest first or by serial or part number',
  tag: 'Inventory',
  access: lookupAccess,
  query: InventoryQuery,
  response: InventoryPage,
});

export const ExportParameters = z.object({
  inventory: z.object({
    category: z.array(z.string()),
    modules: z.array(z.string()),
    inventory_type: z.array(z.string()),
    status: z.array(z.string()),
  }),
  fields: z.array(z.enum(EXPORT_FIELDS)),
});

export const exportParameters = defineEndpoint({
  method: 'GET',
  path: '/v1/inventories/export_parameters',
  summary: 'The values the export can be filtered by, and the columns it can hold',
  tag: 'Inventory',
  access: inventoryAccess,
  response: ExportParameters,
});

export const ExportQuery = z.object({
  'category[]': list(z.enum(ITEM_CATEGORIES)),
  'module_type[]': list(z.string().max(20)),
  'inventory_type[]': list(z.enum(INVENTORY_TYPES)),
  'status[]': list(z.enum(INVENTORY_STATUSES)),
  'fields[]': list(z.enum(EXPORT_FIELDS)),
});

export const exportInventory = defineEndpoint({
  method: 'GET',
  path: '/v1/inventories/export',
  summary: 'The filtered inventory as CSV, streamed; X-Total-Count announces the rows for progress',
  tag: 'Inventory',
  access: inventoryAccess,
  query: ExportQuery,
  produces: 'text/csv',
  response: z.string(),
});

/** A ticket's serials open their item, so whoever works tickets can read an item's timeline too. */
const itemAccess = requires(...LOOKUP, 'can_view_ticket_management');

export const showInventory = defineEndpoint({
  method: 'GET',
  path: '/v1/inventories/:id',
  summary: 'One item with its timeline (also for ticket staff: a ticket’s serials open their item)',
  tag: 'Inventory',
  access: itemAccess,
  params: IdParams,
  response: z.object({ inventory: InventoryItem, timeline: z.array(InventoryEvent) }),
});

export const deleteInventory = defineEndpoint({
  method: 'DELETE',
  path: '/v1/inventories/:id',
  summary: 'Delete an item (administrators); its timeline is kept',
  tag: 'Inventory',
  access: requiresAdministrator('can_view_inventory'),
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});

export const lookupCatalog = defineEndpoint({
  method: 'POST',
  path: '/v1/inventories/add_to_inventories',
  summary: 'The catalogue entry of a scanned tag (404 "Item missing from catalog")',
  tag: 'Inventory',
  access: lookupAccess,
  body: z.object({ inventory: z.object({ serial_number: code('serial_number') }) }),
  response: z.object({ inventory: CatalogTag }),
});

export const NewInventory = z.object({
  inventory: z.object({
    serial_number: code('serial_number'),
    part_number: code('part_number'),
    module_type: z.string().trim().max(20).optional(),
    status: z.string().trim().max(40).optional(),
    item_category: z.string().trim().max(20).optional(),
    inventory_type: z.enum(INVENTORY_TYPES).default('Core'),
    date: z.iso.datetime({ offset: true }).optional(),
    hardware_info: z.string().max(2000).optional(),
    notes: z.string().max(2000).optional(),
  }),
});

export const createInventory = defineEndpoint({
  method: 'POST',
  path: '/v1/inventories',
  summary: 'Create an inventory item; the category follows from the module type; a serial already in inventory is 409',
  tag: 'Inventory',
  access: inventoryAccess,
  body: NewInventory,
  status: 201,
  response: z.object({ inventory: InventoryItem }),
});

export const InventoryChanges = z.object({
  inventory: z
    .object({
      serial_number: code('serial_number'),
      part_number: code('part_number'),
      original_serial_number: z.string().max(64).optional(),
      original_part_number: z.string().max(64).optional(),
      status: z.string().trim().max(40),
      inventory_type: z.enum(INVENTORY_TYPES),
      hardware_info: z.string().max(2000).nullable(),
      notes: z.string().max(2000).nullable(),
    })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, { message: 'inventory needs at least one field to change' }),
});

export const updateInventory = defineEndpoint({
  method: 'PATCH',
  path: '/v1/inventories/:id',
  summary: 'Change an item; a new serial number converts it (originals kept, status Converted)',
  tag: 'Inventory',
  access: requires('can_view_inventory', 'can_view_mark_as_conversion'),
  params: IdParams,
  body: InventoryChanges,
  response: z.object({ inventory: InventoryItem }),
});

export const ShopUpdate = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const updateModuleType = defineEndpoint({
  method: 'PATCH',
  path: '/v1/inventories/update_module_type',
  summary: "Save a part number's module type, then set the web shop's tag to TYPE-{module_type} (queued, retried)",
  tag: 'Inventory',
  access: requires('can_view_update_module_type'),
  body: z.object({ part_number: code('part_number'), module_type: code('module_type') }),
  response: z.object({
    part_number: z.string(),
    module_type: z.string(),
    items_updated: z.number().int(),
    shop_update: ShopUpdate,
  }),
});

export const shopUpdateStatus = defineEndpoint({
  method: 'GET',
  path: '/v1/inventories/shop_updates/:id',
  summary: 'Progress of a web-shop tag update',
  tag: 'Inventory',
  access: requires('can_view_update_module_type'),
  params: IdParams,
  response: z.object({ shop_update: ShopUpdate }),
});

export const ScanResult = z.enum(['success', 'warning', 'error']);

export const ScanLogRow = z.object({
  id: z.number().int(),
  mode: z.enum(SCAN_MODES),
  code: z.string(),
  result: ScanResult,
  message: z.string(),
  item: InventoryItem.nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), default_color: z.string() }),
  created_at: z.string(),
});
export type ScanLogRow = z.infer<typeof ScanLogRow>;

export const BIN_CODE_MAX_LENGTH = 40; // `BIN-` and up to 32 more: every field naming a bin is bounded by it
const bounded = (field: string) => `${field} can be at most ${BIN_CODE_MAX_LENGTH} characters`;
const binCode = (field: string) =>
  z.string().trim().toUpperCase().min(1, `${field} is required`).max(BIN_CODE_MAX_LENGTH, bounded(field));

/** Update Module Type is a form, not a scan: every other mode is scanned. */
export const ScanInput = z.object({
  mode: z.enum(SCAN_MODES).exclude(['update_module_type']),
  code: code('code'),
  /** add_to_location: the bin the items go into. */
  bin_code: z.string().trim().max(BIN_CODE_MAX_LENGTH).toUpperCase().optional(),
  /** assign_inventory: the ticket or order number the items are for. */
  assign_to: z.string().trim().min(1, 'assign_to is required').max(64).optional(),
});
export type ScanInput = z.infer<typeof ScanInput>;

export const Bin = z.object({ id: z.number().int(), code: z.string(), name: z.string(), item_count: z.number().int() });

export const scan = defineEndpoint({
  method: 'POST',
  path: '/v1/inventory_scans',
  summary: 'One scan in a Manage Inventory mode: performs the mode, logs it, answers what the screen shows',
  tag: 'Inventory',
  access: inventoryAccess,
  body: ScanInput,
  response: z.object({
    scan: ScanLogRow,
    bin: Bin.extend({ items: z.array(InventoryItem) }).nullable(),
    recent_events: z.array(InventoryEvent),
  }),
});

export const listScans = defineEndpoint({
  method: 'GET',
  path: '/v1/inventory_scans',
  summary: "The signed-in user's scans in one mode since a time (the session history)",
  tag: 'Inventory',
  access: inventoryAccess,
  query: z.object({
    mode: z.enum(SCAN_MODES),
    since: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ scans: z.array(ScanLogRow) }),
});

export const listBins = defineEndpoint({
  method: 'GET',
  path: '/v1/locations',
  summary: 'Bins with the number of items in each',
  tag: 'Inventory',
  access: requires('can_view_inventory', 'can_view_qr_generator'),
  response: z.object({ locations: z.array(Bin) }),
});

export const createBin = defineEndpoint({
  method: 'POST',
  path: '/v1/locations',
  summary: 'Create a bin with its scannable code (BIN-…)',
  tag: 'Inventory',
  access: requires('can_view_inventory', 'can_view_qr_generator'),
  body: z.object({
    location: z.object({
      code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^BIN-[A-Z0-9-]{1,32}$/, 'code must look like BIN-A01'),
      name: z.string().trim().min(1, 'name is required').max(100),
    }),
  }),
  status: 201,
  response: z.object({ location: Bin }),
});

export const showBin = defineEndpoint({
  method: 'GET',
  path: '/v1/locations/:code',
  summary: 'A bin and the items in it',
  tag: 'Inventory',
  access: inventoryAccess,
  params: z.object({ code: binCode('code') }),
  response: z.object({ location: Bin, items: z.array(InventoryItem) }),
});

/**
 * The QR generator's refusal of a part number Makro does not know (not in the catalogue, without a module
 * type of its own, not in the shops' part-number look-up, tags or sold lines): `409` with this error code and
 * `details.fields` naming `body.part_number`. The same request with `confirm_new_part: true` creates the
 * catalogue entry.
 */
export const UNKNOWN_PART_NUMBER = 'unknown_part_number' satisfies ErrorCode;
export const unknownPartNumberMessage = (partNumber: string) =>
  `${partNumber} is not a known part number. Check it, or confirm to add it to the catalogue.`;
export const UNKNOWN_PART_FIELD_MESSAGE = 'is not in the catalogue';

export const NewTags = z.object({
  part_number: code('part_number'),
  quantity: z.coerce
    .number({ error: 'quantity is required' })
    .int()
    .min(1, 'quantity must be at least 1')
    .max(500, 'quantity can be at most 500'),
  /** Needed only for a part number Makro does not know yet: says "yes, add it to the catalogue". */
  confirm_new_part: z.boolean().optional(),
});
export type NewTags = z.infer<typeof NewTags>;

export const createTags = defineEndpoint({
  method: 'POST',
  path: '/v1/inventory_tags',
  summary:
    'Allocate new tag serial numbers for a part number and register them in the catalogue; an unknown part number is 409 unknown_part_number unless confirm_new_part is true',
  tag: 'Inventory',
  access: requires('can_view_qr_generator'),
  body: NewTags,
  status: 201,
  response: z.object({ tags: z.array(CatalogTag) }),
});

export const importTags = defineEndpoint({
  method: 'POST',
  path: '/v1/inventory_tags/import',
  summary:
    'Register tag serials from CSV text (serial_number,part_number[,hardware_info]); existing serials are skipped',
  tag: 'Inventory',
  access: requires('can_view_qr_generator', 'can_view_update_module_type'),
  body: z.object({ csv: z.string().min(1, 'csv is required').max(5_000_000) }),
  response: z.object({
    imported: z.number().int(),
    skipped: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
});

export const CycleCountState = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'applied', 'cancelled']),
  bin: Bin,
  expected: z.number().int(),
  scanned: z.array(z.string()),
  missing: z.array(InventoryItem),
  extra: z.array(z.object({ serial_number: z.string(), item: InventoryItem.nullable() })),
  wrong_bin: z.array(InventoryItem),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type CycleCountState = z.infer<typeof CycleCountState>;

export const startCycleCount = defineEndpoint({
  method: 'POST',
  path: '/v1/cycle_counts',
  summary: 'Start counting a bin',
  tag: 'Inventory',
  access: inventoryAccess,
  body: z.object({ bin_code: binCode('bin_code') }),
  status: 201,
  response: z.object({ cycle_count: CycleCountState }),
});

export const cycleCountScan = defineEndpoint({
  method: 'POST',
  path: '/v1/cycle_counts/:id/scans',
  summary: 'A tag found in the bin',
  tag: 'Inventory',
  access: inventoryAccess,
  params: IdParams,
  body: z.object({ code: code('code') }),
  response: z.object({ cycle_count: CycleCountState, result: ScanResult, message: z.string() }),
});

export const showCycleCount = defineEndpoint({
  method: 'GET',
  path: '/v1/cycle_counts/:id',
  summary: 'A cycle count: what is missing, extra or in the wrong bin',
  tag: 'Inventory',
  access: inventoryAccess,
  params: IdParams,
  response: z.object({ cycle_count: CycleCountState }),
});

export const applyCycleCount = defineEndpoint({
  method: 'POST',
  path: '/v1/cycle_counts/:id/apply',
  summary: 'Apply the corrections: missing items leave the bin, found ones are put in it (inventory managers)',
  tag: 'Inventory',
  access: requires('can_view_update_module_type'),
  params: IdParams,
  response: z.object({ cycle_count: CycleCountState, corrected: z.number().int() }),
});
