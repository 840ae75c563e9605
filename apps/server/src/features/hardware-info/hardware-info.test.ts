import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARDWARE_INFO_MESSAGES, type HardwarePart, type HardwareRecord } from '@makro/domain/hardware-info';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedCatalog, syncShops } from '../../test/shops';

/**
 * Through HTTP: tags imported and items created as the inventory screens do, the shops' part-number look-up
 * synced for the TIPM type; the page's answer is read back.
 */
let t: TestApp;
let admin: string;
let technician: string;

interface Answer {
  part: HardwarePart;
  hardware: HardwareRecord[];
  total_count: number;
  total_pages: number;
  current_page: number;
  suggestions: string[];
}

const get = (query: string, token: string | undefined = technician) =>
  t.call(token, { method: 'GET', url: `/api/v1/hardware-info?${query}` });
const hardware = async (query: string, token?: string) => {
  const response = await get(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};

async function createItem(inventory: Record<string, unknown>) {
  const response = await t.call(admin, { method: 'POST', url: '/api/v1/inventories', payload: { inventory } });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalog(t);
  await syncShops(t);
  admin = await t.loginAs('administrator');
  technician = await t.loginAs('technician');
  const imported = await t.call(admin, {
    method: 'POST',
    url: '/api/v1/inventory_tags/import',
    payload: {
      csv: [
        'HWT-1,68099135AC,HW 68099135AC-01 REV B',
        'HWT-2,68099135AC,HW 68099135AC-01 REV B',
        'HWT-3,68099135AC,HW 68099135AC-02 REV C',
        'HWT-4,68099135AC,',
      ].join('\n'),
    },
  });
  expect(imported.json()).toMatchObject({ imported: 4 });
  await createItem({
    serial_number: 'HWI-1',
    part_number: '68099135AC',
    status: 'bin_ready',
    hardware_info: '  HW 68099135AC-01 REV B ',
  });
  await createItem({
    serial_number: 'HWI-2',
    part_number: '68099135AC',
    status: 'shipped',
    hardware_info: 'HW 68099135AC-01 REV B',
  });
  await createItem({ serial_number: 'HWI-3', part_number: '68099135AC', status: 'received' });
  await createItem({ serial_number: 'HWI-4', part_number: '68099135AC', status: 'received', hardware_info: ' ' });
});
afterAll(() => t?.close());

describe('GET /v1/hardware-info', () => {
  it('shows the part’s module type, TIPM type and items by status, and each hardware value once, most used first', async () => {
    const answer = await hardware('part_number=68099135AC');
    expect(answer.part).toEqual({
      part_number: '68099135AC',
      module_type: expect.any(String),
      item_category: 'TIPM',
      tipm_type: expect.stringMatching(/^[A-P]1?$/),
      status_counts: [
        { status: 'added_to_inventory', count: 0 },
        { status: 'shipped', count: 1 },
        { status: 'received', count: 2 },
        { status: 'bin_ready', count: 1 },
        { status: 'converted', count: 0 },
      ],
      items: 4,
      in_stock: 3,
      tags: 4,
    });
    expect(answer.hardware).toEqual([
      {
        hardware_info: 'HW 68099135AC-01 REV B',
        items: 2,
        items_in_stock: 1,
        tags: 2,
        example_serial: expect.stringMatching(/^HW[IT]-\d$/),
        last_recorded_at: expect.any(String),
      },
      {
        hardware_info: 'HW 68099135AC-02 REV C',
        items: 0,
        items_in_stock: 0,
        tags: 1,
        example_serial: 'HWT-3',
        last_recorded_at: expect.any(String),
      },
    ]);
    expect(answer).toMatchObject({ total_count: 2, total_pages: 1, current_page: 1, suggestions: [] });
  });

  it('takes a shop SKU or lower case, and pages the values', async () => {
    const first = await hardware('part_number=68099135ac-rebuilt&per_page=1');
    expect(first.part.part_number).toBe('68099135AC');
    expect(first.hardware.map((row) => row.hardware_info)).toEqual(['HW 68099135AC-01 REV B']);
    expect(first).toMatchObject({ total_count: 2, total_pages: 2 });
    const second = await hardware('part_number=68099135AC&per_page=1&page=2');
    expect(second.hardware.map((row) => row.hardware_info)).toEqual(['HW 68099135AC-02 REV C']);
  });

  it('answers a part number Makro does not hold with zeros and the part numbers that start like it', async () => {
    const answer = await hardware('part_number=68099135AX');
    expect(answer.part).toMatchObject({ items: 0, in_stock: 0, tags: 0, part_number: '68099135AX' });
    expect(answer.hardware).toEqual([]);
    expect(answer.suggestions).toEqual(['68099135AC']);
  });

  it('gives an ECM part its module type and no TIPM type', async () => {
    await createItem({
      serial_number: 'HWE-1',
      part_number: '68235107AB',
      module_type: 'PCM',
      hardware_info: 'HW 0261S07123 SW 1037512345',
    });
    const answer = await hardware('part_number=68235107AB');
    expect(answer.part).toMatchObject({
      tipm_type: null,
      module_type: 'PCM',
      item_category: 'ECM',
      items: 1,
      in_stock: 1,
    });
    expect(answer.hardware[0]).toMatchObject({ hardware_info: 'HW 0261S07123 SW 1037512345', example_serial: 'HWE-1' });
  });

  it('refuses a missing or blank part number, naming the field', async () => {
    for (const query of ['', 'part_number=%20', 'page=2']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details.fields[0]).toEqual({
        field: 'query.part_number',
        message: HARDWARE_INFO_MESSAGES.needPartNumber,
      });
    }
  });

  it('opens with Hardware Info or Vehicle Model Info, not without', async () => {
    expect((await get('part_number=68099135AC', await t.loginAs('inventory_manager'))).statusCode).toBe(200);
    for (const slug of ['csr', 'reports_manager', 'rtgrim'] as const)
      expect((await get('part_number=68099135AC', await t.loginAs(slug))).statusCode, slug).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: '/api/v1/hardware-info?part_number=X' })).statusCode).toBe(
      401,
    );
  });
});
