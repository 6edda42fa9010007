import type { Language } from '@platform/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  moduleButtons,
  moduleColumns,
  moduleForms,
  modules,
  organizations,
  positions,
  roles,
  systems,
  userRelations,
  users,
} from '../../../db/schema/index.ts';
import { translatedText } from '../../system/translation/translation.repository.ts';
import type { MenuRow, ResourceSets } from './menu-tree.ts';

/** Enabled systems, named in `language`. */
export async function findEnabledSystems(db: Db, language: Language) {
  return db
    .select({
      id: systems.id,
      fullName: translatedText('system', 'fullName', systems.id, systems.fullName, language),
      enCode: systems.enCode,
      icon: systems.icon,
      isMain: systems.isMain,
    })
    .from(systems)
    .where(eq(systems.enabledMark, 1))
    .orderBy(asc(systems.sortCode), asc(systems.id));
}

/** Enabled menus of one category (Web or App) in enabled systems, named in `language`. */
export async function findEnabledMenus(
  db: Db,
  category: string,
  systemIds: string[],
  language: Language,
): Promise<MenuRow[]> {
  if (systemIds.length === 0) return [];
  return db
    .select({
      id: modules.id,
      systemId: modules.systemId,
      parentId: modules.parentId,
      type: modules.type,
      fullName: translatedText('module', 'fullName', modules.id, modules.fullName, language),
      enCode: modules.enCode,
      icon: modules.icon,
      urlAddress: modules.urlAddress,
      linkTarget: modules.linkTarget,
      category: modules.category,
      propertyJson: modules.propertyJson,
      sortCode: modules.sortCode,
      isHidden: modules.isHidden,
      isColumnAuthorize: modules.isColumnAuthorize,
      isFormAuthorize: modules.isFormAuthorize,
    })
    .from(modules)
    .where(
      and(eq(modules.enabledMark, 1), eq(modules.category, category), inArray(modules.systemId, systemIds)),
    )
    .orderBy(asc(modules.sortCode), asc(modules.id));
}

/** Enabled button, column and form resources of the given menus. */
export async function findResources(db: Db, moduleIds: string[]): Promise<ResourceSets> {
  if (moduleIds.length === 0) return { buttons: [], columns: [], forms: [] };
  const load = (table: typeof moduleButtons) =>
    db
      .select({ id: table.id, moduleId: table.moduleId, fullName: table.fullName, enCode: table.enCode })
      .from(table)
      .where(and(eq(table.enabledMark, 1), inArray(table.moduleId, moduleIds)))
      .orderBy(asc(table.sortCode), asc(table.id));
  const [buttons, columns, forms] = await Promise.all([
    load(moduleButtons),
    load(moduleColumns),
    load(moduleForms),
  ]);
  return { buttons, columns, forms };
}

/**
 * The user with their department (category, name, "company/department" path) and the ids of the users
 * they manage, in one query: CurrentUser runs on every page load.
 */
export async function findProfile(db: Db, userId: string) {
  const rows = await db
    .select({
      user: users,
      organizeCategory: organizations.category,
      organizeName: organizations.fullName,
      organizeIdPath: organizations.idPath,
      organizePath: sql<
        string | null
      >`(select string_agg(o.full_name, '/' order by array_position(string_to_array(${organizations.idPath}, ','), o.id)) from ${organizations} o where o.id = any(string_to_array(${organizations.idPath}, ',')))`,
      subordinates: sql<
        string[] | null
      >`(select array_agg(s.id order by s.sort_code, s.id) from ${users} s where s.manager_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** The user's enabled positions (with names) and enabled role ids, in one query. */
export async function findPositionsAndRoles(db: Db, userId: string) {
  const rows = await db
    .select({
      objectType: userRelations.objectType,
      objectId: userRelations.objectId,
      positionName: positions.fullName,
      positionOrganizeId: positions.organizeId,
      positionEnabled: positions.enabledMark,
      roleEnabled: roles.enabledMark,
    })
    .from(userRelations)
    .leftJoin(
      positions,
      and(eq(userRelations.objectType, 'Position'), eq(positions.id, userRelations.objectId)),
    )
    .leftJoin(roles, and(eq(userRelations.objectType, 'Role'), eq(roles.id, userRelations.objectId)))
    .where(and(eq(userRelations.userId, userId), inArray(userRelations.objectType, ['Position', 'Role'])))
    .orderBy(asc(userRelations.sortCode), asc(positions.sortCode));
  return {
    positions: rows
      .filter((r) => r.objectType === 'Position' && r.positionEnabled === 1)
      .map((r) => ({ id: r.objectId, name: r.positionName ?? '', organizeId: r.positionOrganizeId })),
    roleIds: rows.filter((r) => r.objectType === 'Role' && r.roleEnabled === 1).map((r) => r.objectId),
  };
}
