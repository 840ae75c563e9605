import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  REPEAT_SCAN_WINDOW_MS,
  STATUS_NAMES,
  isBinCode,
  type InventoryItem,
  type ScanInput,
  type ScanLogRow,
  type ScanMode,
} from '@makro/domain/inventory';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { badRequest } from '../../platform/http/errors';
import { inventories, inventoryScans } from './tables';
import { findItemBySerial, itemOr404, itemsWhere } from './items';
import { recordEvent, timeline } from './events';
import { catalogTag, MISSING_FROM_CATALOG } from './catalog';
import { createItem } from './manage';
import { findBin } from './bins';

type Result = 'success' | 'warning' | 'error';

interface Outcome {
  result: Result;
  message: string;
  itemId?: number;
  bin?: Awaited<ReturnType<typeof findBin>>;
}

const ok = (message: string, itemId?: number): Outcome => ({ result: 'success', message, itemId });
const warn = (message: string, itemId?: number): Outcome => ({ result: 'warning', message, itemId });
const fail = (message: string, itemId?: number): Outcome => ({ result: 'error', message, itemId });
const notInInventory = (code: string) => fail(`${code} is not in inventory`);

async function addToInventory(ctx: ServiceContext, code: string): Promise<Outcome> {
  const tag = await catalogTag(ctx.db, code);
  if (!tag) return fail(MISSING_FROM_CATALOG);
  const existing = await findItemBySerial(ctx.db, code);
  if (existing) return warn(`${code} is already in inventory`, existing.id);
  const item = await createItem(ctx, {
    serial_number: tag.serial_number,
    part_number: tag.part_number,
    module_type: tag.module_type ?? undefined,
    status: 'added_to_inventory',
    inventory_type: 'Core',
    hardware_info: tag.hardware_info ?? undefined,
  });
  return ok(`${item.serial_number} successfully added to Inventory`, item.id);
}

async function checkStatus(ctx: ServiceContext, code: string): Promise<Outcome> {
  const item = await findItemBySerial(ctx.db, code);
  if (!item) return notInInventory(code);
  const where = item.location ? ` in ${item.location.code}` : '';
  return ok(`${item.serial_number}: ${item.status_name}${where}`, item.id);
}

/** Putting an item in a bin makes a freshly added or received item Bin Ready. */
async function addToLocation(ctx: ServiceContext, code: string, binCode: string | undefined): Promise<Outcome> {
  if (!binCode)
    throw badRequest('bin_code: choose or scan a bin first', [
      { field: 'body.bin_code', message: 'is required in Add to Location' },
    ]);
  const bin = await findBin(ctx.db, { code: binCode });
  if (!bin) return fail(`There is no bin ${binCode}`);
  const item = await findItemBySerial(ctx.db, code);
  if (!item) return notInInventory(code);
  if (item.location?.id === bin.id) return warn(`${code} is already in ${bin.code}`, item.id);
  const readied = item.status === 'added_to_inventory' || item.status === 'received';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(inventories)
      .set({ location_id: bin.id, ...(readied ? { status: 'bin_ready' } : {}) })
      .where(eq(inventories.id, item.id));
    await recordEvent(tx, {
      item,
      event: 'location',
      description: item.location ? `Moved from ${item.location.code} to ${bin.code}` : `Put in ${bin.code}`,
      details: { from: item.location?.code ?? null, to: bin.code, status: readied ? 'bin_ready' : item.status },
      userId: ctx.actor.user.id,
    });
  });
  // The bin comes back with its new count, so the screen need not ask for it again.
  const filled = await findBin(ctx.db, { code: bin.code }, true);
  return { ...ok(`${code} put in ${bin.code}${readied ? ` (${STATUS_NAMES.bin_ready})` : ''}`, item.id), bin: filled };
}

async function removeFromLocation(ctx: ServiceContext, code: string): Promise<Outcome> {
  const item = await findItemBySerial(ctx.db, code);
  if (!item) return notInInventory(code);
  if (!item.location) return warn(`${code} is not in a bin`, item.id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(inventories).set({ location_id: null }).where(eq(inventories.id, item.id));
    await recordEvent(tx, {
      item,
      event: 'location',
      description: `Taken out of ${item.location!.code}`,
      details: { from: item.location!.code, to: null },
      userId: ctx.actor.user.id,
    });
  });
  return ok(`${code} taken out of ${item.location.code}`, item.id);
}

async function checkBin(ctx: ServiceContext, code: string): Promise<Outcome> {
  if (!isBinCode(code)) return fail(`${code} is not a bin code`);
  const bin = await findBin(ctx.db, { code }, true);
  if (!bin) return fail(`There is no bin ${code}`);
  return { ...ok(`${bin.code}: ${bin.item_count} item${bin.item_count === 1 ? '' : 's'}`), bin };
}

async function assign(ctx: ServiceContext, code: string, assignTo: string | undefined): Promise<Outcome> {
  if (!assignTo)
    throw badRequest('assign_to: choose the ticket or order first', [
      { field: 'body.assign_to', message: 'is required in Assign Inventory' },
    ]);
  const item = await findItemBySerial(ctx.db, code);
  if (!item) return notInInventory(code);
  if (item.assigned_to === assignTo) return warn(`${code} is already assigned to ${assignTo}`, item.id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(inventories).set({ assigned_to: assignTo }).where(eq(inventories.id, item.id));
    await recordEvent(tx, {
      item,
      event: 'assigned',
      description: item.assigned_to ? `Reassigned from ${item.assigned_to} to ${assignTo}` : `Assigned to ${assignTo}`,
      details: { from: item.assigned_to, to: assignTo },
      userId: ctx.actor.user.id,
    });
  });
  return ok(`${code} assigned to ${assignTo}`, item.id);
}

async function perform(ctx: ServiceContext, input: ScanInput): Promise<Outcome> {
  switch (input.mode) {
    case 'add_to_inventory':
      return addToInventory(ctx, input.code);
    case 'check_status':
      return checkStatus(ctx, input.code);
    case 'add_to_location':
      return addToLocation(ctx, input.code, input.bin_code);
    case 'remove_from_location':
      return removeFromLocation(ctx, input.code);
    case 'check_bin':
      return checkBin(ctx, input.code);
    case 'assign_inventory':
      return assign(ctx, input.code, input.assign_to);
    default:
      throw badRequest(`mode: ${input.mode} is not a scan mode`, [
        { field: 'body.mode', message: 'is not a scan mode' },
      ]);
  }
}

const scanContext = (input: ScanInput) => input.bin_code ?? input.assign_to ?? null;

/** One trigger pull often reads a tag twice: the same code in the same mode within a few seconds is not applied again. */
async function isRepeat(db: DbOrTx, userId: number, input: ScanInput): Promise<boolean> {
  const [recent] = await db
    .select({ id: inventoryScans.id })
    .from(inventoryScans)
    .where(
      and(
        eq(inventoryScans.user_id, userId),
        eq(inventoryScans.mode, input.mode),
        eq(inventoryScans.code, input.code),
        sql`${inventoryScans.context} is not distinct from ${scanContext(input)}`,
        sql`${inventoryScans.created_at} > now() - (${REPEAT_SCAN_WINDOW_MS} * interval '1 millisecond')`,
      ),
    )
    .limit(1);
  return Boolean(recent);
}

export async function scan(ctx: ServiceContext, input: ScanInput) {
  const outcome = (await isRepeat(ctx.db, ctx.actor.user.id, input))
    ? warn(`${input.code} was just scanned; not applied twice`, (await findItemBySerial(ctx.db, input.code))?.id)
    : await perform(ctx, input);
  const [logged] = await ctx.db
    .insert(inventoryScans)
    .values({
      user_id: ctx.actor.user.id,
      mode: input.mode,
      code: input.code,
      context: scanContext(input),
      result: outcome.result,
      message: outcome.message,
      inventory_id: outcome.itemId ?? null,
    })
    .returning();
  const item = outcome.itemId ? await itemOr404(ctx.db, outcome.itemId).catch(() => null) : null;
  return {
    scan: scanRow(logged!, item, ctx.actor.user),
    bin: outcome.bin ?? null,
    recent_events: item && input.mode === 'check_status' ? await timeline(ctx.db, item.id, 5) : [],
  };
}

type UserRow = typeof users.$inferSelect;

function scanRow(row: typeof inventoryScans.$inferSelect, item: InventoryItem | null, user: UserRow): ScanLogRow {
  return {
    id: row.id,
    mode: row.mode as ScanMode,
    code: row.code,
    result: row.result as Result,
    message: row.message,
    item,
    user: {
      id: user.id,
      name: `${user.first_name} ${user.last_name}`,
      avatar: user.avatar_url,
      default_color: user.default_color,
    },
    created_at: row.created_at.toISOString(),
  };
}

/** The user's scans in a mode since a time, newest first: the session history that survives a reload. */
export async function listScans(
  ctx: ServiceContext,
  mode: ScanMode,
  since: string | undefined,
  limit: number,
): Promise<ScanLogRow[]> {
  const rows = await ctx.db
    .select()
    .from(inventoryScans)
    .where(
      and(
        eq(inventoryScans.user_id, ctx.actor.user.id),
        eq(inventoryScans.mode, mode),
        since ? gte(inventoryScans.created_at, new Date(since)) : undefined,
      ),
    )
    .orderBy(desc(inventoryScans.id))
    .limit(limit);
  // One query for every item the history mentions (deleted items simply are not found).
  const ids = [...new Set(rows.flatMap((row) => (row.inventory_id ? [row.inventory_id] : [])))];
  const found = ids.length > 0 ? await itemsWhere(ctx.db, inArray(inventories.id, ids), ids.length) : [];
  const items = new Map(found.map((item) => [item.id, item]));
  return rows.map((row) =>
    scanRow(row, row.inventory_id ? (items.get(row.inventory_id) ?? null) : null, ctx.actor.user),
  );
}
