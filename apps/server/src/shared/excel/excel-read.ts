import ExcelJS from 'exceljs';

export interface ReadSheet {
  /** Header texts of the first row, trimmed, in column order. */
  headers: string[];
  /** Data rows as header → text; rows that are entirely empty are skipped. */
  rows: Record<string, string>[];
  /** 1-based sheet row numbers of rows holding a formula cell (refused by importers). */
  formulaRows: number[];
}

export class SheetReadError extends Error {
  constructor(readonly reason: 'unreadable' | 'noSheet' | 'tooManyRows') {
    super(reason);
  }
}

/** The text of a cell as a user typed it: rich text joined, dates as YYYY-MM-DD, numbers as shown. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return value.result === undefined ? '' : String(value.result).trim();
    return '';
  }
  return String(value).trim();
}

/** A cell as the readers see it: its text, and whether it holds a formula. */
export interface SheetCell {
  text: string;
  isFormula: boolean;
}

/**
 * The data rows of a sheet, added one by one (`cellAt(i)` is the row's cell under headers[i]): a row
 * becomes header → text, an entirely empty row is skipped, the rows holding a formula are noted, and
 * more than maxRows is refused.
 */
export function sheetData(headers: readonly string[], maxRows: number) {
  const rows: Record<string, string>[] = [];
  const formulaRows: number[] = [];
  function add(cellAt: (i: number) => SheetCell): void {
    const record: Record<string, string> = {};
    let hasValue = false;
    let hasFormula = false;
    headers.forEach((header, i) => {
      if (!header) return;
      const cell = cellAt(i);
      if (cell.isFormula) hasFormula = true;
      // Our exports prefix formula-like text with an apostrophe (excel-write.ts); a round trip drops it.
      const text = cell.text.replace(/^'(?=[=+\-@\t\r])/, '');
      record[header] = text;
      if (text) hasValue = true;
    });
    if (!hasValue && !hasFormula) return;
    rows.push(record);
    if (hasFormula) formulaRows.push(rows.length);
    if (rows.length > maxRows) throw new SheetReadError('tooManyRows');
  }
  return { rows, formulaRows, add };
}

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Reads the first sheet of an .xlsx or .xls: the first row is the header, the rest data. More than
 * maxRows non-empty data rows is refused before anything is built from them.
 */
export async function readFirstSheet(data: Buffer, maxRows: number): Promise<ReadSheet> {
  if (data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) {
    // Loaded on demand: SheetJS is only needed for the rare legacy workbook.
    const { readLegacyFirstSheet } = await import('./xls-read.ts');
    return readLegacyFirstSheet(data, maxRows);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw new SheetReadError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetReadError('noSheet');
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell);
  });
  const sheetRows = sheetData(headers, maxRows);
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    sheetRows.add((i) => {
      const cell = row.getCell(i + 1);
      return { text: cellText(cell), isFormula: cell.type === ExcelJS.ValueType.Formula };
    });
  }
  return { headers: headers.map((h) => h ?? ''), rows: sheetRows.rows, formulaRows: sheetRows.formulaRows };
}
