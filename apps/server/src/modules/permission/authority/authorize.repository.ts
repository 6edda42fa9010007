import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  authorizations,
  groups,
  moduleButtons,
  moduleColumns,
  moduleForms,
  moduleSchemes,
  modules,
  positions,
  roles,
  systems,
  userRelations,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import type { ListTotal } from '../../../shared/record-kit/list-total.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import type { GrantObject } from './authority.repository.ts';

/** Name, code and state of a holder of grants (users: realName and account). */
export interface HolderRow {
  id: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
}

const holderTables = { Role: roles, Position: positions, Group: groups } as const;

/** The holders among the ids, by type; unknown ids (and, with `scope`, those outside it) are absent. */
export async function findHolders(
  db: Db,
  objectType: GrantObject['objectType'],
  ids: string[],
  scope?: SQL,
): Promise<HolderRow[]> {
  if (ids.length === 0) return [];
  if (objectType === 'User') {
    return db
      .select({
        id: users.id,
        fullName: users.realName,
        enCode: users.account,
        enabledMark: users.enabledMark,
      })
      .from(users)
      .where(and(inArray(users.id, ids), scope));
  }
  const table = holderTables[objectType];
  return db
    .select({ id: table.id, fullName: table.fullName, enCode: table.enCode, enabledMark: table.enabledMark })
    .from(table)
    .where(and(inArray(table.id, ids), scope));
}

/** One page of holders of a type, matched on name or code (account), by sort code; `scope` narrows it. */
export async function searchHolders(
  db: Db,
  objectType: GrantObject['objectType'],
  filter: { keyword?: string; scope?: SQL; offset: number; limit: number },
): Promise<{ rows: HolderRow[]; total: ListTotal }> {
  const table = objectType === 'User' ? undefined : holderTables[objectType];
  const columns = table
    ? {
        id: table.id,
        fullName: table.fullName,
        enCode: table.enCode,
        enabledMark: table.enabledMark,
        sortCode: table.sortCode,
      }
    : {
        id: users.id,
        fullName: users.realName,
        enCode: users.account,
        enabledMark: users.enabledMark,
        sortCode: users.sortCode,
      };
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    pattern ? or(ilike(columns.fullName, pattern), ilike(columns.enCode, pattern)) : undefined,
    filter.scope,
  );
  const from = table ?? users;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: columns.id,
        fullName: columns.fullName,
        enCode: columns.enCode,
        enabledMark: columns.enabledMark,
      })
      .from(from)
      .where(where)
      .orderBy(asc(columns.sortCode), asc(columns.enCode))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, from, where),
  ]);
  return { rows, total };
}

export async function listSystems(db: Db) {
  return db
    .select({
      id: systems.id,
      fullName: systems.fullName,
      enCode: systems.enCode,
      icon: systems.icon,
      enabledMark: systems.enabledMark,
    })
    .from(systems)
    .orderBy(asc(systems.sortCode), asc(systems.id));
}

const menuColumns = {
  id: modules.id,
  parentId: modules.parentId,
  systemId: modules.systemId,
  fullName: modules.fullName,
  enCode: modules.enCode,
  icon: modules.icon,
  type: modules.type,
  category: modules.category,
  enabledMark: modules.enabledMark,
  sortCode: modules.sortCode,
};
export interface MenuRow {
  id: string;
  parentId: string;
  systemId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  type: number;
  category: string;
  enabledMark: number;
  sortCode: number;
}

/** Every menu (disabled ones too: a grant on a disabled menu comes back when it is enabled). */
export async function listMenus(db: Db, ids?: string[]): Promise<MenuRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select(menuColumns)
    .from(modules)
    .where(ids ? inArray(modules.id, ids) : undefined)
    .orderBy(asc(modules.sortCode), asc(modules.id));
}

/** The resource tables by grant item type. */
export const resourceTables = {
  button: moduleButtons,
  column: moduleColumns,
  form: moduleForms,
  resource: moduleSchemes,
} as const;
export type ResourceItemType = keyof typeof resourceTables;

export interface ResourceRow {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
}

/** Buttons, columns, form fields or data schemes: all of them, or those among the ids. */
export async function listResources(db: Db, type: ResourceItemType, ids?: string[]): Promise<ResourceRow[]> {
  if (ids && ids.length === 0) return [];
  const table = resourceTables[type];
  return db
    .select({
      id: table.id,
      moduleId: table.moduleId,
      fullName: table.fullName,
      enCode: table.enCode,
      enabledMark: table.enabledMark,
    })
    .from(table)
    .where(ids ? inArray(table.id, ids) : undefined)
    .orderBy(asc(table.sortCode), asc(table.id));
}

/** Data schemes with their conditions (explainer). */
export async function listSchemesWithConditions(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: moduleSchemes.id,
      moduleId: moduleSchemes.moduleId,
      fullName: moduleSchemes.fullName,
      enCode: moduleSchemes.enCode,
      enabledMark: moduleSchemes.enabledMark,
      allData: moduleSchemes.allData,
      matchLogic: moduleSchemes.matchLogic,
      conditionJson: moduleSchemes.conditionJson,
    })
    .from(moduleSchemes)
    .where(inArray(moduleSchemes.id, ids));
}

/** The grant rows (with their holder) of any of the holders. */
export async function findGrantsOf(db: Db, objects: readonly GrantObject[]) {
  if (objects.length === 0) return [];
  const byType = new Map<string, string[]>();
  for (const o of objects) byType.set(o.objectType, [...(byType.get(o.objectType) ?? []), o.objectId]);
  return db
    .select({
      objectType: authorizations.objectType,
      objectId: authorizations.objectId,
      itemType: authorizations.itemType,
      itemId: authorizations.itemId,
    })
    .from(authorizations)
    .where(
      or(
        ...[...byType].map(([type, ids]) =>
          and(eq(authorizations.objectType, type), inArray(authorizations.objectId, ids)),
        ),
      ),
    );
}

/** Direct holders of one item. */
export async function findHoldersOfItem(db: Db, itemType: string, itemId: string) {
  return db
    .select({ objectType: authorizations.objectType, objectId: authorizations.objectId })
    .from(authorizations)
    .where(and(eq(authorizations.itemType, itemType), eq(authorizations.itemId, itemId)));
}

const INSERT_CHUNK = 1_000;

/** Deletes every grant of one holder (inside the transaction that deletes or replaces them). */
export async function deleteGrantsOf(db: Db, holder: GrantObject): Promise<void> {
  await db
    .delete(authorizations)
    .where(
      and(eq(authorizations.objectType, holder.objectType), eq(authorizations.objectId, holder.objectId)),
    );
}

/** Replaces every grant of one holder (call inside a transaction). */
export async function replaceGrants(
  db: Db,
  holder: GrantObject,
  items: { itemType: string; itemId: string; id: string; createdAt: Date }[],
): Promise<void> {
  await deleteGrantsOf(db, holder);
  for (let i = 0; i < items.length; i += INSERT_CHUNK) {
    await db
      .insert(authorizations)
      .values(items.slice(i, i + INSERT_CHUNK).map((item) => ({ ...item, ...holder })));
  }
}

/** Every role, position and group membership of the user, enabled or not (explainer). */
export async function findMemberships(db: Db, userId: string) {
  return db
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId })
    .from(userRelations)
    .where(
      and(eq(userRelations.userId, userId), inArray(userRelations.objectType, ['Role', 'Position', 'Group'])),
    )
    .orderBy(asc(userRelations.sortCode), asc(userRelations.id));
}

/** users.is_administrator, or undefined for an unknown user. */
export async function findUserIsAdministrator(db: Db, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ isAdministrator: users.isAdministrator })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isAdministrator;
}
