import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { moduleButtons, moduleColumns, moduleForms, modules, systems } from '../../../db/schema/index.ts';

export async function findSystem(db: Db, id: string) {
  const rows = await db
    .select({ id: systems.id, enabledMark: systems.enabledMark })
    .from(systems)
    .where(eq(systems.id, id))
    .limit(1);
  return rows[0];
}

export async function hasGrantedModuleInSystem(
  db: Db,
  systemId: string,
  moduleIds: string[],
): Promise<boolean> {
  if (moduleIds.length === 0) return false;
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.systemId, systemId), eq(modules.enabledMark, 1), inArray(modules.id, moduleIds)))
    .limit(1);
  return rows.length > 0;
}

export interface ModuleNodeRow {
  id: string;
  parentId: string;
  fullName: string;
  icon: string | null;
  category: string;
  sortCode: number;
}

/** Enabled menus, limited to `ids` unless null (administrators see everything), in one system if given. */
export async function findEnabledModules(
  db: Db,
  ids: string[] | null,
  systemId: string | null,
): Promise<ModuleNodeRow[]> {
  if (ids !== null && ids.length === 0) return [];
  const conditions: SQL[] = [eq(modules.enabledMark, 1)];
  if (ids !== null) conditions.push(inArray(modules.id, ids));
  if (systemId) conditions.push(eq(modules.systemId, systemId));
  return db
    .select({
      id: modules.id,
      parentId: modules.parentId,
      fullName: modules.fullName,
      icon: modules.icon,
      category: modules.category,
      sortCode: modules.sortCode,
    })
    .from(modules)
    .where(and(...conditions))
    .orderBy(asc(modules.sortCode), asc(modules.id));
}

export type ResourceKind = 'button' | 'column' | 'form';
const RESOURCE_TABLES = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

export interface ResourceRow {
  id: string;
  moduleId: string;
  fullName: string;
  icon: string | null;
  sortCode: number;
}

/** Enabled buttons/columns/forms of the given menus, limited to `ids` unless null. */
export async function findEnabledResources(
  db: Db,
  kind: ResourceKind,
  moduleIds: string[],
  ids: string[] | null,
): Promise<ResourceRow[]> {
  if (moduleIds.length === 0 || (ids !== null && ids.length === 0)) return [];
  const table = RESOURCE_TABLES[kind];
  const conditions: SQL[] = [eq(table.enabledMark, 1), inArray(table.moduleId, moduleIds)];
  if (ids !== null) conditions.push(inArray(table.id, ids));
  return db
    .select({
      id: table.id,
      moduleId: table.moduleId,
      fullName: table.fullName,
      icon: table.icon,
      sortCode: table.sortCode,
    })
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(table.sortCode), asc(table.id));
}
