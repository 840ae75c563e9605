/**
 * The warehouse of the demo story: bins, tags printed on the QR generator, several hundred items scanned in
 * over the last six months by the inventory staff, each with the timeline the real screens would have
 * written (Add to Inventory, Add to Location, Assign Inventory, edits, conversions, Update Module Type,
 * cycle counts), shipped items assigned to the simulated shops' real orders, and fresh tags still waiting to
 * be scanned in. Event kinds and descriptions are the ones features/inventory writes (manage.ts, scans.ts,
 * module-types.ts, cycle-counts.ts); keep them in step when those change.
 */
import { count, inArray, sql } from 'drizzle-orm';
import { tagSerial } from '@makro/domain/inventory';
import type { Db, DbOrTx } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import {
  cycleCountScans,
  cycleCounts,
  inventories,
  inventoryCatalog,
  inventoryEvents,
  inventoryTagSequence,
  locations,
  partModuleTypes,
} from '../../features/inventory/tables';
import { DEMO_PARTS } from '../parts';
import { DAY_MS } from '../random';
import type { DemoSale } from '../shops';
import { planInventoryStory } from './story';
import { ACTORS, INVENTORY_STORY_DAYS, binAt, type Actor, type PlannedItem } from './warehouse';

export { INVENTORY_STORY_DAYS, binAt } from './warehouse';
export { planInventoryStory } from './story';

const BATCH = 1000;
async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  for (const table of [inventories, inventoryCatalog, locations]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/**
 * Writes the warehouse into empty inventory tables, in one transaction with bulk inserts. Does nothing when
 * the inventory, the catalogue or the bins already hold anything, so loading twice changes nothing.
 */
export async function loadDemoInventory(
  db: Db,
  options: { now: Date; sales: () => Promise<readonly DemoSale[]> },
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const story = planInventoryStory(options.now, await options.sales());
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...ACTORS]));
  const userId = (actor: Actor) => people.find((person) => person.username === actor)?.id ?? null;

  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    const bins = await tx
      .insert(locations)
      .values(story.bins.map((bin) => ({ code: bin.code, name: bin.name })))
      .returning({ id: locations.id, code: locations.code });
    const binId = (code: string | null) => bins.find((bin) => bin.code === code)?.id ?? null;

    // Real serials from the QR generator's sequence, in the order the story printed them.
    const numbers = await tx.execute(
      sql`select nextval(${sql.raw(`'${inventoryTagSequence.seqName}'`)})::int as n from generate_series(1, ${story.tags.length})`,
    );
    const sequence = (numbers as unknown as { rows: { n: number }[] }).rows.map((row) => row.n).sort((a, b) => a - b);
    for (const tag of story.tags) tag.serial = tagSerial(sequence[tag.order]!);

    await insertInBatches(story.tags, (batch) =>
      tx.insert(inventoryCatalog).values(
        batch.map((tag) => ({
          serial_number: tag.serial,
          part_number: tag.part.part_number,
          hardware_info: tag.hardwareInfo,
          source: 'qr_generator',
          created_by_user_id: userId(tag.by),
          created_at: tag.at,
          updated_at: tag.at,
        })),
      ),
    );
    await tx
      .insert(partModuleTypes)
      .values(
        DEMO_PARTS.map((part) => ({
          part_number: part.part_number,
          module_type: part.module_type,
          updated_at:
            story.corrections.find((correction) => correction.part === part)?.at ??
            new Date(options.now.getTime() - (INVENTORY_STORY_DAYS + 20) * DAY_MS),
        })),
      )
      .onConflictDoNothing();

    const ids = new Map<PlannedItem, number>();
    await insertInBatches(story.items, async (batch) => {
      const rows = await tx
        .insert(inventories)
        .values(
          batch.map((item) => {
            const last = item.steps.at(-1)!;
            return {
              serial_number: item.tag.serial,
              part_number: item.part.part_number,
              item_category: item.part.category,
              module_type: item.part.module_type,
              inventory_type: item.inventoryType,
              status: item.status,
              original_serial_number: item.original?.serial ?? null,
              original_part_number: item.original?.part.part_number ?? null,
              hardware_info: item.hardwareInfo,
              notes: item.notes,
              location_id: binId(binAt(item, last.at)),
              assigned_to: item.assignedTo,
              date: item.added,
              created_at: item.added,
              updated_at: last.at,
            };
          }),
        )
        .returning({ id: inventories.id });
      batch.forEach((item, index) => ids.set(item, rows[index]!.id));
    });

    for (const planned of story.counts) {
      const [row] = await tx
        .insert(cycleCounts)
        .values({
          location_id: binId(planned.bin)!,
          status: 'applied',
          started_by_user_id: userId(planned.by),
          applied_at: planned.applied,
          expected_serials: planned.expected.map((tag) => tag.serial),
          created_at: planned.started,
          updated_at: planned.applied,
        })
        .returning({ id: cycleCounts.id });
      planned.id = row!.id;
      const span = planned.applied.getTime() - planned.started.getTime();
      await tx.insert(cycleCountScans).values(
        planned.scanned.map((tag, index) => ({
          cycle_count_id: planned.id!,
          serial_number: tag.serial,
          created_at: new Date(planned.started.getTime() + ((index + 1) * span) / (planned.scanned.length + 2)),
        })),
      );
    }

    const events = story.items
      .flatMap((item, itemIndex) => item.steps.map((step, stepIndex) => ({ item, step, itemIndex, stepIndex })))
      .sort(
        (a, b) => a.step.at.getTime() - b.step.at.getTime() || a.itemIndex - b.itemIndex || a.stepIndex - b.stepIndex,
      );
    await insertInBatches(events, (batch) =>
      tx.insert(inventoryEvents).values(
        batch.map(({ item, step }) => ({
          inventory_id: ids.get(item)!,
          serial_number: step.tag.serial,
          event: step.event,
          description: step.describe(),
          details: step.details?.() ?? null,
          user_id: userId(step.by),
          created_at: step.at,
          updated_at: step.at,
        })),
      ),
    );
    return true;
  });
}
