import { eq, inArray, sql } from 'drizzle-orm';
import type { CycleCountState } from '@makro/domain/inventory';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { notFound, unprocessable } from '../../platform/http/errors';
import { cycleCountScans, cycleCounts, inventories, inventoryEvents, locations } from './tables';
import { itemsBySerials } from './items';
import { binOr404, findBin } from './bins';

async function countOr404(db: DbOrTx, id: number) {
  const [count] = await db.select().from(cycleCounts).where(eq(cycleCounts.id, id));
  if (!count) throw notFound(`Cycle count ${id} does not exist.`);
  return count;
}

/**
 * What the count found, against the bin as it was when the count began: missing (expected, not scanned),
 * extra (scanned, not in inventory) and wrong bin (scanned, recorded somewhere else).
 */
export async function cycleCountState(db: DbOrTx, id: number): Promise<CycleCountState> {
  const count = await countOr404(db, id);
  const scannedRows = await db
    .select()
    .from(cycleCountScans)
    .where(eq(cycleCountScans.cycle_count_id, id))
    .orderBy(cycleCountScans.created_at);
  const scanned = scannedRows.map((row) => row.serial_number);
  const expected = count.expected_serials;
  const missing = await itemsBySerials(
    db,
    expected.filter((serial) => !scanned.includes(serial)),
  );
  const found = await itemsBySerials(
    db,
    scanned.filter((serial) => !expected.includes(serial)),
  );
  const extra = scanned
    .filter((serial) => !expected.includes(serial) && !found.some((item) => item.serial_number === serial))
    .map((serial) => ({ serial_number: serial, item: null }));
  const bin = await findBin(db, { id: count.location_id });
  if (!bin) throw notFound(`The bin of cycle count ${id} no longer exists.`);
  const { items: _items, ...binCounted } = bin;
  return {
    id: count.id,
    status: count.status as CycleCountState['status'],
    bin: binCounted,
    expected: expected.length,
    scanned,
    missing,
    extra,
    wrong_bin: found,
    created_at: count.created_at.toISOString(),
    applied_at: count.applied_at?.toISOString() ?? null,
  };
}

export async function startCycleCount(ctx: ServiceContext, binCode: string): Promise<CycleCountState> {
  const bin = await binOr404(ctx.db, binCode);
  const inBin = await ctx.db
    .select({ serial: inventories.serial_number })
    .from(inventories)
    .where(eq(inventories.location_id, bin.id));
  const [created] = await ctx.db
    .insert(cycleCounts)
    .values({
      location_id: bin.id,
      started_by_user_id: ctx.actor.user.id,
      expected_serials: inBin.map((row) => row.serial),
    })
    .returning();
  return cycleCountState(ctx.db, created!.id);
}

export async function cycleCountScan(ctx: ServiceContext, id: number, code: string) {
  const count = await countOr404(ctx.db, id);
  if (count.status !== 'open') throw unprocessable('This cycle count is finished; start a new one.');
  const inserted = await ctx.db
    .insert(cycleCountScans)
    .values({ cycle_count_id: id, serial_number: code })
    .onConflictDoNothing()
    .returning();
  const state = await cycleCountState(ctx.db, id);
  if (inserted.length === 0)
    return { cycle_count: state, result: 'warning' as const, message: `${code} was already counted` };
  if (count.expected_serials.includes(code))
    return { cycle_count: state, result: 'success' as const, message: `${code} found` };
  const wrong = state.wrong_bin.find((item) => item.serial_number === code);
  return wrong
    ? {
        cycle_count: state,
        result: 'warning' as const,
        message: `${code} belongs in ${wrong.location?.code ?? 'no bin'}`,
      }
    : // A finding, not a failure: the count goes on, and applying it leaves unknown tags alone.
      { cycle_count: state, result: 'warning' as const, message: `${code} is not in inventory` };
}

/**
 * Takes the missing items still recorded in the bin out of it, and writes each one's timeline event, in one
 * statement. Answers how many it corrected.
 */
async function takeOutMissing(tx: Tx, count: CountContext, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const description = `Not found in ${count.bin.code} at a cycle count; taken out of the bin`;
  const { rows } = (await tx.execute(sql`
    with corrected as (
      update ${inventories} set location_id = null, updated_at = now()
      where ${inArray(inventories.id, ids)} and ${eq(inventories.location_id, count.bin.id)}
      returning id, serial_number)
    insert into ${inventoryEvents} (inventory_id, serial_number, event, description, details, user_id)
    select id, serial_number, 'cycle_count', ${description}::text, ${JSON.stringify({ cycle_count_id: count.id })}::jsonb, ${count.userId}::int
    from corrected
    returning inventory_id`)) as unknown as { rows: unknown[] };
  return rows.length;
}

/**
 * Puts the items found in the bin but recorded elsewhere (or nowhere) in it, each with a timeline event naming
 * where it was recorded, in one statement. Answers how many it corrected.
 */
async function putInBin(tx: Tx, count: CountContext, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const found = `Found in ${count.bin.code} at a cycle count`;
  const { rows } = (await tx.execute(sql`
    with corrected as (
      update ${inventories} item set location_id = ${count.bin.id}, updated_at = now()
      from ${inventories} recorded left join ${locations} bin on bin.id = recorded.location_id
      where recorded.id = item.id and ${inArray(sql`item.id`, ids)}
      returning item.id, item.serial_number, bin.code as was_in)
    insert into ${inventoryEvents} (inventory_id, serial_number, event, description, details, user_id)
    select id, serial_number, 'cycle_count', ${found}::text || coalesce('; was recorded in ' || was_in, ''),
           jsonb_build_object('cycle_count_id', ${count.id}::int, 'from', was_in, 'to', ${count.bin.code}::text),
           ${count.userId}::int
    from corrected
    returning inventory_id`)) as unknown as { rows: unknown[] };
  return rows.length;
}

interface CountContext {
  id: number;
  bin: { id: number; code: string };
  userId: number;
}

/**
 * Applies what the count found: missing items leave the bin, items found here that were recorded
 * elsewhere (or nowhere) are put in it. Each correction is an event on the item's timeline; each kind of
 * correction is one statement, whatever the number of items.
 */
export async function applyCycleCount(ctx: ServiceContext, id: number) {
  const state = await cycleCountState(ctx.db, id);
  if (state.status !== 'open') throw unprocessable('This cycle count has already been applied.');
  const count: CountContext = { id, bin: state.bin, userId: ctx.actor.user.id };
  let corrected = 0;
  await ctx.db.transaction(async (tx) => {
    const missingIds = state.missing.filter((item) => item.location?.id === state.bin.id).map((item) => item.id);
    corrected += await takeOutMissing(tx, count, missingIds);
    corrected += await putInBin(
      tx,
      count,
      state.wrong_bin.map((item) => item.id),
    );
    await tx
      .update(cycleCounts)
      .set({ status: 'applied', applied_at: sql`now()` })
      .where(eq(cycleCounts.id, id));
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'apply',
      entity: 'cycle_count',
      entityId: id,
      after: { corrected },
    });
  });
  return { cycle_count: await cycleCountState(ctx.db, id), corrected };
}
