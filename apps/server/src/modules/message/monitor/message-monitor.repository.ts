import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { messageMonitors, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

export type MonitorRow = typeof messageMonitors.$inferSelect;
export type NewMonitorRow = typeof messageMonitors.$inferInsert;

export interface MonitorFilter {
  keyword?: string;
  messageType?: string;
  messageSource?: string;
  from?: Date;
  /** Exclusive. */
  before?: Date;
  offset: number;
  limit: number;
}

/** Records newest first (by send time, then id), with the total. */
export async function findMonitorPage(db: Db, f: MonitorFilter) {
  const conditions: SQL[] = [];
  if (f.keyword) conditions.push(ilike(messageMonitors.title, containsPattern(f.keyword)));
  if (f.messageType) conditions.push(eq(messageMonitors.messageType, f.messageType));
  if (f.messageSource) conditions.push(eq(messageMonitors.messageSource, f.messageSource));
  if (f.from) conditions.push(gte(messageMonitors.sendTime, f.from));
  if (f.before) conditions.push(lt(messageMonitors.sendTime, f.before));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messageMonitors)
      .where(where)
      .orderBy(desc(messageMonitors.sendTime), desc(messageMonitors.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(messageMonitors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMonitor(db: Db, id: string): Promise<MonitorRow | undefined> {
  const [row] = await db.select().from(messageMonitors).where(eq(messageMonitors.id, id));
  return row;
}

export async function insertMonitorRow(db: Db, row: NewMonitorRow): Promise<void> {
  await db.insert(messageMonitors).values(row);
}

export async function deleteMonitors(db: Db, ids: readonly string[]): Promise<number> {
  const deleted = await db
    .delete(messageMonitors)
    .where(inArray(messageMonitors.id, [...ids]))
    .returning({ id: messageMonitors.id });
  return deleted.length;
}

/** Deletes up to `limit` records, oldest first; returns how many went. */
export async function deleteOldestMonitors(db: Db, limit: number): Promise<number> {
  const oldest = db
    .select({ id: messageMonitors.id })
    .from(messageMonitors)
    .orderBy(messageMonitors.sendTime, messageMonitors.id)
    .limit(limit);
  const deleted = await db
    .delete(messageMonitors)
    .where(inArray(messageMonitors.id, oldest))
    .returning({ id: messageMonitors.id });
  return deleted.length;
}

/** `realName/account` of these users, in the order given (unknown ids left out). */
export async function findUserNames(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, `${r.realName}/${r.account}`]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
