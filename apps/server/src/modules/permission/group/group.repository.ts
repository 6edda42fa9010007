import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { groups, userRelations } from '../../../db/schema/index.ts';
import { keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

const memberCount = sql<number>`(
  select count(*)::int from ${userRelations}
  where ${userRelations.objectType} = 'Group' and ${userRelations.objectId} = ${groups.id})`;

/** The columns the keyword searches, by the list rows' keys. */
const KEYWORD_COLUMNS = { fullName: groups.fullName, enCode: groups.enCode };
const keywordMatch = (keyword: string | undefined, keys?: readonly string[]) =>
  keywordIn(keyword, KEYWORD_COLUMNS, keys);

/**
 * A page of groups by sort code then code, with member counts; `schemeCondition` is the caller's data
 * schemes on the group menu (group-grants.service), built from its allowlist.
 */
export async function findGroupPage(
  db: Db,
  filter: {
    keyword?: string;
    /** The keys the keyword may search (the caller's granted columns). */
    keywordKeys: readonly string[];
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(keywordMatch(filter.keyword, filter.keywordKeys), filter.schemeCondition);
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(groups), userCount: memberCount })
      .from(groups)
      .where(where)
      .orderBy(asc(groups.sortCode), asc(groups.enCode))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, groups, where),
  ]);
  return { rows, total };
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
