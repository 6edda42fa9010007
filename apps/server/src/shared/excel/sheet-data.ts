import { ZipLimitError, type ZipRefusal } from './zip-entries.ts';

export interface ReadSheet {
  /** Header texts of the first row, trimmed, in column order. */
  headers: string[];
  /** Data rows as header → text; rows that are entirely empty are skipped. */
  rows: Record<string, string>[];
  /** 1-based sheet row numbers of rows holding a formula cell (refused by importers). */
  formulaRows: number[];
}

/** What a reader may take from a sheet. */
export interface SheetLimits {
  /** Non-empty data rows (below the header). */
  maxRows: number;
  /** The last sheet row and column a cell (or the sheet's declared dimension) may reach. */
  maxSheetRows: number;
  maxSheetColumns: number;
}

export type SheetRefusal =
  | ZipRefusal
  | 'noSheet'
  | 'tooManyRows'
  | 'sheetTooLarge'
  /** The parse ran past its time limit and was stopped. */
  | 'timedOut'
  /** The parse ran out of its memory limit (or died otherwise) and was stopped. */
  | 'crashed';

export class SheetReadError extends Error {
  /** `detail`: for sheetTooLarge, the cell or dimension that is out of bounds. */
  constructor(
    readonly reason: SheetRefusal,
    readonly detail = '',
  ) {
    super(reason);
  }
}

/** Any failure of a reader as a refusal: its own, the archive's, or (anything else) unreadable. */
export function asSheetReadError(err: unknown): SheetReadError {
  if (err instanceof SheetReadError) return err;
  if (err instanceof ZipLimitError) return new SheetReadError(err.reason);
  return new SheetReadError('unreadable');
}

/** A cell as the readers see it: its text, and whether it holds a formula. */
export interface SheetCell {
  text: string;
  isFormula: boolean;
}

/**
 * The data rows of a sheet, added one by one (`cellAt(i)` is the row's cell under headers[i]): a row
 * becomes header → text, an entirely empty row is skipped, the rows holding a formula are noted, and
 * more than maxRows is refused the moment the next one arrives. Rows have no prototype, so a header
 * named `__proto__` or `constructor` is an ordinary key and never reaches Object.prototype.
 */
export function sheetData(headers: readonly string[], maxRows: number) {
  const rows: Record<string, string>[] = [];
  const formulaRows: number[] = [];
  function add(cellAt: (i: number) => SheetCell): void {
    const record: Record<string, string> = Object.create(null);
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
    if (rows.length >= maxRows) throw new SheetReadError('tooManyRows');
    rows.push(record);
    if (hasFormula) formulaRows.push(rows.length);
  }
  return { rows, formulaRows, add };
}
