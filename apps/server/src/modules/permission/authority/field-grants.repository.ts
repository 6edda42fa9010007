import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  moduleColumns,
  moduleForms,
  moduleSchemes,
  modules,
  organizations,
  users,
} from '../../../db/schema/index.ts';

/** The enabled menus with this enCode (one per system and category) and their authorize switches. */
export async function findMenusByCode(db: Db, moduleCode: string) {
  return db
    .select({
      id: modules.id,
      isColumnAuthorize: modules.isColumnAuthorize,
      isFormAuthorize: modules.isFormAuthorize,
      isDataAuthorize: modules.isDataAuthorize,
    })
    .from(modules)
    .where(and(eq(modules.enCode, moduleCode), eq(modules.enabledMark, 1)));
}

/** Enabled column or form-field resources of the menus. */
export async function findFieldResources(db: Db, kind: 'column' | 'form', menuIds: string[]) {
  if (menuIds.length === 0) return [];
  const table = kind === 'column' ? moduleColumns : moduleForms;
  return db
    .select({
      id: table.id,
      enCode: table.enCode,
      fullName: table.fullName,
      fieldRule: table.fieldRule,
      childTableKey: table.childTableKey,
    })
    .from(table)
    .where(and(inArray(table.moduleId, menuIds), eq(table.enabledMark, 1)))
    .orderBy(asc(table.sortCode), asc(table.id));
}

/** Enabled data schemes of the menus. */
export async function findSchemes(db: Db, menuIds: string[]) {
  if (menuIds.length === 0) return [];
  return db
    .select({
      id: moduleSchemes.id,
      moduleId: moduleSchemes.moduleId,
      enCode: moduleSchemes.enCode,
      fullName: moduleSchemes.fullName,
      conditionJson: moduleSchemes.conditionJson,
      matchLogic: moduleSchemes.matchLogic,
      allData: moduleSchemes.allData,
    })
    .from(moduleSchemes)
    .where(and(inArray(moduleSchemes.moduleId, menuIds), eq(moduleSchemes.enabledMark, 1)))
    .orderBy(asc(moduleSchemes.sortCode), asc(moduleSchemes.id));
}

/** What the data-scheme variables of a user resolve from (@organizeId, @positionId). */
export async function findSchemeUser(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: users.id, organizeId: users.organizeId, positionId: users.positionId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The organization and every organization below it (id_path holds the ids from the top down). */
export async function findOrganizeAndSub(db: Db, organizeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizeId} = any(string_to_array(${organizations.idPath}, ','))`);
  return rows.map((r) => r.id);
}

/**
 * The ids (of idColumn's table) that pass a condition over that table, among `ids` when given (the
 * caller's data schemes: one row for a detail, every row for a list built in memory).
 */
export async function findIdsMatching(
  db: Db,
  idColumn: PgColumn,
  condition: SQL,
  ids?: readonly string[],
): Promise<Set<string>> {
  if (ids?.length === 0) return new Set();
  const rows = await db
    .select({ id: sql<string>`${idColumn}` })
    .from(idColumn.table)
    .where(ids ? and(inArray(idColumn, [...ids]), condition) : condition);
  return new Set(rows.map((r) => r.id));
}
