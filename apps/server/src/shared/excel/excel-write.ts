import ExcelJS from 'exceljs';

export interface SheetColumn {
  /** Key of the row object. */
  key: string;
  /** Header text (the first row). */
  header: string;
  width?: number;
}

export type CellValue = string | number | boolean | null | undefined;

/**
 * A text that a spreadsheet program would read as a formula (=, +, -, @, or a leading tab/CR that hides
 * one) gets a leading apostrophe, so an exported value can never run as a formula (CSV/XLSX
 * injection). Numbers stay numbers.
 */
export function neutraliseFormula(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One sheet: a bold header row, then the rows; every text cell is neutralised. */
export async function writeSheet(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly Record<string, CellValue>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values: Record<string, CellValue> = {};
    for (const c of columns) values[c.key] = neutraliseFormula(row[c.key] ?? null);
    sheet.addRow(values);
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
