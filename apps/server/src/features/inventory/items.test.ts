import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { newTags } from './inventory-test-support';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  manager = await t.loginAs('inventory_manager');
});
afterAll(() => t.close());

const create = (inventory: Record<string, unknown>, token = manager) =>
  t.call(token, { method: 'POST', url: '/api/v1/inventories', payload: { inventory } });
const search = (query: string, token = manager) =>
  t.call(token, { method: 'GET', url: `/api/v1/inventories?${query}` });

describe('creating inventory items', () => {
  it('derives the category from the module type whatever the client sends, and starts the timeline', async () => {
    const response = await create({
      serial_number: 'mkt-1001',
      part_number: '68099135ac',
      module_type: 'a1',
      item_category: 'ECM',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json().inventory;
    expect(item).toMatchObject({
      serial_number: 'MKT-1001',
      part_number: '68099135AC',
      module_type: 'A1',
      item_category: 'TIPM',
      inventory_type: 'Core',
      status: 'added_to_inventory',
      status_name: 'Added to Inventory',
    });
    expect(
      (await create({ serial_number: 'MKT-1002', part_number: 'P05187', module_type: 'PCM' })).json().inventory
        .item_category,
    ).toBe('ECM');
    const details = (await t.call(manager, { method: 'GET', url: `/api/v1/inventories/${item.id}` })).json();
    expect(details.timeline[0]).toMatchObject({ event: 'added', user: { name: 'Ivan Petrov' } });
  });

  it('answers 409 for a serial already in inventory, in any case, and never makes a second row', async () => {
    const again = await create({ serial_number: 'MKT-1001', part_number: 'X' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('MKT-1001 is already in inventory.');
    expect((await search('serial_number=mkt-1001')).json().total_count).toBe(1);
  });

  it('answers 400 naming the field for a missing serial or an unknown status', async () => {
    const missing = await create({ part_number: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('body.inventory.serial_number');
    const status = await create({ serial_number: 'MKT-1003', part_number: 'X', status: 'lost' });
    expect(status.statusCode).toBe(400);
    expect(status.json().error.message).toContain('status');
  });
});

describe('inventory search', () => {
  beforeAll(async () => {
    for (let index = 0; index < 25; index++) {
      await create({
        serial_number: `SRCH-${String(index).padStart(3, '0')}`,
        part_number: index % 2 ? '56049144AD' : '68071431AC',
        module_type: index % 2 ? 'PCM' : 'B',
      });
    }
  });

  it('pages 20 at a time, newest first', async () => {
    const body = (await search('keyword=SRCH')).json();
    expect(body.inventories).toHaveLength(20);
    expect(body).toMatchObject({ total_count: 25, total_pages: 2, current_page: 1, total_is_estimate: false });
    expect(body.inventories[0].serial_number).toBe('SRCH-024');
  });

  it('orders by serial or part number on request, in either direction, and refuses other columns', async () => {
    const serials = async (query: string) =>
      (await search(`keyword=SRCH&per_page=3&${query}`))
        .json()
        .inventories.map((item: { serial_number: string }) => item.serial_number);
    expect(await serials('sort=serial_number')).toEqual(['SRCH-000', 'SRCH-001', 'SRCH-002']);
    expect(await serials('sort=serial_number&order=desc&page=2')).toEqual(['SRCH-021', 'SRCH-020', 'SRCH-019']);
    // Equal part numbers keep the order they were added in.
    expect(await serials('sort=part_number')).toEqual(['SRCH-001', 'SRCH-003', 'SRCH-005']);
    expect(await serials('sort=part_number&order=desc')).toEqual(['SRCH-024', 'SRCH-022', 'SRCH-020']);
    expect((await search('sort=status')).statusCode).toBe(400);
  });

  it('finds a fragment anywhere in serial or part numbers, and short keywords as a prefix', async () => {
    expect(
      (await search('keyword=h-01'))
        .json()
        .inventories.map((item: { serial_number: string }) => item.serial_number)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, index) => `SRCH-01${index}`));
    expect((await search('keyword=049144')).json().total_count).toBe(12);
    expect((await search('keyword=sr')).json().total_count).toBe(25);
    expect((await search('keyword=RC')).json().total_count).toBe(0);
    expect((await search('keyword=%25')).json().total_count).toBe(0);
  });

  it('filters by category and status', async () => {
    expect((await search('keyword=SRCH&category=ECM')).json().total_count).toBe(12);
    expect((await search('keyword=SRCH&status=Converted')).json().total_count).toBe(0);
    expect((await search('keyword=SRCH&status=added_to_inventory')).json().total_count).toBe(25);
  });

  it('counts exactly up to 10,000 matches and estimates beyond, without reading them all', async () => {
    await t.db.execute(
      sql`insert into inventories (serial_number, part_number, status) select 'BULK' || lpad(i::text, 6, '0'), 'P-BULK', 'received' from generate_series(1, 25000) as i`,
    );
    await t.db.execute(sql`analyze inventories`);
    const broad = (await search('keyword=BULK')).json();
    expect(broad.total_is_estimate).toBe(true);
    expect(broad.total_count).toBe(10_000);
    expect(broad.inventories).toHaveLength(20);
    const narrow = (await search('keyword=BULK00012')).json();
    expect(narrow).toMatchObject({ total_count: 10, total_is_estimate: false });
    const page2 = (await search('keyword=BULK0001&page=2')).json();
    expect(page2).toMatchObject({ total_count: 100, total_is_estimate: false, total_pages: 5 });
  });

  it('is open to technicians and refused to CSRs', async () => {
    expect((await search('keyword=SRCH', await t.loginAs('technician'))).statusCode).toBe(200);
    expect((await search('keyword=SRCH', await t.loginAs('csr'))).statusCode).toBe(403);
  });
});

describe('deleting and converting', () => {
  it('lets only administrators delete, and keeps the timeline of a deleted item', async () => {
    const item = (await create({ serial_number: 'DEL-1', part_number: 'X' })).json().inventory;
    expect((await t.call(manager, { method: 'DELETE', url: `/api/v1/inventories/${item.id}` })).statusCode).toBe(403);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/v1/inventories/${item.id}` })).statusCode).toBe(200);
    expect((await t.call(admin, { method: 'GET', url: `/api/v1/inventories/${item.id}` })).statusCode).toBe(404);
    const events = await t.db.execute(
      sql`select event from inventory_events where serial_number = 'DEL-1' order by id`,
    );
    expect((events as unknown as { rows: { event: string }[] }).rows.map((row) => row.event)).toEqual([
      'added',
      'deleted',
    ]);
  });

  it('converts an item to a new tag, keeping its originals, and records it', async () => {
    const [newTag] = await newTags(t, admin, '68105206AE', 1);
    const item = (await create({ serial_number: 'CONV-1', part_number: '68071431AC', module_type: 'B' })).json()
      .inventory;
    const technician = await t.loginAs('technician');
    const response = await t.call(technician, {
      method: 'PATCH',
      url: `/api/v1/inventories/${item.id}`,
      payload: {
        inventory: {
          serial_number: newTag,
          part_number: '68105206AE',
          original_serial_number: 'CONV-1',
          original_part_number: '68071431AC',
          status: 'Converted',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().inventory).toMatchObject({
      serial_number: newTag,
      part_number: '68105206AE',
      original_serial_number: 'CONV-1',
      original_part_number: '68071431AC',
      status: 'converted',
    });
    const details = (await t.call(technician, { method: 'GET', url: `/api/v1/inventories/${item.id}` })).json();
    expect(details.timeline[0].description).toBe(`Converted from CONV-1 (68071431AC) to ${newTag} (68105206AE)`);
  });

  it('records edits of notes and hardware info on the timeline', async () => {
    const item = (await create({ serial_number: 'EDIT-1', part_number: 'X' })).json().inventory;
    await t.call(manager, {
      method: 'PATCH',
      url: `/api/v1/inventories/${item.id}`,
      payload: { inventory: { notes: 'Cracked housing', hardware_info: 'HW 2.1' } },
    });
    const details = (await t.call(manager, { method: 'GET', url: `/api/v1/inventories/${item.id}` })).json();
    expect(details.inventory).toMatchObject({ notes: 'Cracked housing', hardware_info: 'HW 2.1' });
    expect(details.timeline[0]).toMatchObject({ event: 'edited', description: 'Edited hardware info, notes' });
  });

  it('refuses to convert to a tag already in inventory (409) or missing from the catalogue (404)', async () => {
    const item = (await create({ serial_number: 'CONV-2', part_number: 'X' })).json().inventory;
    const toExisting = await t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/inventories/${item.id}`,
      payload: { inventory: { serial_number: 'CONV-2' } },
    });
    expect(toExisting.statusCode).toBe(200);
    const [tag] = await newTags(t, admin, 'X', 1);
    await create({ serial_number: tag!, part_number: 'X' });
    expect(
      (
        await t.call(admin, {
          method: 'PATCH',
          url: `/api/v1/inventories/${item.id}`,
          payload: { inventory: { serial_number: tag } },
        })
      ).statusCode,
    ).toBe(409);
    const unknown = await t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/inventories/${item.id}`,
      payload: { inventory: { serial_number: 'NOT-A-TAG' } },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Item missing from catalog');
  });
});
