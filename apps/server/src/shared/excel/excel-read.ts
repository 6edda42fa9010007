import type { ReadSheet, SheetLimits } from './sheet-data.ts';
import { readXlsxFirstSheet } from './xlsx-read.ts';

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An Excel 97-2003 workbook (an OLE2 compound file) rather than an .xlsx archive. */
export const isLegacyWorkbook = (data: Buffer) => data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC);

/**
 * Reads the first sheet of an .xlsx or .xls: the first row is the header, the rest data. Reading
 * stops at the first refusal (SheetReadError): more than limits.maxRows non-empty data rows, a cell
 * beyond the sheet caps. Runs inside the parse worker (sheet-in-worker.ts) for uploads.
 */
export async function readFirstSheet(data: Buffer, limits: SheetLimits): Promise<ReadSheet> {
  if (isLegacyWorkbook(data)) {
    // Loaded on demand: SheetJS is only needed for the rare legacy workbook.
    const { readLegacyFirstSheet } = await import('./xls-read.ts');
    return readLegacyFirstSheet(data, limits);
  }
  return readXlsxFirstSheet(data, limits);
}
