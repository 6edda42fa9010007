import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataInterfaceLogs, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type DataInterfaceLogInsert = typeof dataInterfaceLogs.$inferInsert;

export async function insertDataInterfaceLog(db: Db, row: DataInterfaceLogInsert): Promise<void> {
  await db.insert(dataInterfaceLogs).values(row);
}

/** A page of an interface's calls, newest first, with the caller's name and account; keyword on IP or device. */
export async function findDataInterfaceLogPage(
  db: Db,
  filter: { interfaceId: string; keyword?: string; offset: number; limit: number },
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    eq(dataInterfaceLogs.interfaceId, filter.interfaceId),
    pattern
      ? or(ilike(dataInterfaceLogs.invokIp, pattern), ilike(dataInterfaceLogs.invokDevice, pattern))
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        log: dataInterfaceLogs,
        realName: users.realName,
        account: users.account,
      })
      .from(dataInterfaceLogs)
      .leftJoin(users, eq(users.id, dataInterfaceLogs.userId))
      .where(where)
      .orderBy(desc(dataInterfaceLogs.invokTime), desc(dataInterfaceLogs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, dataInterfaceLogs, where),
  ]);
  return { rows, total };
}
