import {
  asSheetReadError,
  type ReadSheet,
  type SheetCell,
  type SheetLimits,
  SheetReadError,
  sheetData,
} from './sheet-data.ts';
import { cellPosition, ZIP_LIMITS } from './workbook-limits.ts';
import { locateParts, readDateStyles, readSharedStrings } from './xlsx-parts.ts';
import { attributeOf, readXml } from './xml-stream.ts';
import { entryChunks, readZipEntries } from './zip-entries.ts';

/*
 * The first sheet of an .xlsx read row by row as its XML inflates: row 1 is the header, every later
 * row goes straight to the row collector, and reading stops at the first refusal (more data rows than
 * allowed, a cell beyond the sheet's row or column cap). Nothing after that point is inflated or
 * parsed, so a 100,000-row sheet costs what its first 1,001 rows cost.
 */

/** Days since 1899-12-30 (1900 system) or 1904-01-01, as YYYY-MM-DD. */
function excelDate(serial: number, isDate1904: boolean): string {
  const days = serial - 25569 + (isDate1904 ? 1462 : 0);
  const date = new Date(Math.round(days * 86_400_000));
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}

interface CellState {
  column: number;
  type: string;
  style: number;
  isFormula: boolean;
  value: string[];
}

export async function readXlsxFirstSheet(data: Buffer, limits: SheetLimits): Promise<ReadSheet> {
  try {
    return await readSheet(data, limits);
  } catch (err) {
    throw asSheetReadError(err);
  }
}

async function readSheet(data: Buffer, limits: SheetLimits): Promise<ReadSheet> {
  const entries = readZipEntries(data, ZIP_LIMITS);
  const parts = await locateParts(data, entries);
  if (!parts) throw new SheetReadError('noSheet');
  const { isDate1904 } = parts;
  const [strings, dateStyles] = await Promise.all([
    readSharedStrings(data, parts.sharedStrings),
    readDateStyles(data, parts.styles),
  ]);

  function textOf(cell: CellState): string {
    const raw = cell.value.join('');
    switch (cell.type) {
      case 's':
        return strings[Number(raw)] ?? '';
      case 'inlineStr':
      case 'str':
        return raw.trim();
      case 'b':
        return raw === '' ? '' : String(raw === '1' || raw === 'true');
      case 'e':
        return '';
      case 'd':
        return raw.slice(0, 10);
      default: {
        if (raw.trim() === '') return '';
        const number = Number.parseFloat(raw);
        if (Number.isNaN(number)) return raw.trim();
        return dateStyles[cell.style] ? excelDate(number, isDate1904) : String(number);
      }
    }
  }

  let headers: string[] | undefined;
  let collector: ReturnType<typeof sheetData> | undefined;
  let rowNumber = 0;
  let rowCells = new Map<number, SheetCell>();
  let lastColumn = 0;
  let cell: CellState | undefined;
  let inValue = false;
  let phoneticDepth = 0;

  function endRow(): void {
    if (rowNumber === 1) {
      headers = [];
      for (const [column, c] of rowCells) headers[column - 1] = c.text;
      collector = sheetData(headers, limits.maxRows);
      return;
    }
    // No row 1: no headers, so every data row reads as empty.
    if (!collector) {
      headers = [];
      collector = sheetData(headers, limits.maxRows);
    }
    const cells = rowCells;
    collector.add((i) => cells.get(i + 1) ?? { text: '', isFormula: false });
  }

  await readXml(entryChunks(data, parts.sheet), {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const r = attributeOf(attributes, 'r');
          rowNumber = r === undefined ? rowNumber + 1 : Number.parseInt(r, 10);
          if (!(rowNumber >= 1 && rowNumber <= limits.maxSheetRows)) {
            throw new SheetReadError('sheetTooLarge', `A${r ?? rowNumber}`);
          }
          rowCells = new Map();
          lastColumn = 0;
          break;
        }
        case 'c': {
          const ref = attributeOf(attributes, 'r');
          const column = ref === undefined ? lastColumn + 1 : cellPosition(ref).column;
          if (!(column >= 1 && column <= limits.maxSheetColumns)) {
            throw new SheetReadError('sheetTooLarge', ref ?? `${rowNumber}`);
          }
          lastColumn = column;
          cell = {
            column,
            type: attributeOf(attributes, 't') ?? 'n',
            style: Number(attributeOf(attributes, 's') ?? 0),
            isFormula: false,
            value: [],
          };
          break;
        }
        case 'f':
          if (cell) cell.isFormula = true;
          break;
        case 'rPh':
          phoneticDepth++;
          break;
        case 'v':
        case 't':
          inValue = cell !== undefined && phoneticDepth === 0;
          break;
      }
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'rPh') phoneticDepth--;
      else if (name === 'c' && cell) {
        rowCells.set(cell.column, { text: textOf(cell), isFormula: cell.isFormula });
        cell = undefined;
      } else if (name === 'row') endRow();
    },
    text(value) {
      if (inValue && cell) cell.value.push(value);
    },
  });
  return {
    headers: Array.from(headers ?? [], (h) => h ?? ''),
    rows: collector?.rows ?? [],
    formulaRows: collector?.formulaRows ?? [],
  };
}
