import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const ITEMS = 6_000;

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.loginAs('inventory_manager');
  // Many batches' worth of items, each with a timeline of one to three events written out of item order.
  await t.db.execute(sql`
    insert into inventories (serial_number, part_number, module_type, item_category, status, hardware_info)
    select 'BULK' || lpad(n::text, 6, '0'), '680' || (n % 7), 'PCM', 'ECM',
           (array['bin_ready', 'shipped'])[1 + n % 2], case when n % 5 = 0 then '=cmd' end
    from generate_series(1, ${ITEMS}) as n`);
  await t.db.execute(sql`
    insert into inventory_events (inventory_id, serial_number, event, description, created_at)
    select i.id, i.serial_number, 'note', 'Step ' || k || ' of ' || i.serial_number,
           timestamptz '2025-03-01 12:00Z' + k * interval '1 hour'
    from generate_series(1, 3) as k join inventories i on k <= 1 + i.id % 3
    order by k, i.id desc`);
}, 60_000);
afterAll(() => t.close());

async function exportCsv(query = '') {
  const response = await t.call(manager, { method: 'GET', url: `/api/v1/inventories/export${query}` });
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parse(response.body) as string[][];
  return { header: header!, rows };
}

describe('inventory export of many items', () => {
  it('exports every item once, in order, each with its own timeline', async () => {
    const { header, rows } = await exportCsv();
    const serials = rows.map((row) => row[header.indexOf('Serial Number')]!);
    expect(serials.length).toBe(ITEMS);
    expect(new Set(serials).size).toBe(ITEMS);
    expect(serials[0]).toBe('BULK000001');
    expect(serials.at(-1)).toBe(`BULK${String(ITEMS).padStart(6, '0')}`);

    const sample = rows[4_321]!;
    const [item] = (
      (await t.db.execute(
        sql`select id, status from inventories where serial_number = ${sample[header.indexOf('Serial Number')]!}`,
      )) as unknown as { rows: { id: number; status: string }[] }
    ).rows;
    const steps = 1 + (item!.id % 3);
    const logs = Array.from(
      { length: steps },
      (_, index) => `2025-03-01 0${5 + index}:00 Step ${index + 1} of ${sample[0]}`,
    ).join(' | ');
    expect(sample[header.indexOf('Logs')]).toBe(logs);
    expect(sample[header.indexOf('Status')]).toBe(item!.status === 'shipped' ? 'Shipped' : 'Bin Ready');
    expect(rows.filter((row) => row[header.indexOf('Hardware Info')] === "'=cmd").length).toBe(ITEMS / 5);
  });

  it('exports only the items the filters choose, with the chosen fields', async () => {
    const { header, rows } = await exportCsv('?status[]=shipped&fields[]=Serial Number&fields[]=Logs');
    expect(header).toEqual(['Serial Number', 'Logs']);
    expect(rows.length).toBe(ITEMS / 2);
    expect(rows.every((row) => row[1]!.includes(`of ${row[0]}`))).toBe(true);
  });

  it('stops the query and frees its connection when the download is abandoned', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const request = get(
        {
          port,
          host: '127.0.0.1',
          path: '/api/v1/inventories/export',
          headers: { authorization: `Bearer ${manager}` },
        },
        (response) =>
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.length);
          }),
      );
      request.once('error', reject);
    });
    expect(firstBytes).toBeGreaterThan(0);

    if (t.app.databaseKind === 'postgres') {
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 10_000 }).toBe(0);
    }
    const { rows } = await exportCsv('?fields[]=Serial Number');
    expect(rows.length).toBe(ITEMS);
  });
});
