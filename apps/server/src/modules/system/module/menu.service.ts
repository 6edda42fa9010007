import {
  type CreatedId,
  isMenuGroupType,
  type Language,
  type MenuBody,
  type MenuInfo,
  type MenuListQuery,
  type MenuSelectorList,
  type MenuSelectorQuery,
  type MenuTreeList,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import {
  countChildMenus,
  deleteMenuCascade,
  findMenu,
  insertMenu,
  isMenuCodeTaken,
  listMenuRows,
  type MenuRow,
  updateMenu,
} from './menu.repository.ts';
import { isSelfOrDescendant, menuTree, selectorTree, toMenuInfo, typedFields } from './menu-rules.ts';
import { findSystem } from './system.repository.ts';

/*
 * Menus (菜单管理, issue 3). Checks and writes of one save run in one transaction, so a refused save
 * changes nothing; every change bumps the permission version because menus feed CurrentUser and the
 * route guard.
 */

async function requireMenu(db: AppContext['db'] | Tx, id: string): Promise<MenuRow> {
  const row = await findMenu(db, id);
  if (!row) throw notFound('menu.notFound');
  return row;
}

/** The parent rules: '-1' or an existing directory/folder of the same system and category, never below itself. */
async function checkParent(tx: Tx, body: MenuBody, selfId?: string): Promise<void> {
  if (body.parentId === '-1') return;
  const parent = await findMenu(tx, body.parentId);
  if (!parent) throw badRequest('menu.parentNotFound');
  if (parent.systemId !== body.systemId || parent.category !== body.category) {
    throw badRequest('menu.parentOtherSystem');
  }
  if (selfId) {
    const rows = await listMenuRows(tx, body.systemId, body.category);
    if (isSelfOrDescendant(rows, selfId, parent.id)) throw badRequest('menu.parentCycle');
  }
  if (!isMenuGroupType(parent.type)) throw badRequest('menu.parentNotGroup');
}

async function checkCode(tx: Tx, body: MenuBody, selfId?: string): Promise<void> {
  if (await isMenuCodeTaken(tx, body, selfId)) throw badRequest('menu.duplicateCode', { code: body.enCode });
}

function valuesOf(body: MenuBody, now: Date) {
  return {
    systemId: body.systemId,
    parentId: body.parentId,
    category: body.category,
    type: body.type,
    fullName: body.fullName,
    enCode: body.enCode,
    icon: body.icon ?? null,
    isHidden: body.isHidden,
    description: body.description ?? null,
    sortCode: body.sortCode,
    enabledMark: body.enabledMark,
    updatedAt: now,
    ...typedFields(body),
  };
}

async function inTransaction<T>(ctx: AppContext, code: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('menu.duplicateCode', { code });
    throw err;
  }
}

/** The menu tree named in the caller's language (the edit dialog reads the zh-CN name through getMenu). */
export async function listMenus(
  ctx: AppContext,
  query: MenuListQuery,
  language: Language,
): Promise<MenuTreeList> {
  const rows = await listMenuRows(ctx.db, query.systemId, query.category, language);
  return { list: menuTree(rows, query.keyword) };
}

/** Parent picker: directories and folders of the system, without `id` and its subtree ('0' excludes nothing). */
export async function menuSelector(
  ctx: AppContext,
  id: string,
  query: MenuSelectorQuery,
  language: Language,
): Promise<MenuSelectorList> {
  const rows = await listMenuRows(ctx.db, query.systemId, query.category, language);
  return { list: selectorTree(rows, id === '0' ? undefined : id) };
}

export async function getMenu(ctx: AppContext, id: string): Promise<MenuInfo> {
  return toMenuInfo(await requireMenu(ctx.db, id));
}

export async function createMenu(ctx: AppContext, body: MenuBody): Promise<CreatedId> {
  const values = valuesOf(body, ctx.now());
  const id = newId();
  await inTransaction(ctx, body.enCode, async (tx) => {
    if (!(await findSystem(tx, body.systemId))) throw badRequest('system.notFound');
    await checkParent(tx, body);
    await checkCode(tx, body);
    await insertMenu(tx, id, values);
  });
  await bumpPermissionVersion(ctx);
  return { id };
}

/** A menu stays in its system and category; a menu with children stays a directory or folder. */
export async function editMenu(ctx: AppContext, id: string, body: MenuBody): Promise<void> {
  const values = valuesOf(body, ctx.now());
  await inTransaction(ctx, body.enCode, async (tx) => {
    const row = await requireMenu(tx, id);
    if (row.systemId !== body.systemId || row.category !== body.category)
      throw badRequest('menu.systemChanged');
    await checkParent(tx, body, id);
    if (!isMenuGroupType(body.type) && (await countChildMenus(tx, id)) > 0) {
      throw badRequest('menu.typeChangeWithChildren');
    }
    await checkCode(tx, body, id);
    await updateMenu(tx, id, values);
  });
  await bumpPermissionVersion(ctx);
}

/** Flips enabledMark; a disabled directory hides its whole subtree from CurrentUser. */
export async function toggleMenuState(ctx: AppContext, id: string): Promise<void> {
  const row = await requireMenu(ctx.db, id);
  await updateMenu(ctx.db, id, { enabledMark: row.enabledMark === 1 ? 0 : 1, updatedAt: ctx.now() });
  await bumpPermissionVersion(ctx);
}

/** Refused while the menu has children; otherwise removes it with its resources and grants. */
export async function removeMenu(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireMenu(tx, id);
    if ((await countChildMenus(tx, id)) > 0) throw badRequest('menu.hasChildren');
    await deleteMenuCascade(tx, id);
  });
  await bumpPermissionVersion(ctx);
}
