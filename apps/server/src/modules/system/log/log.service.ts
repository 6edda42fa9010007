import {
  LOG_CATEGORIES,
  type LogCategory,
  type LogExportQuery,
  type LogInfo,
  type LogItem,
  type LogList,
  type LogListQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { keysetPage } from '../../../shared/record-kit/keyset-page.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import {
  deleteCategoryRows,
  deleteLogs,
  findLog,
  findLogPage,
  LOG_ORDER_KEYS,
  type LogFilter,
  type LogListRow,
  logKeyValues,
} from './log.repository.ts';
import { browserOf, platformOf } from './user-agent-summary.ts';

/*
 * 系统日志: one category's entries newest first (keyset paging: the table grows by every request),
 * an entry with its record before and after, deleting chosen entries and clearing a category. Deleting
 * and clearing are administrative writes and are logged as operations themselves.
 */

const CLEAR_BATCH = 5000;

export function toLogItem(row: LogListRow): LogItem {
  return {
    id: row.id,
    category: String(row.category) as LogCategory,
    creatorTime: row.createdAt.getTime(),
    userId: row.userId,
    userName: row.userName,
    ipAddress: row.ip,
    ipaddress: row.ip,
    ipAddressName: row.ipAddressName,
    browser: browserOf(row.userAgent),
    platForm: platformOf(row.userAgent),
    requestMethod: row.requestMethod,
    requestUrl: row.requestUrl,
    requestURL: row.requestUrl,
    requestDuration: row.requestDuration,
    status: row.status,
    loginType: row.loginType,
    loginMark: row.loginMark,
    abstracts: row.abstracts,
    moduleName: row.moduleName,
    action: row.action,
    recordId: row.recordId,
    json: row.json,
  };
}

const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The list's filters (the export's too) of one category. */
export function logFilterOf(category: LogCategory, query: LogExportQuery): LogFilter {
  return {
    category: Number(category),
    keyword: query.keyword,
    from: query.startTime === undefined ? undefined : new Date(query.startTime),
    to: query.endTime === undefined ? undefined : new Date(query.endTime),
    requestMethod: query.requestMethod,
    loginType: query.loginType,
    loginMark: query.loginMark,
  };
}

export async function listLogs(
  ctx: AppContext,
  category: LogCategory,
  query: LogListQuery,
): Promise<LogList> {
  await ctx.systemLog?.flush?.();
  const keyset = keysetPage({ ...query, category }, LOG_ORDER_KEYS);
  const { rows, total } = await findLogPage(ctx.db, logFilterOf(category, query), keyset.walk);
  return pageOf(rows.map(toLogItem), total, query, keyset.cursorsOf(rows, logKeyValues));
}

const isCategory = (id: string): id is LogCategory => (LOG_CATEGORIES as readonly string[]).includes(id);

/** GET /system/Log/{id}: an entry, or a category's page when the id is a category (the 3.4 client). */
export async function getLogOrCategory(
  ctx: AppContext,
  id: string,
  query: LogListQuery,
): Promise<LogList | LogInfo> {
  if (isCategory(id)) return listLogs(ctx, id, query);
  const row = await findLog(ctx.db, id);
  if (!row) throw notFound('log.notFound');
  return {
    ...toLogItem(row),
    beforeJson: jsonText(row.beforeJson),
    afterJson: jsonText(row.afterJson),
    requestId: row.requestId,
  };
}

function logRemoval(ctx: AppContext, caller: SessionUser, recordId: string, count: number) {
  ctx.systemLog?.operation({
    userId: caller.userId,
    account: caller.account,
    moduleName: 'system_logs',
    action: 'remove',
    recordId,
    before: { count },
    after: null,
  });
}

export async function removeLogs(ctx: AppContext, caller: SessionUser, ids: string[]) {
  const count = await deleteLogs(ctx.db, ids);
  logRemoval(ctx, caller, ids.join(',').slice(0, 500), count);
  return { count };
}

/** Deletes a whole category in batches (a category may hold millions of rows). */
export async function clearLogs(ctx: AppContext, caller: SessionUser, category: LogCategory) {
  await ctx.systemLog?.flush?.();
  let count = 0;
  for (;;) {
    const deleted = await deleteCategoryRows(ctx.db, Number(category), CLEAR_BATCH);
    count += deleted;
    if (deleted < CLEAR_BATCH) break;
  }
  logRemoval(ctx, caller, `category:${category}`, count);
  return { count };
}
