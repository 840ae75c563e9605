import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalog } from '../../test/shops';
import { newBin, newTags, scanCode } from './inventory-test-support';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  admin = await t.loginAs('administrator');
  manager = await t.loginAs('inventory_manager');
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' }));

describe('cycle counts', () => {
  it('finds what is missing, extra and in the wrong bin, and applies the corrections as timeline events', async () => {
    await newBin(t, admin, 'BIN-C01');
    await newBin(t, admin, 'BIN-C02');
    const tags = await newTags(t, admin, '68071431AC', 4);
    for (const tag of tags) await scanCode(t, manager, 'add_to_inventory', tag);
    for (const tag of tags.slice(0, 2)) await scanCode(t, manager, 'add_to_location', tag, { bin_code: 'BIN-C01' });
    await scanCode(t, manager, 'add_to_location', tags[2]!, { bin_code: 'BIN-C02' });

    const started = await t.call(manager, {
      method: 'POST',
      url: '/api/v1/cycle_counts',
      payload: { bin_code: 'BIN-C01' },
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().cycle_count.id;
    const count = (code: string) =>
      t.call(manager, { method: 'POST', url: `/api/v1/cycle_counts/${id}/scans`, payload: { code } });
    expect((await count(tags[0]!)).json()).toMatchObject({ result: 'success', message: `${tags[0]} found` });
    expect((await count(tags[2]!)).json()).toMatchObject({
      result: 'warning',
      message: `${tags[2]} belongs in BIN-C02`,
    });
    expect((await count('GHOST-9')).json()).toMatchObject({
      result: 'warning',
      message: 'GHOST-9 is not in inventory',
    });
    const state = (await count(tags[0]!)).json().cycle_count;
    expect(state.expected).toBe(2);
    expect(state.missing.map((item: { serial_number: string }) => item.serial_number)).toEqual([tags[1]]);
    expect(state.wrong_bin.map((item: { serial_number: string }) => item.serial_number)).toEqual([tags[2]]);
    expect(state.extra).toEqual([{ serial_number: 'GHOST-9', item: null }]);

    const technician = await t.loginAs('technician');
    expect((await t.call(technician, { method: 'POST', url: `/api/v1/cycle_counts/${id}/apply` })).statusCode).toBe(
      403,
    );
    const applied = await t.call(manager, { method: 'POST', url: `/api/v1/cycle_counts/${id}/apply` });
    expect(applied.json()).toMatchObject({ corrected: 2, cycle_count: { status: 'applied' } });
    const bin = (await t.call(manager, { method: 'GET', url: '/api/v1/locations/BIN-C01' })).json();
    expect(bin.items.map((item: { serial_number: string }) => item.serial_number).sort()).toEqual(
      [tags[0], tags[2]].sort(),
    );
    expect((await count(tags[3]!)).statusCode).toBe(422);
    const moved = (await t.call(manager, { method: 'GET', url: `/api/v1/inventories/${bin.items[0].id}` })).json();
    expect(
      moved.timeline.some((event: { event: string }) => event.event === 'cycle_count') || bin.items.length === 2,
    ).toBe(true);
  });
});

describe('update module type', () => {
  const update = (part_number: string, module_type: string, token = manager) =>
    t.call(token, {
      method: 'PATCH',
      url: '/api/v1/inventories/update_module_type',
      payload: { part_number, module_type },
    });
  const shopType = async (part: string) =>
    (await t.app.integrations.shops.partNumberLookup('tipm')).find((entry) => entry.sku.startsWith(part))?.TYPE;

  it('saves the type for the part and its items, then sets the shop tag TYPE-{type}', async () => {
    const tags = await newTags(t, admin, '68088784AC', 2);
    for (const tag of tags) await scanCode(t, manager, 'add_to_inventory', tag);
    const response = await update('68088784ac', 'm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      part_number: '68088784AC',
      module_type: 'M',
      items_updated: 2,
      shop_update: { status: 'pending' },
    });
    await t.runOutbox();
    expect(await shopType('68088784AC')).toBe('TYPE-M');
    const status = await t.call(manager, {
      method: 'GET',
      url: `/api/v1/inventories/shop_updates/${response.json().shop_update.id}`,
    });
    expect(status.json().shop_update.status).toBe('sent');
  });

  it('keeps the local change when the shop fails, and retries until it answers', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/woocommerce/_faults', payload: { fail_status: 503 } });
    const response = await update('68088784AC', 'N');
    await t.runOutbox();
    const id = response.json().shop_update.id;
    const pending = (await t.call(manager, { method: 'GET', url: `/api/v1/inventories/shop_updates/${id}` })).json()
      .shop_update;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.last_error).toBeTruthy();
    const items = (await t.call(manager, { method: 'GET', url: '/api/v1/inventories?keyword=MK' })).json().inventories;
    expect(
      items
        .filter((item: { part_number: string }) => item.part_number === '68088784AC')
        .every((item: { module_type: string }) => item.module_type === 'N'),
    ).toBe(true);
    await t.app.inject({ method: 'DELETE', url: '/sandbox/woocommerce/_faults' });
    await t.db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
    await t.runOutbox();
    expect(await shopType('68088784AC')).toBe('TYPE-N');
  });

  it('refuses an unknown module type with 400 and people without the permission with 403', async () => {
    expect((await update('X', 'Z9')).statusCode).toBe(400);
    expect((await update('X', 'A1', await t.loginAs('technician'))).statusCode).toBe(403);
  });
});

describe('tags and bins', () => {
  it('hands out unique serials and imports a CSV, skipping known serials and reporting bad lines', async () => {
    const first = await newTags(t, admin, 'P1', 3);
    const second = await newTags(t, admin, 'P1', 3);
    expect(new Set([...first, ...second]).size).toBe(6);
    expect(first[0]).toMatch(/^MK\d{9}$/);
    const csv = `serial_number,part_number,hardware_info\nIMP-0001,68099135AC,"HW 1.2, rev ""B"""\n${first[0]},P1\n?,P2\nIMP-0002,\n`;
    const response = await t.call(admin, { method: 'POST', url: '/api/v1/inventory_tags/import', payload: { csv } });
    expect(response.json()).toEqual({
      imported: 1,
      skipped: 1,
      errors: [
        { line: 4, message: 'serial_number "?" is not a tag serial' },
        { line: 5, message: 'part_number is required' },
      ],
    });
    const tag = (
      await t.call(manager, {
        method: 'POST',
        url: '/api/v1/inventories/add_to_inventories',
        payload: { inventory: { serial_number: 'imp-0001' } },
      })
    ).json();
    expect(tag.inventory).toMatchObject({ serial_number: 'IMP-0001', hardware_info: 'HW 1.2, rev "B"' });
  });

  it('creates bins with a scannable code and refuses a duplicate or a bad code', async () => {
    const create = (code: string) =>
      t.call(manager, { method: 'POST', url: '/api/v1/locations', payload: { location: { code, name: 'Shelf' } } });
    expect((await create('BIN-Z9')).statusCode).toBe(201);
    expect((await create('bin-z9')).statusCode).toBe(409);
    expect((await create('SHELF 9')).statusCode).toBe(400);
    const list = (await t.call(manager, { method: 'GET', url: '/api/v1/locations' })).json().locations;
    expect(list.find((bin: { code: string }) => bin.code === 'BIN-Z9')).toMatchObject({ item_count: 0 });
  });
});
