import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/*
 * Spreadsheets the screens hand out (templates, exports, failed rows) and the ones a user uploads:
 * downloads are caught as the browser receives them and read with ExcelJS.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The export buttons fetch a file and hand it to the browser as a download. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** The first sheet of a downloaded workbook. */
export async function readSheet(download: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${download.suggestedFilename()} has no sheet`);
  return sheet;
}

/** The texts of a sheet row (ExcelJS rows are 1-based, with an empty slot 0). */
export const rowTexts = (sheet: ExcelJS.Worksheet, n: number): string[] =>
  (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));

/** The downloaded template, filled with these rows (values by header) under its own header. */
export async function fillTemplate(
  template: Download,
  rows: readonly Partial<Record<string, string>>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = rowTexts(sheet, 1);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
