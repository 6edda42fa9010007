import { isLegacyWorkbook } from './excel-read.ts';
import { asSheetReadError, type SheetLimits, SheetReadError } from './sheet-data.ts';
import { isBeyondSheet, ZIP_LIMITS } from './workbook-limits.ts';
import { locateParts } from './xlsx-parts.ts';
import { attributeOf, readXml } from './xml-stream.ts';
import { checkActualSizes, entryChunks, readZipEntries } from './zip-entries.ts';

/** The dimension sits before the rows; past this much of the sheet it is not looked for. */
const DIMENSION_SEARCH_BYTES = 1024 * 1024;

/**
 * Checks an uploaded .xlsx before any parse, in the request's own thread and at the cost of its
 * compressed size: the archive's entry count, its declared sizes and compression ratios, its actual
 * sizes (every part inflated once and counted, never kept), and the first sheet's declared dimension
 * against the sheet caps. Throws SheetReadError. A legacy .xls has no archive; its checks run in the
 * parse worker.
 */
export async function inspectWorkbook(data: Buffer, limits: SheetLimits): Promise<void> {
  if (isLegacyWorkbook(data)) return;
  try {
    const entries = readZipEntries(data, ZIP_LIMITS);
    await checkActualSizes(data, entries);
    const parts = await locateParts(data, entries);
    if (!parts) throw new SheetReadError('noSheet');
    const sheet = parts.sheet;
    let dimension: string | undefined;
    let hasReachedRows = false;
    let bytesRead = 0;
    async function* head() {
      for await (const chunk of entryChunks(data, sheet)) {
        bytesRead += chunk.length;
        yield chunk;
      }
    }
    await readXml(
      head(),
      {
        open(name, attributes) {
          if (name === 'dimension') dimension ??= attributeOf(attributes, 'ref');
          if (name === 'sheetData') hasReachedRows = true;
        },
      },
      () => hasReachedRows || dimension !== undefined || bytesRead > DIMENSION_SEARCH_BYTES,
    );
    if (dimension !== undefined && isBeyondSheet(dimension, limits)) {
      throw new SheetReadError('sheetTooLarge', dimension);
    }
  } catch (err) {
    throw asSheetReadError(err);
  }
}
