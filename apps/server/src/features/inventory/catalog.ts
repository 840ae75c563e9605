import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { baseSku } from '@makro/domain/dashboard';
import {
  UNKNOWN_PART_FIELD_MESSAGE,
  UNKNOWN_PART_NUMBER,
  moduleTypeFromShops,
  tagSerial,
  unknownPartNumberMessage,
  type CatalogTag,
} from '@makro/domain/inventory';
import type { ServiceContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/http/errors';
import { shopPartFacts } from '../shops/service';
import { inventoryCatalog, inventoryTagSequence, partModuleTypes } from './tables';

export const MISSING_FROM_CATALOG = 'Item missing from catalog';

export interface PartKnowledge {
  /** The catalogue has tags of it, it has a module type of its own, or the shops know it. */
  known: boolean;
  /** Its own (Update Module Type) if set, else what the shops' look-up, tags and names say. */
  module_type: string | null;
}

/**
 * What Makro knows about a part number. A module type set with Update Module Type wins over the shops'
 * (the shop's tag follows it through the outbox, and a sync in between must not undo it).
 */
export async function partKnowledge(db: DbOrTx, partNumber: string): Promise<PartKnowledge> {
  const part = partNumber.trim().toUpperCase();
  const [own] = await db
    .select({ module_type: partModuleTypes.module_type })
    .from(partModuleTypes)
    .where(eq(partModuleTypes.part_number, part));
  if (own) return { known: true, module_type: own.module_type };
  const facts = await shopPartFacts(db, baseSku(part) ?? part);
  const fromShops = moduleTypeFromShops(facts);
  if (fromShops) return { known: true, module_type: fromShops };
  if (facts.lookupType || facts.tags.length > 0 || facts.lines.length > 0) return { known: true, module_type: null };
  const [catalogued] = await db
    .select({ id: inventoryCatalog.id })
    .from(inventoryCatalog)
    .where(eq(inventoryCatalog.part_number, part))
    .limit(1);
  return { known: Boolean(catalogued), module_type: null };
}

export const moduleTypeOf = async (db: DbOrTx, partNumber: string) => (await partKnowledge(db, partNumber)).module_type;

/** A catalogue entry with the module type its part number has now. */
export async function catalogTag(db: DbOrTx, serial: string): Promise<CatalogTag | undefined> {
  const [tag] = await db
    .select()
    .from(inventoryCatalog)
    .where(eq(inventoryCatalog.serial_number, serial.toUpperCase()));
  if (!tag) return undefined;
  return {
    serial_number: tag.serial_number,
    part_number: tag.part_number,
    module_type: await moduleTypeOf(db, tag.part_number),
    hardware_info: tag.hardware_info,
    created_at: tag.created_at.toISOString(),
  };
}

export async function catalogTagOr404(db: DbOrTx, serial: string): Promise<CatalogTag> {
  const tag = await catalogTag(db, serial);
  if (!tag) throw notFound(MISSING_FROM_CATALOG);
  return tag;
}

/**
 * New serials from the sequence, registered for the part number in one transaction. A part number Makro
 * does not know is refused (409 unknown_part_number, naming body.part_number) unless the person confirmed
 * adding it: a typo would otherwise become a catalogue part.
 */
export async function createTags(
  ctx: ServiceContext,
  partNumber: string,
  quantity: number,
  options: { confirmNewPart?: boolean } = {},
): Promise<CatalogTag[]> {
  const part = partNumber.trim().toUpperCase();
  const knowledge = await partKnowledge(ctx.db, part);
  if (!knowledge.known && !options.confirmNewPart) {
    throw conflict(
      unknownPartNumberMessage(part),
      [{ field: 'body.part_number', message: UNKNOWN_PART_FIELD_MESSAGE }],
      UNKNOWN_PART_NUMBER,
    );
  }
  const rows = await ctx.db.transaction(async (tx) => {
    const numbers = await tx.execute(
      sql`select nextval(${sql.raw(`'${inventoryTagSequence.seqName}'`)})::int as n from generate_series(1, ${quantity})`,
    );
    const serials = (numbers as unknown as { rows: { n: number }[] }).rows.map((row) => tagSerial(row.n));
    const inserted = await tx
      .insert(inventoryCatalog)
      .values(
        serials.map((serial) => ({
          serial_number: serial,
          part_number: part,
          source: 'qr_generator',
          created_by_user_id: ctx.actor.user.id,
        })),
      )
      .returning();
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'create_tags',
      entity: 'inventory_catalog',
      entityId: part,
      after: { part_number: part, quantity, first: serials[0], last: serials.at(-1), new_part: !knowledge.known },
    });
    return inserted;
  });
  return rows.map((row) => ({
    serial_number: row.serial_number,
    part_number: row.part_number,
    module_type: knowledge.module_type,
    hardware_info: row.hardware_info,
    created_at: row.created_at.toISOString(),
  }));
}

const SERIAL = /^[A-Z0-9][A-Z0-9-]{2,63}$/;

interface ImportProblem {
  line: number;
  message: string;
}

function readImportRows(csv: string): {
  rows: { serial_number: string; part_number: string; hardware_info: string | null }[];
  errors: ImportProblem[];
} {
  const records = parse(csv, { skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][];
  const header = records[0]?.map((cell) => cell.toLowerCase());
  const body = header?.[0] === 'serial_number' ? records.slice(1) : records;
  const firstLine = header?.[0] === 'serial_number' ? 2 : 1;
  const errors: ImportProblem[] = [];
  const rows: { serial_number: string; part_number: string; hardware_info: string | null }[] = [];
  body.forEach((record, index) => {
    const serial = (record[0] ?? '').toUpperCase();
    const part = (record[1] ?? '').toUpperCase();
    if (!SERIAL.test(serial))
      errors.push({ line: firstLine + index, message: `serial_number "${record[0] ?? ''}" is not a tag serial` });
    else if (!part) errors.push({ line: firstLine + index, message: 'part_number is required' });
    else rows.push({ serial_number: serial, part_number: part, hardware_info: record[2] || null });
  });
  return { rows, errors };
}

/** Registers tag serials from a CSV; serials already known are skipped, bad lines reported by number. */
export async function importTags(ctx: ServiceContext, csv: string) {
  let parsed: ReturnType<typeof readImportRows>;
  try {
    parsed = readImportRows(csv);
  } catch (error) {
    return {
      imported: 0,
      skipped: 0,
      errors: [{ line: 0, message: `The CSV could not be read: ${(error as Error).message}` }],
    };
  }
  let imported = 0;
  await ctx.db.transaction(async (tx) => {
    for (let start = 0; start < parsed.rows.length; start += 1000) {
      const batch = parsed.rows.slice(start, start + 1000);
      const inserted = await tx
        .insert(inventoryCatalog)
        .values(batch.map((row) => ({ ...row, source: 'csv_import', created_by_user_id: ctx.actor.user.id })))
        .onConflictDoNothing({ target: inventoryCatalog.serial_number })
        .returning({ id: inventoryCatalog.id });
      imported += inserted.length;
    }
    await writeAudit(tx, {
      actorUserId: ctx.actor.user.id,
      action: 'import_tags',
      entity: 'inventory_catalog',
      entityId: 'csv',
      after: { imported },
    });
  });
  return { imported, skipped: parsed.rows.length - imported, errors: parsed.errors };
}
