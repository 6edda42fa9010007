import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  authorizations,
  groups,
  moduleButtons,
  modules,
  positions,
  roles,
  userRelations,
} from '../../../db/schema/index.ts';

export interface GrantObject {
  objectType: 'User' | 'Role' | 'Position' | 'Group';
  objectId: string;
}

const HOLDER_TYPES = ['Role', 'Position', 'Group'] as const;
type HolderType = (typeof HOLDER_TYPES)[number];
const isHolderType = (value: string): value is HolderType =>
  (HOLDER_TYPES as readonly string[]).includes(value);

/**
 * The user plus every enabled role, position and group they belong to: the holders of their grants.
 * One query (memberships joined to their enabled flags): it runs on every permission check.
 */
export async function findGrantObjects(db: Db, userId: string): Promise<GrantObject[]> {
  const rows = await db
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId })
    .from(userRelations)
    .leftJoin(roles, and(eq(userRelations.objectType, 'Role'), eq(roles.id, userRelations.objectId)))
    .leftJoin(
      positions,
      and(eq(userRelations.objectType, 'Position'), eq(positions.id, userRelations.objectId)),
    )
    .leftJoin(groups, and(eq(userRelations.objectType, 'Group'), eq(groups.id, userRelations.objectId)))
    .where(
      and(
        eq(userRelations.userId, userId),
        or(eq(roles.enabledMark, 1), eq(positions.enabledMark, 1), eq(groups.enabledMark, 1)),
      ),
    );
  const holders: GrantObject[] = [{ objectType: 'User', objectId: userId }];
  for (const { objectType, objectId } of rows) {
    if (isHolderType(objectType)) holders.push({ objectType, objectId });
  }
  return holders;
}

/** Item ids of the given types granted to any of the objects. */
export async function findGrantedItems(db: Db, objects: readonly GrantObject[]) {
  if (objects.length === 0) return [];
  const byType = new Map<string, string[]>();
  for (const o of objects) byType.set(o.objectType, [...(byType.get(o.objectType) ?? []), o.objectId]);
  const conditions = [...byType].map(([type, ids]) =>
    and(eq(authorizations.objectType, type), inArray(authorizations.objectId, ids)),
  );
  return db
    .select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations)
    .where(or(...conditions));
}

/** enCodes of the enabled menus among the ids. */
export async function findEnabledMenuCodes(db: Db, menuIds: string[]) {
  if (menuIds.length === 0) return [];
  return db
    .select({ id: modules.id, enCode: modules.enCode })
    .from(modules)
    .where(and(inArray(modules.id, menuIds), eq(modules.enabledMark, 1)));
}

/** Enabled buttons among the ids that belong to one of the menus, with the menu's enCode. */
export async function findEnabledButtonCodes(db: Db, buttonIds: string[], menuIds: string[]) {
  if (buttonIds.length === 0 || menuIds.length === 0) return [];
  return db
    .select({ moduleCode: modules.enCode, buttonCode: moduleButtons.enCode })
    .from(moduleButtons)
    .innerJoin(modules, eq(modules.id, moduleButtons.moduleId))
    .where(
      and(
        inArray(moduleButtons.id, buttonIds),
        eq(moduleButtons.enabledMark, 1),
        inArray(moduleButtons.moduleId, menuIds),
      ),
    );
}

/**
 * Display names of a menu (by enCode; Web before App) and of one of its buttons, for the refusal
 * message of the guard. Undefined names when the codes match nothing.
 */
export async function findMenuAndButtonNames(
  db: Db,
  moduleCode: string,
  buttonCode?: string,
): Promise<{ menu?: string; button?: string }> {
  const [menu] = await db
    .select({ id: modules.id, fullName: modules.fullName })
    .from(modules)
    .where(eq(modules.enCode, moduleCode))
    .orderBy(sql`${modules.category} = 'Web' desc`, asc(modules.sortCode), asc(modules.id))
    .limit(1);
  if (!menu || !buttonCode) return { menu: menu?.fullName };
  const [button] = await db
    .select({ fullName: moduleButtons.fullName })
    .from(moduleButtons)
    .where(and(eq(moduleButtons.moduleId, menu.id), eq(moduleButtons.enCode, buttonCode)))
    .limit(1);
  return { menu: menu.fullName, button: button?.fullName };
}
