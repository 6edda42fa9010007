import { and, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataInterfaces, interfaceOauthLogs, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type InterfaceOauthLogInsert = typeof interfaceOauthLogs.$inferInsert;

export async function insertInterfaceOauthLog(db: Db, row: InterfaceOauthLogInsert): Promise<void> {
  await db.insert(interfaceOauthLogs).values(row);
}

/** A page of an app's calls, newest first; keyword on IP, device, interface name or code; a time range. */
export async function findInterfaceOauthLogPage(
  db: Db,
  filter: { oauthId: string; keyword?: string; from?: Date; to?: Date; offset: number; limit: number },
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    eq(interfaceOauthLogs.oauthId, filter.oauthId),
    filter.from ? gte(interfaceOauthLogs.invokTime, filter.from) : undefined,
    filter.to ? lte(interfaceOauthLogs.invokTime, filter.to) : undefined,
    pattern
      ? or(
          ilike(interfaceOauthLogs.invokIp, pattern),
          ilike(interfaceOauthLogs.invokDevice, pattern),
          ilike(dataInterfaces.fullName, pattern),
          ilike(dataInterfaces.enCode, pattern),
        )
      : undefined,
  );
  const joined = () =>
    db
      .select({
        log: interfaceOauthLogs,
        fullName: dataInterfaces.fullName,
        enCode: dataInterfaces.enCode,
        realName: users.realName,
        account: users.account,
      })
      .from(interfaceOauthLogs)
      .leftJoin(dataInterfaces, eq(dataInterfaces.id, interfaceOauthLogs.interfaceId))
      .leftJoin(users, eq(users.id, interfaceOauthLogs.userId));
  const [rows, total] = await Promise.all([
    joined()
      .where(where)
      .orderBy(desc(interfaceOauthLogs.invokTime), desc(interfaceOauthLogs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(
      db,
      {
        table: interfaceOauthLogs,
        joins: sql`left join ${dataInterfaces} on ${dataInterfaces.id} = ${interfaceOauthLogs.interfaceId}`,
      },
      where,
    ),
  ]);
  return { rows, total };
}
