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
