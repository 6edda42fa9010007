import { read, utils, type WorkSheet } from '@e965/xlsx';
import { type ReadSheet, type SheetCell, type SheetLimits, SheetReadError, sheetData } from './sheet-data.ts';

/*
 * Excel 97-2003 workbooks (.xls, BIFF in an OLE2 compound file), which exceljs cannot read. Parsed
 * with SheetJS 0.20.3 (@e965/xlsx, the npm publication of the patched release; the `xlsx` 0.18.5 on
 * npm has known CVEs and is never used, ADR 0011). Only for imports: uploads are at most 500 KB, and
 * the result has the same shape and rules as the .xlsx reader. SheetJS keeps no cell past the sheet's
 * row cap (`sheetRows`), and a sheet whose used range reaches past the caps is refused, so the row
 * loop below never walks more than the caps allow.
 */

/** The text of a cell as the user saw it: dates as YYYY-MM-DD, otherwise Excel's formatted text. */
function cellText(sheet: WorkSheet, row: number, col: number): SheetCell {
  const cell = sheet[utils.encode_cell({ r: row, c: col })];
  if (!cell) return { text: '', isFormula: false };
  const isFormula = typeof cell.f === 'string' && cell.f.length > 0;
  if (cell.v instanceof Date) return { text: cell.v.toISOString().slice(0, 10), isFormula };
  const shown = cell.w ?? (cell.v === undefined || cell.v === null ? '' : String(cell.v));
  return { text: shown.trim(), isFormula };
}

export function readLegacyFirstSheet(data: Buffer, limits: SheetLimits): ReadSheet {
  let sheet: WorkSheet | undefined;
  try {
    const workbook = read(data, {
      type: 'buffer',
      cellFormula: true,
      cellDates: true,
      dense: false,
      sheets: 0,
      sheetRows: limits.maxSheetRows + 1,
    });
    const first = workbook.SheetNames[0];
    sheet = first === undefined ? undefined : workbook.Sheets[first];
  } catch {
    throw new SheetReadError('unreadable');
  }
  if (!sheet) throw new SheetReadError('noSheet');
  return sheetRows(sheet, limits);
}

/** Header and data rows of a parsed sheet, with the rows that hold a formula. */
export function sheetRows(sheet: WorkSheet, limits: SheetLimits): ReadSheet {
  // With sheetRows SheetJS trims `!ref` and keeps the sheet's whole used range in `!fullref`.
  const used = sheet['!fullref'] ?? sheet['!ref'] ?? 'A1:A1';
  const full = utils.decode_range(used);
  if (full.e.r + 1 > limits.maxSheetRows || full.e.c + 1 > limits.maxSheetColumns) {
    throw new SheetReadError('sheetTooLarge', used);
  }
  const range = utils.decode_range(sheet['!ref'] ?? 'A1:A1');
  const headers: string[] = [];
  for (let c = range.s.c; c <= range.e.c; c++) headers.push(cellText(sheet, range.s.r, c).text);
  const collected = sheetData(headers, limits.maxRows);
  for (let r = range.s.r + 1; r <= range.e.r; r++) collected.add((i) => cellText(sheet, r, range.s.c + i));
  return { headers, rows: collected.rows, formulaRows: collected.formulaRows };
}
