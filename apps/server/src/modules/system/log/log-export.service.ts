import {
  type ExportedFile,
  formatDate,
  formatMessage,
  type Language,
  LOG_EXPORT_MAX_ROWS,
  type LogCategory,
  LogCategoryCode,
  type LogExportQuery,
  type LogItem,
  type MessageKey,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { CellValue } from '../../../shared/excel/excel-write.ts';
import { exportRows } from '../../file/import-export.service.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { findLogIds, findLogRows } from './log.repository.ts';
import { logFilterOf, toLogItem } from './log.service.ts';

/*
 * GET /system/Log/ExportExcel (btn_export): one category's entries as the list filters them (keyword,
 * time range, method, sign-in type and result), newest first, with the columns its tab shows. At most
 * LOG_EXPORT_MAX_ROWS entries: more matches are refused, so a file never holds a silently cut list.
 * The ids are read first, then the rows in batches streamed into the sheet and the file store
 * (exportRows, the platform's list export).
 */

const BATCH_SIZE = 1000;
/** A spreadsheet cell holds at most 32,767 characters; a long stack is cut below that. */
const MAX_CELL_TEXT = 32_000;

type Column = Exclude<keyof LogItem, 'id' | 'category' | 'userId' | 'ipaddress' | 'requestURL'>;

/** The columns of each category, as its tab shows them. */
const COLUMNS: Record<LogCategory, readonly Column[]> = {
  [LogCategoryCode.login]: [
    'creatorTime',
    'loginType',
    'userName',
    'ipAddress',
    'ipAddressName',
    'browser',
    'platForm',
    'loginMark',
    'abstracts',
  ],
  [LogCategoryCode.request]: [
    'creatorTime',
    'userName',
    'ipAddress',
    'browser',
    'requestMethod',
    'requestUrl',
    'requestDuration',
    'status',
  ],
  [LogCategoryCode.operation]: [
    'creatorTime',
    'userName',
    'ipAddress',
    'moduleName',
    'action',
    'recordId',
    'requestMethod',
    'requestUrl',
  ],
  [LogCategoryCode.exception]: [
    'creatorTime',
    'userName',
    'ipAddress',
    'requestMethod',
    'requestUrl',
    'status',
    'abstracts',
    'json',
  ],
};

const ACTIONS = new Set(['create', 'update', 'state', 'remove']);

function cellOf(item: LogItem, column: Column, lang: Language, timeZone: string): CellValue {
  const text = (key: string) => formatMessage(key as MessageKey, lang);
  switch (column) {
    case 'creatorTime':
      return formatDate(item.creatorTime, 'YYYY-MM-DD HH:mm:ss', { timeZone });
    case 'loginType':
      return text(`logExport.loginType.${item.loginType === 1 ? 1 : 0}`);
    case 'loginMark':
      return text(`logExport.loginMark.${item.loginMark === 1 ? 1 : 0}`);
    case 'action':
      return item.action && ACTIONS.has(item.action) ? text(`logExport.action.${item.action}`) : item.action;
    case 'json':
      return item.json?.slice(0, MAX_CELL_TEXT) ?? null;
    default:
      return item[column];
  }
}

/** Within the user's one import/export slot, like every export (exportRows). */
export async function exportLogs(
  ctx: AppContext,
  caller: SessionUser,
  query: LogExportQuery,
  lang: Language,
): Promise<ExportedFile> {
  const category = query.category ?? LogCategoryCode.login;
  const columns = COLUMNS[category];
  const sheetColumns = columns.map((c) => ({
    key: c,
    header: formatMessage(`logExport.column.${c}`, lang),
    width: c === 'requestUrl' || c === 'abstracts' || c === 'json' ? 40 : 18,
  }));
  return exportRows(
    ctx,
    caller,
    formatMessage(`logExport.title.${category}`, lang),
    sheetColumns,
    async () => {
      await ctx.systemLog?.flush?.();
      const ids = await findLogIds(ctx.db, logFilterOf(category, query), LOG_EXPORT_MAX_ROWS + 1);
      if (ids.length > LOG_EXPORT_MAX_ROWS)
        throw badRequest('export.tooManyRows', { max: LOG_EXPORT_MAX_ROWS });
      const { timeZone } = await getSysConfig(ctx);
      return (async function* batches() {
        for (let start = 0; start < ids.length; start += BATCH_SIZE) {
          const rows = await findLogRows(ctx.db, ids.slice(start, start + BATCH_SIZE));
          yield rows.map((row) => {
            const item = toLogItem(row);
            return Object.fromEntries(columns.map((c) => [c, cellOf(item, c, lang, timeZone)]));
          });
        }
      })();
    },
  );
}
