import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_PART_FIELD_MESSAGE, UNKNOWN_PART_NUMBER, unknownPartNumberMessage } from '@makro/domain/inventory';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { placeOrder, seedCatalog, syncShops } from '../../test/shops';
import { scanCode } from './inventory-test-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  // The shops' catalogue, a few sold lines and one sync: the mirror then holds the part-number look-up,
  // the tag lists and the names the parts are sold under, as on a running server.
  await seedCatalog(t);
  await placeOrder(t, 'tipm', [
    { sku: '68196138AE-REBUILT', quantity: 1 },
    { sku: '68198346AF-NEW', quantity: 1 },
    { sku: '68238610AB-REBUILT', quantity: 1 },
    { sku: 'FPBYPASS-KIT', quantity: 1 },
  ]);
  await placeOrder(t, 'ecm', [
    { sku: '68148862AB-REBUILT', quantity: 1 },
    { sku: '68235107AB-LIKENEW', quantity: 1 },
  ]);
  await syncShops(t);
});
afterAll(() => t.close());

const generate = (payload: Record<string, unknown>) =>
  t.call(admin, { method: 'POST', url: '/api/v1/inventory_tags', payload });
const catalogued = async (partNumber: string) => {
  const result = await t.db.execute(
    sql`select count(*)::int as n from inventory_catalog where part_number = ${partNumber}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

async function addedItem(partNumber: string) {
  const response = await generate({ part_number: partNumber, quantity: 1 });
  expect(response.statusCode).toBe(201);
  const [tag] = response.json<{ tags: { serial_number: string; module_type: string | null }[] }>().tags;
  const scanned = await scanCode(t, admin, 'add_to_inventory', tag!.serial_number);
  expect(scanned.scan.result).toBe('success');
  const item = (await t.call(admin, { method: 'GET', url: `/api/v1/inventories/${scanned.scan.item!.id}` })).json()
    .inventory as { module_type: string | null; item_category: string | null };
  return { tag: tag!, item };
}

describe('the catalogue knows each part’s module type from the shops', () => {
  it('gives a TIPM part the type of the shops’ part-number look-up, and its new item category TIPM', async () => {
    const lookup = await t.app.integrations.shops.partNumberLookup('tipm');
    const expected = lookup.find((entry) => entry.sku === '68099135AC')!.TYPE.replace('TYPE-', '');
    const { tag, item } = await addedItem('68099135AC');
    expect(tag.module_type).toBe(expected);
    expect(item).toMatchObject({ module_type: expected, item_category: 'TIPM' });
  });

  it('tells FCM from BCM by the name the FCM_BCM-tagged part is sold under', async () => {
    expect((await addedItem('68196138AE')).item).toMatchObject({ module_type: 'FCM', item_category: 'TIPM' });
    expect((await addedItem('68198346AF')).item).toMatchObject({ module_type: 'BCM', item_category: 'TIPM' });
  });

  it('makes what the TIPM shop’s rule calls an accessory ABS when its name says so, else ACCESSORIES', async () => {
    expect((await addedItem('68238610AB')).item).toMatchObject({ module_type: 'ABS', item_category: 'TIPM' });
    expect((await addedItem('FPBYPASS')).item).toMatchObject({ module_type: 'ACCESSORIES', item_category: 'TIPM' });
  });

  it('takes an engine module’s family from its ECM shop name (an “ECM” is the spec’s ecm / pcm)', async () => {
    expect((await addedItem('68148862AB')).item).toMatchObject({ module_type: 'TCM', item_category: 'ECM' });
    expect((await addedItem('68235107AB')).item).toMatchObject({ module_type: 'PCM', item_category: 'ECM' });
  });

  it('prefers the module type set with Update Module Type over the shops’', async () => {
    const manager = await t.loginAs('inventory_manager');
    const update = await t.call(manager, {
      method: 'PATCH',
      url: '/api/v1/inventories/update_module_type',
      payload: { part_number: '68071431AC', module_type: 'ABS' },
    });
    expect(update.statusCode).toBe(200);
    expect((await addedItem('68071431AC')).item).toMatchObject({ module_type: 'ABS', item_category: 'TIPM' });
  });

  it('answers the catalogue look-up of Add to Inventory with the module type', async () => {
    const { tag } = await addedItem('68196138AE');
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/v1/inventories/add_to_inventories',
      payload: { inventory: { serial_number: tag.serial_number } },
    });
    expect(response.json().inventory).toMatchObject({ part_number: '68196138AE', module_type: 'FCM' });
  });
});

describe('the QR generator and an unknown part number', () => {
  it('refuses a part number nobody knows, naming the field, and creates nothing', async () => {
    const refused = await generate({ part_number: 'zz-typo-77', quantity: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: UNKNOWN_PART_NUMBER,
        message: unknownPartNumberMessage('ZZ-TYPO-77'),
        details: { fields: [{ field: 'body.part_number', message: UNKNOWN_PART_FIELD_MESSAGE }] },
      },
    });
    expect(await catalogued('ZZ-TYPO-77')).toBe(0);
  });

  it('creates the catalogue entry once the person confirms, and knows the part from then on', async () => {
    const confirmed = await generate({ part_number: 'ZZ-TYPO-77', quantity: 2, confirm_new_part: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().tags).toHaveLength(2);
    expect(confirmed.json().tags[0]).toMatchObject({ part_number: 'ZZ-TYPO-77', module_type: null });
    expect(await catalogued('ZZ-TYPO-77')).toBe(2);
    expect((await generate({ part_number: 'ZZ-TYPO-77', quantity: 1 })).statusCode).toBe(201);
  });

  it('needs no confirmation for a part the shops know, though Makro has no tag of it yet', async () => {
    expect(await catalogued('68088784AC')).toBe(0);
    expect((await generate({ part_number: '68088784AC', quantity: 1 })).statusCode).toBe(201);
  });

  it('adds a new part with no module type: its items show none until Update Module Type sets one', async () => {
    const response = await generate({ part_number: 'NEWPART-1', quantity: 1, confirm_new_part: true });
    const scanned = await scanCode(t, admin, 'add_to_inventory', response.json().tags[0].serial_number);
    expect(scanned.scan.result).toBe('success');
    const item = (await t.call(admin, { method: 'GET', url: `/api/v1/inventories/${scanned.scan.item!.id}` })).json()
      .inventory;
    expect(item).toMatchObject({ module_type: null, item_category: null });
  });
});

describe('conversion', () => {
  const convert = (id: number, serial: string) =>
    t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/inventories/${id}`,
      payload: { inventory: { serial_number: serial, status: 'Converted' } },
    });
  const tagOf = async (partNumber: string, confirm = false) =>
    (await generate({ part_number: partNumber, quantity: 1, confirm_new_part: confirm })).json().tags[0]
      .serial_number as string;

  it('gives the converted item the new part’s module type and category', async () => {
    const { tag } = await addedItem('68099135AC');
    const item = (await scanCode(t, admin, 'check_status', tag.serial_number)).scan.item!;
    const target = await tagOf('68148862AB');
    const response = await convert(item.id, target);
    expect(response.statusCode).toBe(200);
    expect(response.json().inventory).toMatchObject({
      serial_number: target,
      part_number: '68148862AB',
      module_type: 'TCM',
      item_category: 'ECM',
      original_part_number: '68099135AC',
      status: 'converted',
    });
  });

  it('does not carry the old module type over to a part whose type nobody knows yet', async () => {
    const { tag, item: before } = await addedItem('68196138AE');
    expect(before.module_type).toBe('FCM');
    const item = (await scanCode(t, admin, 'check_status', tag.serial_number)).scan.item!;
    const response = await convert(item.id, await tagOf('NEWPART-2', true));
    expect(response.json().inventory).toMatchObject({
      part_number: 'NEWPART-2',
      module_type: null,
      item_category: null,
    });
  });
});
