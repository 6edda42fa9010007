import { and, asc, count, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations, positions, userRelations, users } from '../../../db/schema/index.ts';
import { keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type PositionRow = typeof positions.$inferSelect;
export type NewPositionRow = typeof positions.$inferInsert;

/** "company/department" of the position's organization, from its idPath. */
const organizeName = sql<string | null>`(
  select string_agg(o.full_name, '/' order by array_position(string_to_array(${organizations.idPath}, ','), o.id))
  from ${organizations} o where o.id = any(string_to_array(${organizations.idPath}, ',')))`;

const memberCount = sql<number>`(
  select count(*)::int from ${userRelations}
  where ${userRelations.objectType} = 'Position' and ${userRelations.objectId} = ${positions.id})`;

/** Positions of the organization and of every organization below it. */
const inSubtrees = (organizeIds: string[]) =>
  inArray(
    positions.organizeId,
    sql`(select o.id from ${organizations} o where string_to_array(o.id_path, ',') && ${sql.param(organizeIds)}::text[])`,
  );

/** The columns the keyword searches, by the list rows' keys. */
const KEYWORD_COLUMNS = { fullName: positions.fullName, enCode: positions.enCode };

const infoColumns = {
  ...getTableColumns(positions),
  organizeName,
  organizeIdPath: organizations.idPath,
  userCount: memberCount,
};

export interface PositionFilter {
  keyword?: string;
  /** The keys the keyword may search (the caller's granted columns); all when left out (pickers). */
  keywordKeys?: readonly string[];
  organizeIds?: string[];
  /** With organizeIds: these positions too (either matches); alone: only these. */
  positionIds?: string[];
  isEnabledOnly?: boolean;
  /** The caller's organization scope (grade management); undefined = every organization. */
  scopeIds?: readonly string[];
  /** The caller's data schemes on the position menu (position-grants.service), built from its allowlist. */
  schemeCondition?: SQL;
}

/** Positions in the organizations' subtrees or among the given positions (no limit when both are empty). */
function placeMatch(organizeIds: string[] = [], positionIds: string[] = []): SQL | undefined {
  const inTrees = organizeIds.length > 0 ? inSubtrees(organizeIds) : undefined;
  const listed = positionIds.length > 0 ? inArray(positions.id, positionIds) : undefined;
  return inTrees && listed ? or(inTrees, listed) : (inTrees ?? listed);
}

function whereOf(filter: PositionFilter): SQL | undefined {
  return and(
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    placeMatch(filter.organizeIds, filter.positionIds),
    filter.isEnabledOnly ? eq(positions.enabledMark, 1) : undefined,
    filter.scopeIds
      ? inArray(positions.organizeId, filter.scopeIds.length > 0 ? [...filter.scopeIds] : [''])
      : undefined,
    filter.schemeCondition,
  );
}

/** A page of positions, by sort code then code, with the organization path and member count. */
export async function findPositionPage(db: Db, filter: PositionFilter & { offset: number; limit: number }) {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    db
      .select(infoColumns)
      .from(positions)
      .leftJoin(organizations, eq(organizations.id, positions.organizeId))
      .where(where)
      .orderBy(asc(positions.sortCode), asc(positions.enCode))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, positions, where),
  ]);
  return { rows, total };
}

/** Picker rows: ids, names and the organization path, by sort code then code. */
const selectOptions = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: positions.id,
      fullName: positions.fullName,
      enCode: positions.enCode,
      organizeId: positions.organizeId,
      organizeName,
      type: positions.type,
    })
    .from(positions)
    .leftJoin(organizations, eq(organizations.id, positions.organizeId))
    .where(where)
    .orderBy(asc(positions.sortCode), asc(positions.enCode));

/** Picker rows (no paging). Capped as a guard. */
export async function findPositionOptions(db: Db, filter: PositionFilter) {
  return selectOptions(db, whereOf(filter)).limit(5000);
}

/** Enabled positions of exactly these organizations (getListByOrgIds). */
export async function findPositionsOfOrganizations(db: Db, organizeIds: string[]) {
  if (organizeIds.length === 0) return [];
  return selectOptions(db, and(inArray(positions.organizeId, organizeIds), eq(positions.enabledMark, 1)));
}

export async function findPosition(db: Db, id: string) {
  const [row] = await db
    .select(infoColumns)
    .from(positions)
    .leftJoin(organizations, eq(organizations.id, positions.organizeId))
    .where(eq(positions.id, id))
    .limit(1);
  return row;
}

export async function organizationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row !== undefined;
}

/** Members of the position: a Position membership or the main position of a user. */
export async function countPositionUsers(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      or(
        eq(users.positionId, id),
        sql`exists (select 1 from ${userRelations} where ${userRelations.userId} = ${users.id} and ${userRelations.objectType} = 'Position' and ${userRelations.objectId} = ${id})`,
      ),
    );
  return row?.n ?? 0;
}
