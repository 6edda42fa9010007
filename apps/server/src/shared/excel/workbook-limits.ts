import type { SheetLimits } from './sheet-data.ts';

/*
 * What an uploaded workbook may be, checked before and while it is read. An import is at most 500 KB
 * and 1,000 rows; a real one inflates to well under 1 MB (a 1,000-row template file: 420 KB, parts
 * compressed 2–12 times). The caps leave room for formatting, pictures and extra sheets while keeping
 * a hostile file's cost small.
 */

export const ZIP_LIMITS = {
  /** Parts in the archive (a workbook with 30 sheets and pictures has about 100). */
  maxEntries: 500,
  /** Declared, and then actual, uncompressed bytes of all parts together. */
  maxBytes: 20 * 1024 * 1024,
  /** Uncompressed / compressed for a part over ratioFloorBytes; XML compresses 5–20 times, a bomb ~1,000. */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

/** The last row and column any cell, or the sheet's declared dimension, may reach (IV is the .xls limit). */
export const SHEET_MAX_ROWS = 10_000;
export const SHEET_MAX_COLUMNS = 256;

export const sheetLimits = (maxRows: number): SheetLimits => ({
  maxRows,
  maxSheetRows: SHEET_MAX_ROWS,
  maxSheetColumns: SHEET_MAX_COLUMNS,
});

/** "B12" → { column: 2, row: 12 } (1-based); a part that is missing is 0. */
export function cellPosition(ref: string): { column: number; row: number } {
  const match = /^\$?([A-Z]{0,3})\$?(\d{0,7})$/.exec(ref.trim().toUpperCase());
  if (!match) return { column: Number.POSITIVE_INFINITY, row: Number.POSITIVE_INFINITY };
  let column = 0;
  for (const char of match[1] ?? '') column = column * 26 + (char.charCodeAt(0) - 64);
  return { column, row: Number(match[2] || 0) };
}

/** Whether a cell (or the end of a range "A1:XFD1048576") lies beyond the sheet caps. */
export function isBeyondSheet(ref: string, limits: SheetLimits): boolean {
  const end = cellPosition(ref.slice(ref.indexOf(':') + 1));
  return end.row > limits.maxSheetRows || end.column > limits.maxSheetColumns;
}
