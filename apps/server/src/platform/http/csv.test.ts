import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvLine, csvStream, type CsvRow } from './csv';

async function* rowsOf(rows: CsvRow[]) {
  yield* rows;
}
const csv = (header: string[], rows: CsvRow[]) => text(csvStream(header, rowsOf(rows)));

describe('the CSV writer of every export', () => {
  it('quotes every cell, doubles quotes and ends lines with CRLF (spec part 1 §5)', async () => {
    expect(
      await csv(
        ['A', 'B'],
        [
          ['MK1', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('"A","B"\r\n"MK1","say ""hi"""\r\n"","3"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const cells = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR', 'plain', 'a=b'];
    expect(
      await csv(
        ['x'],
        cells.map((cell) => [cell]),
      ),
    ).toBe('"x"\r\n"\'=1+2"\r\n"\'+SUM(A1)"\r\n"\'-2+3"\r\n"\'@cmd"\r\n"\'\tTAB"\r\n"\'\rCR"\r\n"plain"\r\n"a=b"\r\n');
  });

  it('passes a failing source on as a stream error', async () => {
    async function* failing() {
      yield ['ok'];
      throw new Error('database went away');
    }
    await expect(text(csvStream(['x'], failing()))).rejects.toThrow('database went away');
  });

  it('writes a record of text cells by hand exactly as the stream writes it', async () => {
    const cells = [
      'MK1',
      'say "hi"',
      null,
      '',
      '=1+2',
      '-2',
      '@x',
      '\tT',
      '\rC',
      '\uFF1D1',
      'a,b',
      'two\nlines',
      '"q"',
    ];
    const header = cells.map((_, index) => `c${index}`);
    const streamed = await csv(header, [cells]);
    expect(csvLine(header) + csvLine(cells)).toBe(streamed);
  });
});
