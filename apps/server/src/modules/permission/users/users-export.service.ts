import {
  type ExportedFile,
  formatDate,
  formatMessage,
  type Language,
  type MessageKey,
  USER_EXPORT_COLUMNS,
  USER_EXPORT_MAX_ROWS,
  type UserExportColumn,
  type UserExportQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { CellValue } from '../../../shared/excel/excel-write.ts';
import { exportRows } from '../../file/import-export.service.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { toListItem, userFilterOf } from './users.service.ts';
import { listUserIds } from './users-export.repository.ts';
import { userGrants } from './users-grants.service.ts';
import { findUserListRows } from './users-page.repository.ts';

/*
 * GET /permission/Users/ExportExcel (ADR 0009): the list as filtered (keyword, organization subtree,
 * state, sort), within the caller's grade scope and data schemes, with the columns the caller asked
 * for that their column grants include. The ids are read first, then the rows in batches of
 * BATCH_SIZE and streamed into the sheet by the shared export rows (file name stamped with the
 * platform's wall clock), whose bytes stream into the file store as a category 'export' download.
 */

const BATCH_SIZE = 1000;

type Item = ReturnType<typeof toListItem>;
/** The export has no `organize` column (organizeName is the main organization's name). */
const NO_PATHS: ReadonlyMap<string, string> = new Map();

function cellOf(item: Item, column: UserExportColumn, lang: Language, timeZone: string): CellValue {
  const text = (key: string) => formatMessage(key as MessageKey, lang);
  switch (column) {
    case 'gender':
      return item.gender && [1, 2, 3].includes(item.gender) ? text(`usersExport.gender.${item.gender}`) : '';
    case 'enabledMark':
      return [0, 1, 2].includes(item.enabledMark) ? text(`usersExport.state.${item.enabledMark}`) : '';
    case 'creatorTime':
      // yyyy-MM-dd HH:mm in the platform's time zone (sys config), as the list shows it.
      return formatDate(item.creatorTime, 'YYYY-MM-DD HH:mm', { timeZone });
    default:
      return item[column];
  }
}

/** The columns to write: those asked for (in that order; all when none), minus what the grants hide. */
function exportColumns(wanted: readonly UserExportColumn[] | undefined, hidden: ReadonlySet<string>) {
  const asked = [...new Set(wanted ?? USER_EXPORT_COLUMNS)];
  return asked.filter((column) => !hidden.has(column));
}

/** One export at a time per user, within the process's import/export limit (the shared export rows). */
export async function exportUsers(
  ctx: AppContext,
  caller: SessionUser,
  query: UserExportQuery,
  lang: Language,
): Promise<ExportedFile> {
  const access = await userGrants.readAccess(ctx, caller);
  // The export's filters and sort obey the column grants like the list's.
  const { keywordKeys } = userGrants.listQuery(access, query);
  const columns = exportColumns(query.selectKey, access.listHidden);
  if (columns.length === 0) throw badRequest('usersExport.noColumns');
  const sheetColumns = columns.map((c) => ({
    key: c,
    header: formatMessage(`usersExport.column.${c}`, lang),
    width: c === 'description' || c === 'organizeName' ? 30 : 18,
  }));
  return exportRows(ctx, caller, formatMessage('usersExport.title', lang), sheetColumns, async () => {
    const ids = await listUserIds(ctx.db, {
      ...(await userFilterOf(ctx, caller, query)),
      keywordKeys,
      schemeCondition: access.schemeCondition,
      limit: USER_EXPORT_MAX_ROWS + 1,
    });
    if (ids.length > USER_EXPORT_MAX_ROWS)
      throw badRequest('export.tooManyRows', { max: USER_EXPORT_MAX_ROWS });
    return batches(ctx, ids, columns, lang);
  });
}

async function* batches(
  ctx: AppContext,
  ids: readonly string[],
  columns: readonly UserExportColumn[],
  lang: Language,
) {
  const { timeZone } = await getSysConfig(ctx);
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const chunk = ids.slice(start, start + BATCH_SIZE);
    const byId = new Map((await findUserListRows(ctx.db, chunk)).map((row) => [row.id, row]));
    yield chunk.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return []; // deleted since the ids were read
      const item = toListItem(row, NO_PATHS);
      return [Object.fromEntries(columns.map((c) => [c, cellOf(item, c, lang, timeZone)]))];
    });
  }
}
