import { AREA_ROOT_ID, AREA_SEARCH_LIMIT } from '@platform/contracts';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { areas } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';

export type AreaRow = typeof areas.$inferSelect;

const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  fullName: areas.fullName,
  enCode: areas.enCode,
};

/**
 * Whether the area has a child (only enabled ones when asked). The outer row is written as
 * `areas.id`: drizzle leaves the columns of a one-table select unqualified, which the subquery's
 * own table would capture.
 */
const hasChildrenOf = (enabledOnly: boolean) =>
  sql<boolean>`exists (select 1 from ${areas} as child where child.parent_id = ${areas}.id${
    enabledOnly ? sql` and child.enabled_mark = 1` : sql``
  })`;

const SIBLING_ORDER = [asc(areas.sortCode), asc(areas.enCode), asc(areas.id)];

/**
 * The children of a parent, each with whether it has children. A keyword searches the keys the caller
 * may see: from the start parent, the whole tree; else the parent's children. At most
 * AREA_SEARCH_LIMIT rows of a search.
 */
export async function findAreaChildren(
  db: Db,
  filter: { parentId: string; keyword?: string; keywordKeys: readonly string[]; schemeCondition?: SQL },
) {
  const isTreeSearch = filter.keyword !== undefined && filter.parentId === AREA_ROOT_ID;
  const query = db
    .select({ row: areas, hasChildren: hasChildrenOf(false) })
    .from(areas)
    .where(
      and(
        isTreeSearch ? undefined : eq(areas.parentId, filter.parentId),
        keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
        filter.schemeCondition,
      ),
    )
    .orderBy(...SIBLING_ORDER);
  return filter.keyword === undefined ? query : query.limit(AREA_SEARCH_LIMIT);
}

export async function findArea(db: Db, id: string): Promise<AreaRow | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id)).limit(1);
  return row;
}

/** Whether the area has a child area. */
export async function hasAreaChildren(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: areas.id }).from(areas).where(eq(areas.parentId, id)).limit(1);
  return row !== undefined;
}

/** The number of child areas (what blocks a delete). */
export async function countAreaChildren(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(areas).where(eq(areas.parentId, id));
  return row?.n ?? 0;
}

/** The area and its ancestors' ids, up to the province (none when it does not exist). */
export async function findAreaLineage(db: Db, id: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive up (id, parent_id, depth) as (
      select id, parent_id, 0 from ${areas} where id = ${id}
      union all
      select a.id, a.parent_id, up.depth + 1 from ${areas} a join up on a.id = up.parent_id
      where up.depth < 16
    )
    select id from up`);
  // Both drivers answer {rows}; the shape is stated here (Db's execute is typed for either).
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** The enabled children of a parent for pickers, leaving out `excludeId`, each with whether it has enabled children. */
export async function findAreaOptions(db: Db, parentId: string, excludeId?: string) {
  return db
    .select({
      id: areas.id,
      parentId: areas.parentId,
      fullName: areas.fullName,
      enCode: areas.enCode,
      hasChildren: hasChildrenOf(true),
    })
    .from(areas)
    .where(
      and(
        eq(areas.parentId, parentId),
        eq(areas.enabledMark, 1),
        excludeId === undefined ? undefined : ne(areas.id, excludeId),
      ),
    )
    .orderBy(...SIBLING_ORDER);
}

/** id → name of these areas (those that exist). */
export async function findAreaNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: areas.id, fullName: areas.fullName })
    .from(areas)
    .where(inArray(areas.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** Sets the level of an area and of everything below it, from the area's new level. */
export async function updateAreaSubtreeLevels(db: Db, id: string, level: number): Promise<void> {
  await db.execute(sql`
    with recursive down (id, depth) as (
      select id, ${level}::int from ${areas} where id = ${id}
      union all
      select a.id, down.depth + 1 from ${areas} a join down on a.parent_id = down.id
      where down.depth < 16
    )
    update ${areas} set type = down.depth::text from down where ${areas}.id = down.id`);
}
