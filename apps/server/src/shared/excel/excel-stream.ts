import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type CellValue, neutraliseFormula, type SheetColumn } from './excel-write.ts';

type SheetRow = Readonly<Record<string, CellValue>>;

/**
 * One sheet as a stream of .xlsx bytes, written row by row with exceljs's streaming writer: each row is
 * committed as soon as it is added, so neither a workbook model of every row nor the whole file is
 * held; the bytes go wherever the stream is piped (the file store) as they are compressed. The rows
 * arrive in batches (e.g. 1,000 users read by id at a time; a small export is one batch). A bold
 * header row comes first; every text cell is neutralised (formula injection).
 *
 * When producing the rows fails, the stream is destroyed with that error. When the stream is
 * destroyed by its consumer (the store failed), no further batch is read.
 */
export function streamSheet(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetRow[]> | Iterable<readonly SheetRow[]>,
): Readable {
  const out = new PassThrough();
  // The consumer learns of a failure from its pipeline, which also sees a stream that failed before
  // it was attached; until then nobody listens, and an unheard 'error' would end the process.
  out.on('error', () => {});
  writeSheet(out, sheetName, columns, batches).catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

async function writeSheet(
  out: PassThrough,
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly SheetRow[]> | Iterable<readonly SheetRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 18 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      const values: Record<string, CellValue> = {};
      for (const c of columns) values[c.key] = neutraliseFormula(row[c.key] ?? null);
      sheet.addRow(values).commit();
    }
    // Lets compression and the store's writes run between batches, then waits while they are behind.
    await new Promise((resolve) => setImmediate(resolve));
    await consumed(out);
    // Leaving the loop closes the batches' generator, so it stops reading rows.
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** Waits while the consumer is behind, so rows are not read faster than the file is stored. */
function consumed(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}
