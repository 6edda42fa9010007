import {
  type ExportedFile,
  formatDate,
  formatMessage,
  IMPORT_MAX_ROWS,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type Language,
} from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { type AppError, badRequest } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/route.ts';
import { runExcelJob } from '../../shared/excel/excel-jobs.ts';
import { streamSheet } from '../../shared/excel/excel-stream.ts';
import type { CellValue, SheetColumn } from '../../shared/excel/excel-write.ts';
import { type ReadSheet, SheetReadError } from '../../shared/excel/sheet-data.ts';
import { PARSE_LIMITS, readUploadedSheet } from '../../shared/excel/sheet-in-worker.ts';
import { SHEET_MAX_COLUMNS, SHEET_MAX_ROWS, ZIP_LIMITS } from '../../shared/excel/workbook-limits.ts';
import { getSysConfig } from '../system/sys-config/sys-config.service.ts';
import { readOwnedUpload, saveGeneratedFile } from './file.service.ts';

/*
 * The batch import and Excel export every module offers the same way (contracts import-export.ts).
 * A module describes its columns and how to import checked rows; this service reads the uploaded
 * workbook, checks headers, size and formulas, runs the module's import and writes result files.
 * Reading an upload, importing and writing a file each take the user's one import/export slot
 * (excel-jobs.ts); the upload is checked and parsed away from the request thread (sheet-in-worker.ts).
 */

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportColumn {
  /** Key of the row on the wire. */
  id: string;
  /** Header text in the template (Chinese, like the rest of the data). */
  header: string;
  width?: number;
}

/** The module's part: per row either an error text (in the caller's language) or null once imported. */
export interface ImportSpec {
  /** Base of generated file names, e.g. 用户信息. */
  title: string;
  columns: readonly ImportColumn[];
  importRows(rows: ImportRow[], lang: Language): Promise<(string | null)[]>;
}

const stamp = (ctx: AppContext) => ctx.now().toISOString().slice(0, 19).replace(/[-:T]/g, '');

/** The template: an .xlsx with the header row only. */
export async function importTemplate(
  ctx: AppContext,
  user: SessionUser,
  spec: ImportSpec,
): Promise<ExportedFile> {
  return saveGeneratedFile(ctx, {
    ownerId: user.userId,
    name: `${spec.title}导入模板.xlsx`,
    content: streamSheet(spec.title, spec.columns.map(toSheetColumn), []),
    mimeType: XLSX_MIME,
  });
}

/** A refusal of the upload by the readers, as the message the user sees (naming the limit it broke). */
function sheetRefusal(err: SheetReadError): AppError {
  switch (err.reason) {
    case 'tooManyRows':
      return badRequest('import.tooManyRows', { max: IMPORT_MAX_ROWS });
    case 'sheetTooLarge':
      return badRequest('import.sheetTooLarge', {
        ref: err.detail,
        maxRows: SHEET_MAX_ROWS,
        maxColumns: SHEET_MAX_COLUMNS,
      });
    case 'zipTooManyEntries':
      return badRequest('import.zipTooManyEntries', { max: ZIP_LIMITS.maxEntries });
    case 'zipTooLarge':
      return badRequest('import.zipTooLarge', { maxMb: ZIP_LIMITS.maxBytes / (1024 * 1024) });
    case 'zipRatio':
      return badRequest('import.zipRatio', { max: ZIP_LIMITS.maxRatio });
    case 'timedOut':
      return badRequest('import.timedOut', { seconds: PARSE_LIMITS.timeoutMs / 1000 });
    case 'crashed':
      return badRequest('import.crashed', { maxMb: PARSE_LIMITS.maxHeapMb });
    default:
      return badRequest('import.unreadable');
  }
}

/**
 * Reads the user's uploaded workbook (POST /file/Uploader/importData) for the preview. Refused with a
 * clear message: unreadable files, archives or sheets past their caps, missing template headers,
 * formulas, no rows, more than 1,000 rows.
 */
export function previewImport(
  ctx: AppContext,
  user: SessionUser,
  spec: ImportSpec,
  fileId: string,
): Promise<ImportPreview> {
  return runExcelJob(user.userId, async () => {
    const data = await readOwnedUpload(ctx, user.userId, fileId, 'importData');
    let sheet: ReadSheet;
    try {
      sheet = await readUploadedSheet(data, IMPORT_MAX_ROWS);
    } catch (err) {
      if (err instanceof SheetReadError) throw sheetRefusal(err);
      throw err;
    }
    return previewOf(spec, sheet);
  });
}

function previewOf(spec: ImportSpec, sheet: ReadSheet): ImportPreview {
  const missing = spec.columns.filter((c) => !sheet.headers.includes(c.header)).map((c) => c.header);
  if (missing.length > 0) throw badRequest('import.wrongHeaders', { missing: missing.join('、') });
  if (sheet.formulaRows.length > 0) {
    // Sheet row numbers as the user sees them (the header is row 1).
    throw badRequest('import.formula', { rows: sheet.formulaRows.map((r) => r + 1).join('、') });
  }
  if (sheet.rows.length === 0) throw badRequest('import.empty');
  return {
    headerRow: spec.columns.map((c) => ({ id: c.id, fullName: c.header })),
    dataRow: sheet.rows.map((row) =>
      Object.fromEntries(spec.columns.map((c) => [c.id, row[c.header] ?? ''])),
    ),
  };
}

/** Imports the (possibly edited) preview rows; failed rows come back with their reasons. */
export function runImport(
  user: SessionUser,
  spec: ImportSpec,
  list: ImportRow[],
  lang: Language,
): Promise<ImportResult> {
  if (list.length === 0) throw badRequest('import.empty');
  return runExcelJob(user.userId, () => importRows(spec, list, lang));
}

async function importRows(spec: ImportSpec, list: ImportRow[], lang: Language): Promise<ImportResult> {
  const rows = list.map((row) =>
    Object.fromEntries(spec.columns.map((c) => [c.id, (row[c.id] ?? '').trim()])),
  );
  const errors = await spec.importRows(rows, lang);
  const failResult = rows.flatMap((row, i) => (errors[i] ? [{ ...row, errorsInfo: errors[i] }] : []));
  return {
    resultType: failResult.length === 0 ? 0 : 1,
    snum: rows.length - failResult.length,
    fnum: failResult.length,
    failResult,
  };
}

/** The failed rows with their errors, to fix in Excel and import again. */
export async function importExceptionFile(
  ctx: AppContext,
  user: SessionUser,
  spec: ImportSpec,
  list: (ImportRow & { errorsInfo: string | null })[],
  lang: Language,
): Promise<ExportedFile> {
  const columns = [
    ...spec.columns.map(toSheetColumn),
    { key: 'errorsInfo', header: formatMessage('import.errorsInfo', lang), width: 40 },
  ];
  return runExcelJob(user.userId, async () =>
    saveGeneratedFile(ctx, {
      ownerId: user.userId,
      name: `${spec.title}导入错误数据${stamp(ctx)}.xlsx`,
      content: streamSheet(spec.title, columns, [list]),
      mimeType: XLSX_MIME,
    }),
  );
}

type SheetRows = readonly Readonly<Record<string, CellValue>>[];

/**
 * A list export: the given columns only (the caller passes just the granted ones). The rows come in
 * batches (one array for a small list, or read batch by batch while the sheet streams); `prepare`
 * runs first within the user's export slot (count, refuse too many) and hands over the batches. The
 * file name's time is the platform's wall clock (sys config timeZone), not UTC.
 */
export async function exportRows(
  ctx: AppContext,
  user: SessionUser,
  title: string,
  columns: readonly SheetColumn[],
  prepare: () => Promise<Iterable<SheetRows> | AsyncIterable<SheetRows>>,
): Promise<ExportedFile> {
  return runExcelJob(user.userId, async () => {
    const batches = await prepare();
    const { timeZone } = await getSysConfig(ctx);
    return saveGeneratedFile(ctx, {
      ownerId: user.userId,
      name: `${title}${formatDate(ctx.now(), 'YYYYMMDDHHmmss', { timeZone })}.xlsx`,
      content: streamSheet(title, columns, batches),
      mimeType: XLSX_MIME,
    });
  });
}

function toSheetColumn(c: ImportColumn): SheetColumn {
  return { key: c.id, header: c.header, width: c.width };
}
