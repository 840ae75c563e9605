import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { newBin, scanCode } from './inventory-test-support';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.loginAs('inventory_manager');
});
afterAll(() => t.close());

async function create(inventory: Record<string, unknown>): Promise<number> {
  const response = await t.call(manager, { method: 'POST', url: '/api/v1/inventories', payload: { inventory } });
  expect(response.statusCode).toBe(201);
  return response.json().inventory.id;
}

async function exportRows(query = '') {
  const response = await t.call(manager, { method: 'GET', url: `/api/v1/inventories/export${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = parse(response.body) as string[][];
  return { body: response.body, total: Number(response.headers['x-total-count']), header: header!, rows };
}

const cell = (header: string[], row: string[], field: string) => row[header.indexOf(field)];

describe('inventory export', () => {
  it('gives each row its own events in Logs, oldest first', async () => {
    // Ids and event ids must not line up by chance: a few events before the items under test.
    await create({ serial_number: 'EXP-OTHER', part_number: '68071431AC', module_type: 'B' });
    const first = await create({ serial_number: 'EXP-A', part_number: '68099135AC', module_type: 'A1' });
    const second = await create({ serial_number: 'EXP-B', part_number: '05150712AC', module_type: 'PCM' });
    await newBin(t, manager, 'BIN-EXP1');
    await scanCode(t, manager, 'add_to_location', 'EXP-A', { bin_code: 'BIN-EXP1' });
    await scanCode(t, manager, 'assign_inventory', 'EXP-B', { assign_to: 'ORDER-555' });
    await t.call(manager, {
      method: 'PATCH',
      url: `/api/v1/inventories/${second}`,
      payload: { inventory: { notes: 'Pins bent' } },
    });

    const { header, rows, total } = await exportRows();
    expect(total).toBe(3);
    const logsOf = (serial: string) =>
      cell(
        header,
        rows.find((row) => cell(header, row, 'Serial Number') === serial)!,
        'Logs',
      )!;
    const a = logsOf('EXP-A');
    const b = logsOf('EXP-B');
    expect(a).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Added to inventory as 68099135AC \(Added to Inventory\) \| .*Put in BIN-EXP1/,
    );
    expect(a).not.toContain('ORDER-555');
    expect(a).not.toContain('05150712AC');
    expect(b).toContain('Added to inventory as 05150712AC');
    expect(b.indexOf('Added to inventory')).toBeLessThan(b.indexOf('ORDER-555'));
    expect(b).toContain('Edited notes');
    expect(b).not.toContain('BIN-EXP1');
    expect(logsOf('EXP-OTHER')).toMatch(/^\S+ \S+ Added to inventory as 68071431AC \(Added to Inventory\)$/);
    expect(first).not.toBe(second);
  });

  it('neutralises cells a spreadsheet would run as formulas, and quotes every cell', async () => {
    await create({
      serial_number: 'EXP-EVIL',
      part_number: '@SUM(A1)',
      module_type: 'PCM',
      hardware_info: '=HYPERLINK("http://evil.example","click")',
    });
    await scanCode(t, manager, 'assign_inventory', 'EXP-EVIL', { assign_to: '-2+3' });
    await create({ serial_number: 'EXP-TAB', part_number: '+1', hardware_info: '\tcmd' });
    await create({ serial_number: 'EXP-CR', part_number: 'X', hardware_info: '\r=1' });

    const { body, header, rows } = await exportRows(
      '?fields[]=Serial Number&fields[]=Part Number&fields[]=Hardware Info&fields[]=Order Number',
    );
    expect(header).toEqual(['Serial Number', 'Part Number', 'Hardware Info', 'Order Number']);
    const row = (serial: string) => rows.find((candidate) => candidate[0] === serial)!;
    expect(row('EXP-EVIL')).toEqual(['EXP-EVIL', "'@SUM(A1)", '\'=HYPERLINK("http://evil.example","click")', "'-2+3"]);
    expect(row('EXP-TAB')).toEqual(['EXP-TAB', "'+1", "'\tcmd", '']);
    expect(row('EXP-CR')).toEqual(['EXP-CR', 'X', "'\r=1", '']);
    // Every cell quoted, empty ones too; quotes doubled; CRLF line ends.
    expect(body.split('\r\n')[0]).toBe('"Serial Number","Part Number","Hardware Info","Order Number"');
    expect(body).toContain('"EXP-TAB","\'+1","\'\tcmd",""\r\n');
    expect(body).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
  });
});
