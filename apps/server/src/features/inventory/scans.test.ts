import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { newBin, newTags, scanCode } from './inventory-test-support';

let t: TestApp;
let tech: string;
let tags: string[];
beforeAll(async () => {
  t = await buildTestApp();
  tech = await t.loginAs('technician');
  const admin = await t.loginAs('administrator');
  await t.call(admin, {
    method: 'PATCH',
    url: '/api/v1/inventories/update_module_type',
    payload: { part_number: '68099135AC', module_type: 'A2' },
  });
  tags = await newTags(t, admin, '68099135AC', 4);
  await newBin(t, admin, 'BIN-A01');
  await newBin(t, admin, 'BIN-B02');
});
afterAll(() => t.close());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scanning in Manage Inventory', () => {
  it('Add to Inventory: looks the tag up in the catalogue and adds it as a Core item of its category', async () => {
    const { scan } = await scanCode(t, tech, 'add_to_inventory', tags[0]!);
    expect(scan).toMatchObject({ result: 'success', message: `${tags[0]} successfully added to Inventory` });
    expect(scan.item).toMatchObject({ serial_number: tags[0], status: 'added_to_inventory' });
    expect(scan.item).toMatchObject({
      part_number: '68099135AC',
      module_type: 'A2',
      item_category: 'TIPM',
      inventory_type: 'Core',
    });
  });

  it('answers "Item missing from catalog" for an unknown tag and a warning for one already added', async () => {
    expect((await scanCode(t, tech, 'add_to_inventory', 'NOPE-1')).scan).toMatchObject({
      result: 'error',
      message: 'Item missing from catalog',
    });
    await wait(10);
    const repeatLater = await scanCode(t, tech, 'check_status', tags[0]!);
    expect(repeatLater.scan.result).toBe('success');
  });

  it('does not apply the same code twice within a few seconds', async () => {
    await scanCode(t, tech, 'add_to_inventory', tags[1]!);
    const again = await scanCode(t, tech, 'add_to_inventory', tags[1]!);
    expect(again.scan).toMatchObject({ result: 'warning', message: `${tags[1]} was just scanned; not applied twice` });
  });

  it('Add to Location puts items in the chosen bin (Bin Ready), moves them, and needs a bin', async () => {
    const put = await scanCode(t, tech, 'add_to_location', tags[0]!, { bin_code: 'bin-a01' });
    expect(put.scan).toMatchObject({ result: 'success', message: `${tags[0]} put in BIN-A01 (Bin Ready)` });
    expect(put.scan.item).toMatchObject({ status: 'bin_ready', location: { code: 'BIN-A01' } });
    expect(put.bin).toMatchObject({ code: 'BIN-A01', item_count: 1 });
    const moved = await scanCode(t, tech, 'add_to_location', tags[0]!, { bin_code: 'BIN-B02' });
    expect(moved.scan.item?.location?.code).toBe('BIN-B02');
    const noBin = await t.call(tech, {
      method: 'POST',
      url: '/api/v1/inventory_scans',
      payload: { mode: 'add_to_location', code: tags[1] },
    });
    expect(noBin.statusCode).toBe(400);
    expect((await scanCode(t, tech, 'add_to_location', tags[1]!, { bin_code: 'BIN-NONE' })).scan.result).toBe('error');
  });

  it('Check Bin lists a bin’s items; Check Status shows status, bin and recent events', async () => {
    await scanCode(t, tech, 'add_to_location', tags[1]!, { bin_code: 'BIN-B02' });
    const bin = await scanCode(t, tech, 'check_bin', 'BIN-B02');
    expect(bin.scan.message).toBe('BIN-B02: 2 items');
    expect(bin.bin?.items.map((item) => item.serial_number).sort()).toEqual([tags[0], tags[1]].sort());
    expect((await scanCode(t, tech, 'check_bin', tags[0]!)).scan).toMatchObject({
      result: 'error',
      message: `${tags[0]} is not a bin code`,
    });
    const status = await scanCode(t, tech, 'check_status', tags[1]!);
    expect(status.scan.message).toBe(`${tags[1]}: Bin Ready in BIN-B02`);
    expect(status.recent_events[0]?.description).toBe('Put in BIN-B02');
  });

  it('Remove From Location takes an item out; Assign Inventory assigns to the ticket chosen first', async () => {
    expect((await scanCode(t, tech, 'remove_from_location', tags[1]!)).scan.message).toBe(
      `${tags[1]} taken out of BIN-B02`,
    );
    expect((await scanCode(t, tech, 'remove_from_location', tags[2]!)).scan.result).toBe('error');
    const assigned = await scanCode(t, tech, 'assign_inventory', tags[1]!, { assign_to: 'RMA-S-100234' });
    expect(assigned.scan.message).toBe(`${tags[1]} assigned to RMA-S-100234`);
  });

  it('keeps the user’s scans so the session history survives a reload', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const response = await t.call(tech, {
      method: 'GET',
      url: `/api/v1/inventory_scans?mode=add_to_inventory&since=${since}`,
    });
    const scans = response.json().scans;
    expect(scans.length).toBeGreaterThanOrEqual(4);
    expect(scans[0]).toMatchObject({ mode: 'add_to_inventory', user: { name: 'Tina Nguyen' } });
    const other = await t.loginAs('inventory_manager');
    expect(
      (await t.call(other, { method: 'GET', url: `/api/v1/inventory_scans?mode=add_to_inventory` })).json().scans,
    ).toEqual([]);
  });
});
