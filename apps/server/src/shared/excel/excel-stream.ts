import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type CellValue, neutraliseFormula, type SheetColumn } from './excel-write.ts';

/**
 * One sheet written row by row with exceljs's streaming writer (exports stream rows): each
 * row is committed as soon as it is added, so only the compressed output is held, never a workbook
 * model of every row. The rows arrive in batches (e.g. 1,000 users read by id at a time). Every text
 * cell is neutralised like writeSheet's (formula injection).
 */
export async function writeSheetInBatches(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<readonly Record<string, CellValue>[]>,
): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
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
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
