import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataInterfaces } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { findSortedPage } from '../../../shared/record-kit/sorted-page.ts';

export type DataInterfaceRow = typeof dataInterfaces.$inferSelect;

const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  fullName: dataInterfaces.fullName,
  enCode: dataInterfaces.enCode,
};

/** A page of interfaces by sort code, newest first; `isEnabledOnly` for the pickers. */
export async function findDataInterfacePage(
  db: Db,
  filter: {
    keyword?: string;
    keywordKeys: readonly string[];
    categoryId?: string;
    dataType?: number;
    isEnabledOnly?: boolean;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    filter.categoryId === undefined ? undefined : eq(dataInterfaces.categoryId, filter.categoryId),
    filter.dataType === undefined ? undefined : eq(dataInterfaces.dataType, filter.dataType),
    filter.isEnabledOnly ? eq(dataInterfaces.enabledMark, 1) : undefined,
    filter.schemeCondition,
  );
  return findSortedPage(db, dataInterfaces, where, filter);
}

export async function findDataInterface(db: Db, id: string): Promise<DataInterfaceRow | undefined> {
  const [row] = await db.select().from(dataInterfaces).where(eq(dataInterfaces.id, id)).limit(1);
  return row;
}

/** The enabled interfaces (name, code, category) in list order, for the category tree. */
export function findEnabledDataInterfaces(db: Db) {
  return db
    .select({
      id: dataInterfaces.id,
      fullName: dataInterfaces.fullName,
      enCode: dataInterfaces.enCode,
      categoryId: dataInterfaces.categoryId,
    })
    .from(dataInterfaces)
    .where(eq(dataInterfaces.enabledMark, 1))
    .orderBy(asc(dataInterfaces.sortCode), desc(dataInterfaces.createdAt));
}

/** Names of the given interfaces. */
export function findDataInterfaceNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: dataInterfaces.id, fullName: dataInterfaces.fullName })
    .from(dataInterfaces)
    .where(inArray(dataInterfaces.id, [...ids]))
    .orderBy(asc(dataInterfaces.sortCode), asc(dataInterfaces.fullName));
}

/** Whether another interface (not `exceptId`) has this name. */
export async function hasDataInterfaceNamed(db: Db, fullName: string, exceptId?: string): Promise<boolean> {
  const sameName = eq(dataInterfaces.fullName, fullName);
  const [row] = await db
    .select({ id: dataInterfaces.id })
    .from(dataInterfaces)
    .where(exceptId ? and(sameName, ne(dataInterfaces.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

/** Which of id, code and name another interface already has. */
export async function findDataInterfaceClashes(
  db: Db,
  row: { id: string; enCode: string; fullName: string },
) {
  const [found] = await db
    .select({
      id: sql<boolean>`bool_or(${dataInterfaces.id} = ${row.id})`,
      enCode: sql<boolean>`bool_or(${dataInterfaces.enCode} = ${row.enCode})`,
      fullName: sql<boolean>`bool_or(${dataInterfaces.fullName} = ${row.fullName})`,
    })
    .from(dataInterfaces);
  return { id: found?.id === true, enCode: found?.enCode === true, fullName: found?.fullName === true };
}

export async function insertDataInterface(db: Db, row: typeof dataInterfaces.$inferInsert): Promise<void> {
  await db.insert(dataInterfaces).values(row);
}
