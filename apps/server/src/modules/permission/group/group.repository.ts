import { and, asc, count, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { groups, userRelations } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

const memberCount = sql<number>`(
  select count(*)::int from ${userRelations}
  where ${userRelations.objectType} = 'Group' and ${userRelations.objectId} = ${groups.id})`;

const keywordMatch = (keyword: string | undefined) =>
  keyword
    ? or(ilike(groups.fullName, containsPattern(keyword)), ilike(groups.enCode, containsPattern(keyword)))
    : undefined;

/**
 * A page of groups by sort code then code, with member counts; `schemeCondition` is the caller's data
 * schemes on the group menu (group-grants.service), built from its allowlist.
 */
export async function findGroupPage(
  db: Db,
  filter: { keyword?: string; schemeCondition?: SQL; offset: number; limit: number },
) {
  const where = and(keywordMatch(filter.keyword), filter.schemeCondition);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(groups), userCount: memberCount })
      .from(groups)
      .where(where)
      .orderBy(asc(groups.sortCode), asc(groups.enCode))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(groups).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Enabled groups for pickers, optionally only the given ids; capped as a guard. */
export async function findGroupOptions(db: Db, filter: { keyword?: string; ids?: string[] }) {
  const conditions: (SQL | undefined)[] = [eq(groups.enabledMark, 1), keywordMatch(filter.keyword)];
  if (filter.ids) conditions.push(inArray(groups.id, filter.ids.length > 0 ? filter.ids : ['']));
  return db
    .select({ id: groups.id, fullName: groups.fullName, enCode: groups.enCode, type: groups.type })
    .from(groups)
    .where(and(...conditions))
    .orderBy(asc(groups.sortCode), asc(groups.enCode))
    .limit(5000);
}

/** A group with its member count. */
export async function findGroup(db: Db, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(groups), userCount: memberCount })
    .from(groups)
    .where(eq(groups.id, id))
    .limit(1);
  return row;
}

export async function countGroupUsers(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, 'Group'), eq(userRelations.objectId, id)));
  return row?.n ?? 0;
}
