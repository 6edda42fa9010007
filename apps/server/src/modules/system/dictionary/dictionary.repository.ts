import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dictionaryData, dictionaryTypes } from '../../../db/schema/index.ts';

export type DictionaryTypeRow = typeof dictionaryTypes.$inferSelect;
export type DictionaryDataRow = typeof dictionaryData.$inferSelect;

/*
 * SQL of the dictionaries. Categories and a category's entries are small sets read whole and nested
 * in memory; every value is a bound parameter.
 */

const TYPE_ORDER = [asc(dictionaryTypes.sortCode), asc(dictionaryTypes.enCode), asc(dictionaryTypes.id)];
const DATA_ORDER = [asc(dictionaryData.sortCode), asc(dictionaryData.enCode), asc(dictionaryData.id)];

export function findDictionaryTypes(db: Db): Promise<DictionaryTypeRow[]> {
  return db
    .select()
    .from(dictionaryTypes)
    .orderBy(...TYPE_ORDER);
}

export async function findDictionaryType(db: Db, id: string): Promise<DictionaryTypeRow | undefined> {
  const [row] = await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)).limit(1);
  return row;
}

/** Another category with this name, if any. */
export async function findDictionaryTypeNamed(db: Db, fullName: string, exceptId?: string) {
  const [row] = await db
    .select({ id: dictionaryTypes.id })
    .from(dictionaryTypes)
    .where(
      and(eq(dictionaryTypes.fullName, fullName), exceptId ? ne(dictionaryTypes.id, exceptId) : undefined),
    )
    .limit(1);
  return row;
}

/** Sub-categories plus entries: what blocks a category's delete. */
export async function countDictionaryTypeUsers(db: Db, id: string): Promise<number> {
  const [[types], [data]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(dictionaryTypes)
      .where(eq(dictionaryTypes.parentId, id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, id)),
  ]);
  return (types?.n ?? 0) + (data?.n ?? 0);
}

/** Sets the root (0 业务 / 1 系统) of these categories. */
export async function updateDictionaryTypeCategories(db: Db, ids: readonly string[], category: number) {
  if (ids.length === 0) return;
  await db
    .update(dictionaryTypes)
    .set({ category })
    .where(inArray(dictionaryTypes.id, [...ids]));
}

/**
 * The ids and codes of the enabled entries of the category named by id or code (an id wins over a
 * code), in one statement; an unknown category has none.
 */
export async function findEnabledEntryKeys(db: Db, typeRef: string) {
  const rows = await db
    .select({ typeId: dictionaryTypes.id, id: dictionaryData.id, enCode: dictionaryData.enCode })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(
      and(
        eq(dictionaryData.enabledMark, 1),
        or(eq(dictionaryTypes.id, typeRef), eq(dictionaryTypes.enCode, typeRef)),
      ),
    );
  const byId = rows.filter((row) => row.typeId === typeRef);
  return byId.length > 0 ? byId : rows;
}

/** A category's entries in display order, only the enabled ones when asked. */
export function findDictionaryDataOfType(
  db: Db,
  typeId: string,
  options: { enabledOnly?: boolean } = {},
): Promise<DictionaryDataRow[]> {
  return db
    .select()
    .from(dictionaryData)
    .where(
      and(
        eq(dictionaryData.dictionaryTypeId, typeId),
        options.enabledOnly ? eq(dictionaryData.enabledMark, 1) : undefined,
      ),
    )
    .orderBy(...DATA_ORDER);
}

/** The enabled entries of every category (GET /DictionaryData/All). */
export function findEnabledDictionaryData(db: Db): Promise<DictionaryDataRow[]> {
  return db
    .select()
    .from(dictionaryData)
    .where(eq(dictionaryData.enabledMark, 1))
    .orderBy(...DATA_ORDER);
}

/** The entries of these categories (an export). */
export function findDictionaryDataOfTypes(db: Db, typeIds: readonly string[]): Promise<DictionaryDataRow[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dictionaryData)
    .where(inArray(dictionaryData.dictionaryTypeId, [...typeIds]))
    .orderBy(...DATA_ORDER);
}

export async function findDictionaryData(db: Db, id: string): Promise<DictionaryDataRow | undefined> {
  const [row] = await db.select().from(dictionaryData).where(eq(dictionaryData.id, id)).limit(1);
  return row;
}

/** Another entry of the category with this value in `field` (name or code), if any. */
export async function findDictionaryDataClash(
  db: Db,
  typeId: string,
  field: 'fullName' | 'enCode',
  value: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(
      and(
        eq(dictionaryData.dictionaryTypeId, typeId),
        eq(dictionaryData[field], value),
        exceptId ? ne(dictionaryData.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The number of child entries (what blocks an entry's delete). */
export async function countDictionaryDataChildren(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dictionaryData)
    .where(eq(dictionaryData.parentId, id));
  return row?.n ?? 0;
}

/** The ids among these that entries already have (an import's clashes). */
export async function findTakenDictionaryDataIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(inArray(dictionaryData.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function insertDictionaryTypes(db: Db, rows: (typeof dictionaryTypes.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(dictionaryTypes).values(rows);
}

export async function insertDictionaryData(db: Db, rows: (typeof dictionaryData.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(dictionaryData).values(rows.slice(start, start + 1000));
  }
}
