import { attributeOf, readXml } from './xml-stream.ts';
import { entryChunks, entryText, type ZipEntry } from './zip-entries.ts';

/*
 * The parts of an .xlsx the import needs besides the sheet itself: which part is the first sheet,
 * the shared strings, and which cell styles show a number as a date.
 */

export interface WorkbookParts {
  sheet: ZipEntry;
  sharedStrings?: ZipEntry;
  styles?: ZipEntry;
  /** The workbook counts dates from 1904 (old Mac Excel) instead of 1900. */
  isDate1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** A relationship target relative to xl/ (or absolute from the archive root) as an entry name. */
function partName(target: string): string {
  const parts = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment && segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** The first sheet (in the workbook's tab order) and the shared parts, or undefined without a sheet. */
export async function locateParts(
  data: Buffer,
  entries: readonly ZipEntry[],
): Promise<WorkbookParts | undefined> {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const workbook = byName.get(WORKBOOK);
  const rels = byName.get(WORKBOOK_RELS);
  if (!workbook || !rels) return undefined;
  let firstSheetId: string | undefined;
  let isDate1904 = false;
  await readXml([Buffer.from(await entryText(data, workbook))], {
    open(name, attributes) {
      if (name === 'workbookPr')
        isDate1904 = ['1', 'true'].includes(attributeOf(attributes, 'date1904') ?? '');
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attributeOf(attributes, 'id');
    },
  });
  const targets = new Map<string, string>();
  let sharedStrings: string | undefined;
  let styles: string | undefined;
  await readXml([Buffer.from(await entryText(data, rels))], {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const target = partName(attributes.Target ?? '');
      const type = attributes.Type ?? '';
      targets.set(attributes.Id ?? '', target);
      if (type.endsWith('/sharedStrings')) sharedStrings = target;
      if (type.endsWith('/styles')) styles = target;
    },
  });
  const sheet = firstSheetId === undefined ? undefined : byName.get(targets.get(firstSheetId) ?? '');
  if (!sheet) return undefined;
  return {
    sheet,
    sharedStrings: sharedStrings === undefined ? undefined : byName.get(sharedStrings),
    styles: styles === undefined ? undefined : byName.get(styles),
    isDate1904,
  };
}

/** The shared strings in order: the text runs of each item joined (phonetic runs left out), trimmed. */
export async function readSharedStrings(data: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let text: string[] = [];
  let inText = false;
  let phoneticDepth = 0;
  await readXml(entryChunks(data, entry), {
    open(name) {
      if (name === 'si') text = [];
      else if (name === 'rPh') phoneticDepth++;
      else if (name === 't' && phoneticDepth === 0) inText = true;
    },
    close(name) {
      if (name === 'si') strings.push(text.join('').trim());
      else if (name === 'rPh') phoneticDepth--;
      else if (name === 't') inText = false;
    },
    text(value) {
      if (inText) text.push(value);
    },
  });
  return strings;
}

/** Built-in number formats that show a date or time (including the CJK date formats 27–36 and 50–58). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format shows a date when, outside quoted text and [colour]/[condition] parts, it has a date/time letter. */
function isDateFormatCode(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"/g, ''));
}

/** For each cell style (the `s` of a cell), whether it shows numbers as dates. */
export async function readDateStyles(data: Buffer, entry: ZipEntry | undefined): Promise<boolean[]> {
  const isDate: boolean[] = [];
  if (!entry) return isDate;
  const customDates = new Set<number>();
  let inCellXfs = false;
  await readXml([Buffer.from(await entryText(data, entry))], {
    open(name, attributes) {
      if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) {
        customDates.add(Number(attributes.numFmtId));
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        isDate.push(BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return isDate;
}
