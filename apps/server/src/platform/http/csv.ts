import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';

/**
 * How Makro writes CSV, for every export: every cell quoted and quotes doubled (spec part 1 §5), CRLF line
 * ends, and a cell that begins with =, +, -, @, a tab or a carriage return gets a leading ' so a spreadsheet
 * shows it as text instead of running it as a formula (CSV injection).
 */
export const CSV_OPTIONS: Readonly<Options> = {
  quoted: true,
  quoted_empty: true,
  escape_formulas: true,
  record_delimiter: 'windows',
};

export type CsvRow = readonly unknown[];

/**
 * A CSV as a stream: the header, then each row as the source yields it. The source is read only as fast as
 * the client takes the file, so memory holds what the source holds (one batch), whatever the size; a
 * client that goes away stops the source.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<CsvRow>): Readable {
  async function* records() {
    yield header;
    yield* rows;
  }
  // pipeline destroys every stream on a failure; the reply sees the error on the stream it reads.
  return pipeline(Readable.from(records()), stringify({ ...CSV_OPTIONS }), () => undefined);
}
