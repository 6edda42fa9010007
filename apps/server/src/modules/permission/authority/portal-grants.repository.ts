import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { modules, users } from '../../../db/schema/index.ts';

/** Menu type of a dynamic portal: its propertyJson names the portal ({moduleId}). */
const PORTAL_MENU_TYPE = 8;

/** A grantable portal (ADR 0008): the moduleId of dynamic-portal menus, named after the first one. */
export interface PortalRow {
  id: string;
  fullName: string;
  systemId: string;
  /** The first menu that shows the portal (the explainer's moduleId). */
  menuId: string;
  /** 1 when one of the menus showing it is enabled. */
  enabledMark: number;
}

function portalIdOf(propertyJson: string | null): string | undefined {
  if (!propertyJson) return undefined;
  try {
    const parsed: unknown = JSON.parse(propertyJson);
    if (typeof parsed !== 'object' || parsed === null || !('moduleId' in parsed)) return undefined;
    const { moduleId } = parsed;
    return typeof moduleId === 'string' && moduleId.length > 0 && moduleId.length <= 64
      ? moduleId
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every portal, in menu order. Portals have no table of their own yet (the portal module comes
 * later); when it lands this reads its table instead and the grant rows keep their ids.
 */
export async function listPortals(db: Db): Promise<PortalRow[]> {
  const menus = await db
    .select({
      id: modules.id,
      systemId: modules.systemId,
      fullName: modules.fullName,
      propertyJson: modules.propertyJson,
      enabledMark: modules.enabledMark,
    })
    .from(modules)
    .where(eq(modules.type, PORTAL_MENU_TYPE))
    .orderBy(asc(modules.sortCode), asc(modules.id));
  const portals = new Map<string, PortalRow>();
  for (const menu of menus) {
    const id = portalIdOf(menu.propertyJson);
    if (!id) continue;
    const known = portals.get(id);
    if (known) {
      if (menu.enabledMark === 1) known.enabledMark = 1;
      continue;
    }
    portals.set(id, {
      id,
      fullName: menu.fullName,
      systemId: menu.systemId,
      menuId: menu.id,
      enabledMark: menu.enabledMark === 1 ? 1 : 0,
    });
  }
  return [...portals.values()];
}

/** users.portal_id: the portal the user chose for their home (null = none chosen). */
export async function findUserPortalId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ portalId: users.portalId }).from(users).where(eq(users.id, userId));
  return row?.portalId ?? null;
}
