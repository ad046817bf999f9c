import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Request, Response } from 'express';

/** A CSV column: its header, and its cell from a row. */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => string | number | null | undefined };

/**
 * Sends rows as a CSV download, streamed: UTF-8 with a byte-order mark (so Excel reads
 * names like "José" right), a header row, every cell quoted as needed by csv-stringify,
 * and a cell that starts like a formula (=, +, -, @, tab, CR) prefixed with ' as OWASP
 * advises, so a name typed into a public form never runs in a spreadsheet.
 */
export async function sendCsv<Row>(
  req: Request,
  res: Response,
  options: { filename: string; columns: CsvColumn<Row>[]; rows: AsyncIterable<Row> },
): Promise<void> {
  const { columns } = options;
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.attachment(options.filename);
  const cells = async function* () {
    for await (const row of options.rows) yield columns.map((column) => column.cell(row) ?? '');
  };
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), bom: true, escape_formulas: true });
  try {
    await pipeline(Readable.from(cells()), csv, res);
  } catch (error) {
    // Headers are gone by now: the download is cut short, and the log says why.
    req.log.error({ err: error }, 'CSV export failed part way');
    res.destroy();
  }
}
