import { ONLINE_DEV_PAGE_MAX } from '@platform/contracts';
import type { FormModel } from '@platform/form-engine';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ListTotal } from '../../../shared/record-kit/list-total.ts';
import { mysqlGroupKeys, mysqlInGroups } from './online-dev-list-groups-mysql.ts';
import type { RecordStore } from './online-dev-record-store.ts';

/*
 * The list layouts whose rows are not one page of records: a grouped list (columnData type 3) and a
 * tree table (type 5). Both are built on the server over every record the query matches, not over the
 * page on screen. A grouped list pages its groups (in the order of their values, records without one
 * last), each with all of its records. A tree table pages its top rows, those whose parent field is
 * empty or names no record the caller may see, and hands a parent's rows out when it is opened; a
 * search lists every match as a row of its own, so no match hides under a parent the search left out.
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;

export type ListShape =
  | { kind: 'plain' }
  /** `labelField`: the first shown column, which names the group on its row (as the original). */
  | { kind: 'grouped'; groupField: string; labelField: string }
  | { kind: 'treeTable'; parentField: string };

/** The list's conditions (search, keyword, advanced query, data schemes) and order, checked. */
export interface ShapeQuery {
  db: Db;
  store: RecordStore;
  where: SQL[];
  order: SQL[];
}

/** The most records one answer holds (a grouped page's, a parent's rows), as the original's list asks. */
export const SHAPED_ROWS_MAX = ONLINE_DEV_PAGE_MAX;

/**
 * The layout of a released list for a caller: grouping by or nesting under a field of the main form
 * the caller may see; any other list (or a field it does not know) is a plain page.
 */
export function listShapeOf(columns: Json, form: FormModel, hidden: ReadonlySet<string>): ListShape {
  const type = Number(columns.type);
  const usable = (name: unknown): name is string =>
    typeof name === 'string' &&
    !hidden.has(name) &&
    form.fields.some((field) => field.name === name && !field.table && field.key !== 'table');
  if (type === 3 && usable(columns.groupField)) {
    const shown = (Array.isArray(columns.columnList) ? columns.columnList : [])
      .map((column) => (column as Json)?.prop)
      .filter((prop): prop is string => typeof prop === 'string' && !hidden.has(prop));
    const labelField = shown.find((prop) => prop !== columns.groupField) ?? columns.groupField;
    return { kind: 'grouped', groupField: columns.groupField, labelField };
  }
  if (type === 5 && usable(columns.parentField))
    return { kind: 'treeTable', parentField: columns.parentField };
  return { kind: 'plain' };
}

/** A stored value that names no group (missing, null or empty text) is the empty group, as SQL null. */
const groupKey = (query: ShapeQuery, field: string) =>
  sql`nullif(nullif(${query.store.fields.value(field)}, 'null'::jsonb), '""'::jsonb)`;

export interface GroupPage {
  groups: { value: unknown; rows: Json[] }[];
  /** How many groups the query matches. */
  total: number;
}

/** One page of the groups of `field` on PostgreSQL: their values (null: the empty group) and total. */
async function postgresGroupKeys(
  query: ShapeQuery,
  field: string,
  window: { offset: number; limit: number },
) {
  const { db, store } = query;
  const key = groupKey(query, field);
  const matching = and(store.source.where, ...query.where);
  const on = store.reader(db);
  const [values, counted] = await Promise.all([
    on.execute(sql`select ${key} as value from ${store.source.from} where ${matching}
      group by 1 order by 1 asc nulls last limit ${window.limit} offset ${window.offset}`),
    on.execute(sql`select count(distinct ${key})::int + max(case when ${key} is null then 1 else 0 end) as n
      from ${store.source.from} where ${matching}`),
  ]);
  const keys = rowsOf(values).map((row) => (row.value === undefined ? null : row.value));
  const named = keys.filter((value) => value !== null).map((value) => sql`${JSON.stringify(value)}::jsonb`);
  const inPage = [
    ...(named.length ? [sql`${key} in (${sql.join(named, sql`, `)})`] : []),
    ...(keys.includes(null) ? [sql`${key} is null`] : []),
  ];
  return { keys, total: Number(rowsOf(counted)[0]?.n ?? 0), inPage: sql`(${sql.join(inPage, sql` or `)})` };
}

/** One page of the groups of `field`, each with its records in the list's order. */
export async function groupedPage(
  query: ShapeQuery,
  field: string,
  window: { offset: number; limit: number },
): Promise<GroupPage> {
  const { db, store } = query;
  // A store on MySQL/MariaDB has its own group statements (no `jsonb` there).
  const { keys, total, inPage } = store.fields.sql
    ? await mysqlGroupKeys(query, field, window).then((found) => ({
        keys: found.keys.map((key) => key.value),
        total: found.total,
        inPage: mysqlInGroups(query, field, found.keys),
      }))
    : await postgresGroupKeys(query, field, window);
  if (keys.length === 0) return { groups: [], total };
  const rows = await store.rows(db, {
    where: [...query.where, inPage],
    order: query.order,
    offset: 0,
    limit: SHAPED_ROWS_MAX,
  });
  const groups = new Map(keys.map((value) => [JSON.stringify(value), { value, rows: [] as Json[] }]));
  for (const row of rows) {
    const stored = row[field];
    const empty = stored === undefined || stored === null || stored === '';
    groups.get(JSON.stringify(empty ? null : stored))?.rows.push(row);
  }
  return { groups: [...groups.values()], total };
}

/** The parent field's value as text, or empty text for none. */
const parentText = (query: ShapeQuery, field: string) => sql`coalesce(${query.store.fields.text(field)}, '')`;

/**
 * A top row of the tree: no parent, itself as its parent, or a parent that is not among the records the
 * caller's data schemes let through (`scope`, the records' own condition inside the subquery).
 */
function isTopRow(query: ShapeQuery, field: string, scope: SQL[]): SQL {
  const { source } = query.store;
  const parent = parentText(query, field);
  const visible = and(source.where, ...scope);
  return sql`(${parent} in ('', '[]') or ${parent} = ${source.key}
    or ${parent} not in (select ${source.key} from ${source.from} where ${visible}))`;
}

/** Records whose parent field names the record `id`. */
export const childOf = (query: ShapeQuery, field: string, id: string) =>
  sql`${parentText(query, field)} = ${id}`;

/** Marks each row with `hasChildren`: some record the query matches names it as its parent. */
export async function withHasChildren(query: ShapeQuery, field: string, rows: Json[]): Promise<Json[]> {
  const ids = rows.map((row) => String(row.id));
  if (ids.length === 0) return rows;
  const { db, store } = query;
  const parent = parentText(query, field);
  const listed = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = rowsOf(
    await store.reader(db).execute(sql`select distinct ${parent} as parent from ${store.source.from}
      where ${and(store.source.where, ...query.where, sql`${parent} in (${listed})`)}`),
  );
  const parents = new Set(found.map((row) => String(row.parent)));
  return rows.map((row) => ({ ...row, hasChildren: parents.has(String(row.id)) }));
}

/**
 * One page of a tree table's top rows; while searching (`isSearch`), of every match. `scope` is the
 * data schemes' condition alone, which decides which parents the caller can open.
 */
export async function treeTopPage(
  query: ShapeQuery,
  field: string,
  window: { offset: number; limit: number },
  { isSearch, scope }: { isSearch: boolean; scope: SQL[] },
): Promise<{ rows: Json[]; total: number | ListTotal }> {
  const where = isSearch ? query.where : [...query.where, isTopRow(query, field, scope)];
  const page = await query.store.page(query.db, { where, order: query.order, ...window });
  return { rows: await withHasChildren(query, field, page.rows), total: page.total };
}
