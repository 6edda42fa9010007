import {
  type ExportedFile,
  type Language,
  ONLINE_DEV_EXPORT_MAX_ROWS,
  type OnlineDevExportBody,
} from '@platform/contracts';
import { storedText } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { SheetColumn } from '../../../shared/excel/excel-write.ts';
import { pageWindow } from '../../../shared/record-kit/page-of.ts';
import { exportRows } from '../../file/import-export.service.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { listConditions } from './online-dev.service.ts';
import { type RuntimeAccess, releaseAccess } from './online-dev-access.service.ts';
import { recordTexts } from './online-dev-cell-names.ts';
import { listDataViewExportRows } from './online-dev-data-view.service.ts';
import { DATA_VIEW, isJsonObject, listDesign, releasedForm } from './online-dev-design.ts';
import { openRecordStore, type RecordQuery } from './online-dev-record-store.ts';

/*
 * POST /OnlineDev/{modelId}/Actions/Export: the list as an .xlsx, as the list shows it. The caller needs
 * the design's menu and its `btn_download` button; the columns are the chosen ones among the list's
 * columns the caller holds (a column the grants hide cannot be asked for); the rows are the current
 * page or every record matching the same search, keyword and advanced query as the list; values read
 * as the list's cells (option labels, a dynamic dictionary's entry names, switch texts, dates by the
 * design's format in the platform's time zone), read from the store the records live in (JSON records or
 * the design's tables). Sub-table columns are not exported: a record's sub-table is a list of rows, which one
 * sheet row cannot hold. A data view's sheet holds the rows its list matches (its data interface's
 * answer, searched and sorted as the list), each value as the interface gave it.
 */

const BATCH_SIZE = 1000;
const COLUMN_WIDTH = 20;

/** The list's main-form columns the caller may see, by record key, with their headers. */
function exportableColumns(release: VisualDesignReleaseRow, access: RuntimeAccess): Map<string, string> {
  const design = listDesign(release, access.menu.category);
  const list = Array.isArray(design.columnList) ? design.columnList.filter(isJsonObject) : [];
  const columns = new Map<string, string>();
  for (const column of list) {
    const prop = typeof column.prop === 'string' ? column.prop : '';
    if (!prop || prop.includes('-') || access.listHidden.has(prop)) continue;
    columns.set(prop, typeof column.label === 'string' && column.label ? column.label : prop);
  }
  return columns;
}

/** The chosen columns in the order chosen; refuses (naming them) columns that cannot be exported. */
function chosenColumns(exportable: Map<string, string>, selectKey: readonly string[]): SheetColumn[] {
  const refused = selectKey.filter((key) => !exportable.has(key));
  if (refused.length > 0) {
    throw badRequest('onlineDev.exportColumnNotAllowed', { fields: refused.join('、') });
  }
  return [...new Set(selectKey)].map((key) => ({
    key,
    header: exportable.get(key) ?? key,
    width: COLUMN_WIDTH,
  }));
}

export async function exportOnlineDevRecords(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  body: OnlineDevExportBody,
): Promise<ExportedFile> {
  const { release, access } = await releaseAccess(ctx, caller, modelId, {
    menuId: body.menuId,
    button: 'btn_download',
  });
  const columns = chosenColumns(exportableColumns(release, access), body.selectKey);
  if (release.webType === DATA_VIEW) {
    return exportRows(ctx, caller, release.fullName, columns, async () => {
      const view = { caller, lang, release, access };
      const rows = await listDataViewExportRows(ctx, view, body, ONLINE_DEV_EXPORT_MAX_ROWS);
      return [rows.map((row) => Object.fromEntries(columns.map(({ key }) => [key, storedText(row[key])])))];
    });
  }
  const form = releasedForm(release, lang);
  const store = await openRecordStore(ctx, release, form);
  const conditions = listConditions(release, access, lang, body, store.fields);
  const page = (window: Pick<RecordQuery, 'offset' | 'limit'>) =>
    store.rows(ctx.db, { ...conditions, ...window });
  const textsFor = await recordTexts(ctx, form, lang);
  /** A page of records as sheet rows, with the names of the ids they hold looked up once per page. */
  const sheetRows = async (rows: Record<string, unknown>[]) => {
    const texts = await textsFor(rows);
    return rows.map((row) =>
      Object.fromEntries(columns.map(({ key }) => [key, (texts.get(key) ?? storedText)(row[key])])),
    );
  };

  return exportRows(ctx, caller, release.fullName, columns, async () => {
    if (body.dataType === 0) return [await sheetRows(await page(pageWindow(body)))];
    // The list's total is an estimate past a point: whether one record lies past the cap is exact.
    const beyond = await page({ offset: ONLINE_DEV_EXPORT_MAX_ROWS, limit: 1 });
    if (beyond.length > 0) throw badRequest('export.tooManyRows', { max: ONLINE_DEV_EXPORT_MAX_ROWS });
    return (async function* batches() {
      for (let offset = 0; ; offset += BATCH_SIZE) {
        const rows = await page({ offset, limit: BATCH_SIZE });
        yield await sheetRows(rows);
        if (rows.length < BATCH_SIZE) return;
      }
    })();
  });
}
