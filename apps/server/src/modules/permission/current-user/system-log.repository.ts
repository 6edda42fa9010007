import { and, asc, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loginLogs } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export interface LoginLogFilter {
  keyword?: string;
  from?: Date;
  /** Inclusive. */
  to?: Date;
}

/** One user's login log, paged; the keyword matches IP, place, device and the message. */
export async function listUserLoginLogs(
  db: Db,
  userId: string,
  filter: LoginLogFilter,
  page: { offset: number; limit: number; sort: 'asc' | 'desc' },
) {
  const conditions: SQL[] = [eq(loginLogs.userId, userId)];
  if (filter.from) conditions.push(gte(loginLogs.createdAt, filter.from));
  if (filter.to) conditions.push(lte(loginLogs.createdAt, filter.to));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    const match = or(
      ilike(loginLogs.ip, pattern),
      ilike(loginLogs.ipAddressName, pattern),
      ilike(loginLogs.userAgent, pattern),
      ilike(loginLogs.message, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const order = page.sort === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(loginLogs)
      .where(where)
      .orderBy(order(loginLogs.createdAt), order(loginLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    listTotal(db, loginLogs, where),
  ]);
  return { rows, total };
}
