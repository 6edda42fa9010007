import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataSources, users } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { sortedOrder } from '../../../shared/record-kit/sorted-page.ts';

export type DataSourceRow = typeof dataSources.$inferSelect & { creatorName: string | null };

/** What the keyword searches, by the list rows' keys. */
const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  fullName: dataSources.fullName,
  host: dataSources.host,
};

const withCreator = { ...getTableColumns(dataSources), creatorName: users.realName };

/** A page of sources by sort code, newest first within a sort code. */
export async function findDataSourcesPage(
  db: Db,
  filter: {
    keyword?: string;
    keywordKeys: readonly string[];
    dbType?: string;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    filter.dbType === undefined ? undefined : eq(dataSources.dbType, filter.dbType),
    filter.schemeCondition,
  );
  const [rows, total] = await Promise.all([
    db
      .select(withCreator)
      .from(dataSources)
      .leftJoin(users, eq(users.id, dataSources.createdBy))
      .where(where)
      .orderBy(...sortedOrder(dataSources))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, dataSources, where),
  ]);
  return { rows, total };
}

export async function findDataSource(db: Db, id: string): Promise<DataSourceRow | undefined> {
  const [row] = await db
    .select(withCreator)
    .from(dataSources)
    .leftJoin(users, eq(users.id, dataSources.createdBy))
    .where(eq(dataSources.id, id))
    .limit(1);
  return row;
}

/** The enabled sources of the picker, by kind then sort code. */
export function findDataSourceOptions(db: Db) {
  return db
    .select({ id: dataSources.id, fullName: dataSources.fullName, dbType: dataSources.dbType })
    .from(dataSources)
    .where(eq(dataSources.enabledMark, 1))
    .orderBy(asc(dataSources.dbType), asc(dataSources.sortCode), asc(dataSources.fullName))
    .limit(1000);
}
