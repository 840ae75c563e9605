import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { newBin } from './inventory-test-support';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.loginAs('inventory_manager');
});
afterAll(() => t.close());

const serials = (prefix: string, quantity: number) =>
  Array.from({ length: quantity }, (_, index) => `${prefix}${String(index).padStart(3, '0')}`);

async function itemsIn(binCode: string | null, list: string[]) {
  await t.db.execute(sql`
    insert into inventories (serial_number, part_number, status, location_id)
    select serial, '68071431AC', 'bin_ready', (select id from locations where code = ${binCode})
    from jsonb_array_elements_text(${JSON.stringify(list)}::jsonb) as serial`);
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('applying a cycle count of many items', () => {
  it('corrects every item and writes each one its own timeline event', async () => {
    await newBin(t, manager, 'BIN-M1');
    await newBin(t, manager, 'BIN-M2');
    const inBin = serials('CCM1-', 30);
    const elsewhere = serials('CCM2-', 10);
    const nowhere = serials('CCM0-', 5);
    await itemsIn('BIN-M1', inBin);
    await itemsIn('BIN-M2', elsewhere);
    await itemsIn(null, nowhere);

    const started = await t.call(manager, {
      method: 'POST',
      url: '/api/v1/cycle_counts',
      payload: { bin_code: 'BIN-M1' },
    });
    const id = started.json().cycle_count.id as number;
    for (const code of [...inBin.slice(10), ...elsewhere, ...nowhere])
      await t.call(manager, { method: 'POST', url: `/api/v1/cycle_counts/${id}/scans`, payload: { code } });

    const applied = await t.call(manager, { method: 'POST', url: `/api/v1/cycle_counts/${id}/apply` });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().corrected).toBe(25);

    const located = await rows<{ serial_number: string; code: string | null }>(sql`
      select i.serial_number, l.code from inventories i left join locations l on l.id = i.location_id
      where i.serial_number like 'CCM%'`);
    const binOf = new Map(located.map((row) => [row.serial_number, row.code]));
    for (const serial of inBin.slice(0, 10)) expect(binOf.get(serial)).toBeNull();
    for (const serial of [...inBin.slice(10), ...elsewhere, ...nowhere]) expect(binOf.get(serial)).toBe('BIN-M1');

    const events = await rows<{ serial_number: string; description: string; details: unknown; user_id: number }>(sql`
      select serial_number, description, details, user_id from inventory_events where event = 'cycle_count'`);
    expect(events.length).toBe(25);
    const eventOf = (serial: string) => events.find((event) => event.serial_number === serial)!;
    expect(eventOf(inBin[3]!)).toMatchObject({
      description: 'Not found in BIN-M1 at a cycle count; taken out of the bin',
      details: { cycle_count_id: id },
    });
    expect(eventOf(elsewhere[7]!)).toMatchObject({
      description: 'Found in BIN-M1 at a cycle count; was recorded in BIN-M2',
      details: { cycle_count_id: id, from: 'BIN-M2', to: 'BIN-M1' },
    });
    expect(eventOf(nowhere[2]!)).toMatchObject({
      description: 'Found in BIN-M1 at a cycle count',
      details: { cycle_count_id: id, from: null, to: 'BIN-M1' },
    });
    expect(new Set(events.map((event) => event.user_id)).size).toBe(1);
    expect(events[0]!.user_id).not.toBeNull();
  });
});
