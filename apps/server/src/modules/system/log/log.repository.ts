import { and, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataInterfaceLogs, interfaceOauthLogs, systemLogs } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { inListOrder, type PageWalk } from '../../../shared/record-kit/keyset-page.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { type OrderKey, orderOf } from '../../../shared/record-kit/order-keys.ts';

export type LogRow = typeof systemLogs.$inferInsert;
export type StoredLogRow = typeof systemLogs.$inferSelect;

export interface LogFilter {
  category: number;
  keyword?: string;
  from?: Date;
  to?: Date;
  requestMethod?: string;
  loginType?: number;
  loginMark?: number;
}

export async function insertLogRows(db: Db, rows: LogRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(systemLogs).values(rows);
}

function logConditions(filter: LogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(systemLogs.category, filter.category)];
  if (filter.from) conditions.push(gte(systemLogs.createdAt, filter.from));
  if (filter.to) conditions.push(lte(systemLogs.createdAt, filter.to));
  if (filter.requestMethod) conditions.push(eq(systemLogs.requestMethod, filter.requestMethod));
  if (filter.loginType !== undefined) conditions.push(eq(systemLogs.loginType, filter.loginType));
  if (filter.loginMark !== undefined) conditions.push(eq(systemLogs.loginMark, filter.loginMark));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      or(
        ilike(systemLogs.userName, pattern),
        ilike(systemLogs.ip, pattern),
        ilike(systemLogs.requestUrl, pattern),
        ilike(systemLogs.moduleName, pattern),
        ilike(systemLogs.abstracts, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Newest first, the id breaking ties: the order of system_logs_category_order within a category. */
export const LOG_ORDER_KEYS: OrderKey[] = [
  { column: systemLogs.createdAt, direction: 'desc' },
  { column: systemLogs.id, direction: 'desc' },
];

export const logKeyValues = (row: { createdAt: Date; id: string }) => [row.createdAt, row.id];

/** List columns: everything but the before/after documents. */
const listColumns = {
  id: systemLogs.id,
  category: systemLogs.category,
  createdAt: systemLogs.createdAt,
  userId: systemLogs.userId,
  userName: systemLogs.userName,
  ip: systemLogs.ip,
  ipAddressName: systemLogs.ipAddressName,
  userAgent: systemLogs.userAgent,
  requestMethod: systemLogs.requestMethod,
  requestUrl: systemLogs.requestUrl,
  requestDuration: systemLogs.requestDuration,
  status: systemLogs.status,
  loginType: systemLogs.loginType,
  loginMark: systemLogs.loginMark,
  abstracts: systemLogs.abstracts,
  moduleName: systemLogs.moduleName,
  action: systemLogs.action,
  recordId: systemLogs.recordId,
  json: systemLogs.json,
};
export type LogListRow = { [K in keyof typeof listColumns]: StoredLogRow[K] };

export async function findLogPage(db: Db, filter: LogFilter, walk: PageWalk) {
  const where = logConditions(filter);
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(systemLogs)
      .where(and(where, walk.after))
      .orderBy(...walk.orderBy)
      .limit(walk.limit)
      .offset(walk.offset),
    listTotal(db, systemLogs, where),
  ]);
  return { rows: inListOrder(walk, rows), total };
}

/** Ids of the matching entries newest first, at most `limit`: the export reads ids, then rows by id. */
export async function findLogIds(db: Db, filter: LogFilter, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: systemLogs.id })
    .from(systemLogs)
    .where(logConditions(filter))
    .orderBy(...orderOf(LOG_ORDER_KEYS))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The list columns of the given entries, newest first. */
export function findLogRows(db: Db, ids: string[]): Promise<LogListRow[]> {
  return db
    .select(listColumns)
    .from(systemLogs)
    .where(inArray(systemLogs.id, ids))
    .orderBy(...orderOf(LOG_ORDER_KEYS));
}

export async function findLog(db: Db, id: string): Promise<StoredLogRow | undefined> {
  const [row] = await db.select().from(systemLogs).where(eq(systemLogs.id, id)).limit(1);
  return row;
}

export async function deleteLogs(db: Db, ids: string[]): Promise<number> {
  const deleted = await db
    .delete(systemLogs)
    .where(inArray(systemLogs.id, ids))
    .returning({ id: systemLogs.id });
  return deleted.length;
}

/**
 * Deletes up to `limit` rows of a category written before `before` (all of them without `before`),
 * oldest first through the category's index; returns how many went.
 */
export async function deleteCategoryRows(
  db: Db,
  category: number,
  limit: number,
  before?: Date,
): Promise<number> {
  const oldest = db
    .select({ id: systemLogs.id })
    .from(systemLogs)
    .where(and(eq(systemLogs.category, category), before ? lt(systemLogs.createdAt, before) : undefined))
    .orderBy(systemLogs.createdAt, systemLogs.id)
    .limit(limit);
  const deleted = await db
    .delete(systemLogs)
    .where(inArray(systemLogs.id, oldest))
    .returning({ id: sql<string>`1` });
  return deleted.length;
}

/** The call logs kept beside the system log (data-interface calls, signed outside calls), by call time. */
const CALL_LOGS = [
  { table: dataInterfaceLogs, id: dataInterfaceLogs.id, time: dataInterfaceLogs.invokTime },
  { table: interfaceOauthLogs, id: interfaceOauthLogs.id, time: interfaceOauthLogs.invokTime },
] as const;

/** Deletes up to `limit` of the oldest call-log rows of each call log older than `before`; answers how many went. */
export async function deleteCallLogRows(db: Db, limit: number, before: Date): Promise<number> {
  let total = 0;
  for (const log of CALL_LOGS) {
    const oldest = db.select({ id: log.id }).from(log.table).where(lt(log.time, before)).limit(limit);
    const deleted = await db
      .delete(log.table)
      .where(inArray(log.id, oldest))
      .returning({ id: sql<string>`1` });
    total += deleted.length;
  }
  return total;
}
