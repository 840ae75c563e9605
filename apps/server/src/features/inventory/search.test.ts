import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let manager: string;

interface Page {
  inventories: { id: number; serial_number: string; part_number: string }[];
  total_count: number;
  total_pages: number;
  current_page: number;
  total_is_estimate: boolean;
}

const search = async (query: string): Promise<Page> => {
  const response = await t.call(manager, { method: 'GET', url: `/api/v1/inventories?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};
const serials = async (query: string) => (await search(query)).inventories.map((item) => item.serial_number).sort();

const ITEMS = [
  { serial_number: 'QS-1001', part_number: 'P77001AA', module_type: 'A1', status: 'received' },
  { serial_number: 'QS-10010', part_number: 'P77001AA', module_type: 'PCM', status: 'received' },
  { serial_number: 'XQS-1001', part_number: 'P77002AB', module_type: 'A1', status: 'bin_ready' },
  { serial_number: 'QS-2002', part_number: 'P77002AB', module_type: 'PCM', status: 'received' },
  { serial_number: 'ZZ-55501', part_number: 'R31QS-9', module_type: 'A1', status: 'shipped' },
];

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.loginAs('inventory_manager');
  for (const inventory of ITEMS) {
    const response = await t.call(manager, { method: 'POST', url: '/api/v1/inventories', payload: { inventory } });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
});
afterAll(() => t.close());

describe('inventory keyword search', () => {
  it('finds a whole serial, and the serials that begin with it, in any letter case', async () => {
    expect(await serials('keyword=qs-1001')).toEqual(['QS-1001', 'QS-10010']);
    expect(await serials('keyword=QS-10010')).toEqual(['QS-10010']);
  });

  it('finds serials by their beginning', async () => {
    expect(await serials('keyword=QS-2')).toEqual(['QS-2002']);
  });

  it('finds a fragment from inside a serial that no serial begins with', async () => {
    expect(await serials('keyword=-555')).toEqual(['ZZ-55501']);
    expect(await serials('keyword=S-100')).toEqual(['QS-1001', 'QS-10010', 'XQS-1001']);
  });

  it('finds a whole part number and fragments of part numbers of three or more characters', async () => {
    expect(await serials('keyword=p77002ab')).toEqual(['QS-2002', 'XQS-1001']);
    expect(await serials('keyword=001A')).toEqual(['QS-1001', 'QS-10010']);
    expect(await serials('keyword=7700')).toEqual(['QS-1001', 'QS-10010', 'QS-2002', 'XQS-1001']);
    expect(await serials('keyword=1QS')).toEqual(['ZZ-55501']);
  });

  it('matches a keyword of one or two characters only as the beginning of a serial or part number', async () => {
    expect(await serials('keyword=QS')).toEqual(['QS-1001', 'QS-10010', 'QS-2002']);
    expect(await serials('keyword=R3')).toEqual(['ZZ-55501']);
    expect(await serials('keyword=77')).toEqual([]);
  });

  it('takes a keyword literally', async () => {
    expect(await serials('keyword=QS_1001')).toEqual([]);
    expect(await serials('keyword=%25QS')).toEqual([]);
  });

  it('combines a keyword with status and category', async () => {
    expect(await serials('keyword=7700&status=received')).toEqual(['QS-1001', 'QS-10010', 'QS-2002']);
    expect(await serials('keyword=7700&category=ECM')).toEqual(['QS-10010', 'QS-2002']);
    expect(await serials('keyword=QS-1001&status=Received&category=TIPM')).toEqual(['QS-1001']);
  });

  it('pages newest first with an exact count', async () => {
    const first = await search('keyword=7700&per_page=3');
    expect(first).toMatchObject({ total_count: 4, total_pages: 2, current_page: 1, total_is_estimate: false });
    const second = await search('keyword=7700&per_page=3&page=2');
    expect(second).toMatchObject({ total_count: 4, total_pages: 2, current_page: 2, total_is_estimate: false });
    const ids = [...first.inventories, ...second.inventories].map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
    expect(await search('keyword=7700&per_page=3&page=3')).toMatchObject({ inventories: [], total_count: 4 });
  });

  it('keeps the serial and part-number orders', async () => {
    expect((await search('keyword=7700&sort=serial_number')).inventories.map((item) => item.serial_number)).toEqual([
      'QS-1001',
      'QS-10010',
      'QS-2002',
      'XQS-1001',
    ]);
    const byPart = await search('keyword=7700&sort=part_number&order=desc');
    expect(byPart.inventories.map((item) => item.part_number)).toEqual([
      'P77002AB',
      'P77002AB',
      'P77001AA',
      'P77001AA',
    ]);
  });

  it('shows an item alike on every search path and on its own page, its times as ISO text in UTC', async () => {
    await t.db.execute(sql`insert into locations (code, name) values ('QS-BIN', 'Shelf QS') on conflict do nothing`);
    await t.db.execute(sql`update inventories set date = '2026-03-04 05:06:07.891999+00',
      location_id = (select id from locations where code = 'QS-BIN') where serial_number = 'QS-2002'`);
    const pages = await Promise.all(
      [
        'keyword=QS-2002',
        'keyword=P77002AB',
        'status=received',
        'keyword=QS-2&sort=serial_number',
        'location=QS-BIN',
      ].map((query) => search(`${query}&per_page=50`)),
    );
    const shown = pages.map((page) => page.inventories.find((item) => item.serial_number === 'QS-2002'));
    const own = await t.call(manager, { method: 'GET', url: `/api/v1/inventories/${shown[0]!.id}` });
    const item = own.json<{ inventory: Record<string, unknown> }>().inventory;
    expect(item).toMatchObject({
      date: '2026-03-04T05:06:07.891Z',
      status: 'received',
      status_name: 'Received',
      location: { code: 'QS-BIN', name: 'Shelf QS' },
      original_serial_number: null,
    });
    expect(item.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const each of shown) expect(each).toEqual(item);
  });

  it('follows part numbers as items change and go, whichever code changes them', async () => {
    await t.db.execute(sql`update inventories set part_number = 'R31QS-10' where serial_number = 'ZZ-55501'`);
    expect(await serials('keyword=QS-9')).toEqual([]);
    expect(await serials('keyword=1QS-10')).toEqual(['ZZ-55501']);
    await t.db.execute(sql`delete from inventories where serial_number = 'ZZ-55501'`);
    expect(await serials('keyword=1QS-10')).toEqual([]);
    const parts = await t.db.execute(sql`select part_number from inventory_part_counts where part_number like 'R31%'`);
    expect((parts as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('counts matches by part number, status and category exactly, however many', async () => {
    await t.db.execute(
      sql`insert into inventories (serial_number, part_number, status) select 'CAP' || lpad(i::text, 6, '0'), 'P-CAP' || (i % 3), 'received' from generate_series(1, 10050) as i`,
    );
    await t.db.execute(sql`update inventories set status = 'shipped' where serial_number like 'CAP00000%'`);
    expect(await search('keyword=P-CAP')).toMatchObject({ total_count: 10_050, total_is_estimate: false });
    expect(await search('keyword=P-CAP&page=3')).toMatchObject({ total_count: 10_050, total_pages: 503 });
    expect(await search('keyword=P-CAP1')).toMatchObject({ total_count: 3350, total_is_estimate: false });
    expect(await search('keyword=P-CAP&status=shipped')).toMatchObject({ total_count: 9, total_is_estimate: false });
    expect(await search('keyword=P-CAP&status=Received&page=2')).toMatchObject({ total_count: 10_041 });
    expect(await search('status=shipped&page=2&per_page=2')).toMatchObject({ total_count: 9 });
  });

  it('cuts a later page of several part numbers with a filter from all their matches, newest first', async () => {
    const expected = await t.db.execute(
      sql`select serial_number from inventories where part_number like 'P-CAP%' and status = 'received' order by id desc limit 20 offset 40`,
    );
    const page = await search('keyword=P-CAP&status=received&page=3');
    expect(page.inventories.map((item) => item.serial_number)).toEqual(
      (expected as unknown as { rows: { serial_number: string }[] }).rows.map((row) => row.serial_number),
    );
    expect(new Set(page.inventories.map((item) => item.part_number)).size).toBe(3);
  });

  it('pages the few serials that begin with a keyword newest first, counted exactly past the last page', async () => {
    const expected = await t.db.execute(
      sql`select serial_number from inventories where serial_number like 'CAP00012%' order by id desc limit 4 offset 4`,
    );
    const page = await search('keyword=cap00012&per_page=4&page=2');
    expect(page).toMatchObject({ total_count: 10, total_pages: 3, total_is_estimate: false });
    expect(page.inventories.map((item) => item.serial_number)).toEqual(
      (expected as unknown as { rows: { serial_number: string }[] }).rows.map((row) => row.serial_number),
    );
    expect(await search('keyword=CAP00012&per_page=4&page=4')).toMatchObject({ inventories: [], total_count: 10 });
    expect(await serials('keyword=CAP000129~')).toEqual([]);
  });

  it('counts serial matches up to 10,000 and says when there are more', async () => {
    expect(await search('keyword=CAP0')).toMatchObject({ total_count: 10_000, total_is_estimate: true });
    expect(await search('keyword=CAP0001')).toMatchObject({ total_count: 100, total_pages: 5 });
    expect(await search('keyword=CAP0001&page=5')).toMatchObject({ total_count: 100, total_is_estimate: false });
  });
});
