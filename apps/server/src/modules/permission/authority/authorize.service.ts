import type {
  AuthorizeData,
  AuthorizeHolderList,
  AuthorizeHolderQuery,
  GrantedIds,
  GrantHolderType,
  GrantItemType,
  SaveAuthorizeBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { getGrantedItems } from './authority.service.ts';
import {
  findGrantsOf,
  findHolders,
  listMenus,
  listResources,
  listSystems,
  type ResourceItemType,
  replaceGrants,
  resourceTables,
  searchHolders,
} from './authorize.repository.ts';
import {
  holderScopeCondition,
  requireChangeableHolder,
  requireVisibleHolder,
  visibleScope,
} from './grant-scope.service.ts';
import { bumpPermissionVersion } from './permission-cache.ts';
import { listPortals } from './portal-grants.repository.ts';

const RESOURCE_TYPES = Object.keys(resourceTables) as ResourceItemType[];
const ITEM_TYPES: GrantItemType[] = ['system', 'module', ...RESOURCE_TYPES, 'portal'];
type Caller = Pick<SessionUser, 'userId' | 'isAdministrator'>;

const emptyGranted = (): GrantedIds => ({
  system: [],
  module: [],
  button: [],
  column: [],
  form: [],
  resource: [],
  portal: [],
});

async function requireHolder(ctx: AppContext, objectType: GrantHolderType, objectId: string) {
  const [holder] = await findHolders(ctx.db, objectType, [objectId]);
  if (!holder) throw notFound('authorize.holderNotFound');
  return holder;
}

/**
 * GET /permission/Authority/Data/{objectId}: every system, menu, resource and portal (disabled ones
 * flagged) and the ids the holder is granted. Grants whose item no longer exists are left out, so
 * saving the screen back drops them instead of failing. Delegates see holders of their scope only.
 */
export async function getAuthorizeData(
  ctx: AppContext,
  caller: Caller,
  objectType: GrantHolderType,
  objectId: string,
): Promise<AuthorizeData> {
  const holder = await requireHolder(ctx, objectType, objectId);
  await requireVisibleHolder(ctx, caller, objectType, objectId);
  const [systems, menus, buttons, columns, forms, schemes, portals, grants] = await Promise.all([
    listSystems(ctx.db),
    listMenus(ctx.db),
    listResources(ctx.db, 'button'),
    listResources(ctx.db, 'column'),
    listResources(ctx.db, 'form'),
    listResources(ctx.db, 'resource'),
    listPortals(ctx.db),
    findGrantsOf(ctx.db, [{ objectType, objectId }]),
  ]);
  const existing: Record<GrantItemType, Set<string>> = {
    system: new Set(systems.map((s) => s.id)),
    module: new Set(menus.map((m) => m.id)),
    button: new Set(buttons.map((b) => b.id)),
    column: new Set(columns.map((c) => c.id)),
    form: new Set(forms.map((f) => f.id)),
    resource: new Set(schemes.map((s) => s.id)),
    portal: new Set(portals.map((p) => p.id)),
  };
  const granted = emptyGranted();
  for (const g of grants) {
    const type = g.itemType as GrantItemType;
    if (existing[type]?.has(g.itemId)) granted[type].push(g.itemId);
  }
  return {
    objectType,
    objectId,
    objectName: holder.fullName,
    systems,
    menus,
    buttons,
    columns,
    forms,
    schemes,
    portals: portals.map(({ id, fullName, systemId, enabledMark }) => ({
      id,
      fullName,
      systemId,
      enabledMark,
    })),
    granted,
  };
}

const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];

/**
 * PUT /permission/Authority/Data/{objectId}: replaces every grant of the holder in one transaction.
 * Refused, with nothing written: an id that does not exist (400), a button/column/form/scheme whose
 * menu is not in `module` (400: the screen always sends the menu with its resources, so a missing one
 * is a client error worth seeing rather than a grant silently dropped), and — for callers who are not
 * administrators — a holder outside their organization scope, adding or removing alike (404 / 401,
 * grant-scope.service), and adding an item the caller does not hold (401: no escalation through this
 * screen). Affected users see the change on their next request (permission version bump).
 */
export async function saveAuthorize(
  ctx: AppContext,
  caller: SessionUser,
  objectId: string,
  body: SaveAuthorizeBody,
): Promise<void> {
  const { objectType } = body;
  const holder = await requireHolder(ctx, objectType, objectId);
  await requireChangeableHolder(ctx, caller, objectType, objectId, holder.fullName);
  const wanted: GrantedIds = {
    system: unique(body.system),
    module: unique(body.module),
    button: unique(body.button),
    column: unique(body.column),
    form: unique(body.form),
    resource: unique(body.resource),
    portal: unique(body.portal),
  };
  const names = await checkItems(ctx, wanted);
  if (!caller.isAdministrator) await checkNoEscalation(ctx, caller, { objectType, objectId }, wanted, names);
  const now = ctx.now();
  const rows = ITEM_TYPES.flatMap((itemType) =>
    wanted[itemType].map((itemId) => ({ id: newId(), itemType, itemId, createdAt: now })),
  );
  await ctx.db.transaction(async (tx) => {
    await replaceGrants(tx, { objectType, objectId }, rows);
  });
  // After the commit, on the shared handle: the bump also refreshes this process's version memo.
  await bumpPermissionVersion(ctx);
}

/** Checks that every id exists and every resource comes with its menu; returns display names by id. */
async function checkItems(ctx: AppContext, wanted: GrantedIds): Promise<Map<string, string>> {
  const [systems, portals, menus, ...resources] = await Promise.all([
    listSystems(ctx.db),
    wanted.portal.length > 0 ? listPortals(ctx.db) : [],
    listMenus(ctx.db, wanted.module),
    ...RESOURCE_TYPES.map((type) => listResources(ctx.db, type, wanted[type])),
  ]);
  const names = new Map<string, string>();
  const systemIds = new Set(systems.map((s) => s.id));
  const portalIds = new Set(portals.map((p) => p.id));
  for (const s of systems) names.set(s.id, s.fullName);
  for (const p of portals) names.set(p.id, p.fullName);
  for (const m of menus) names.set(m.id, m.fullName);
  const missingSystem = wanted.system.find((id) => !systemIds.has(id));
  if (missingSystem) throw badRequest('authorize.unknownItem', { itemType: 'system', id: missingSystem });
  const missingPortal = wanted.portal.find((id) => !portalIds.has(id));
  if (missingPortal) throw badRequest('authorize.unknownItem', { itemType: 'portal', id: missingPortal });
  const missingMenu = wanted.module.find((id) => !names.has(id));
  if (missingMenu) throw badRequest('authorize.unknownItem', { itemType: 'module', id: missingMenu });
  const menuIds = new Set(wanted.module);
  for (const [index, type] of RESOURCE_TYPES.entries()) {
    const rows = resources[index] ?? [];
    const found = new Map(rows.map((r) => [r.id, r]));
    const missing = wanted[type].find((id) => !found.has(id));
    if (missing) throw badRequest('authorize.unknownItem', { itemType: type, id: missing });
    for (const row of rows) {
      names.set(row.id, row.fullName);
      if (menuIds.has(row.moduleId)) continue;
      const [menu] = await listMenus(ctx.db, [row.moduleId]);
      throw badRequest('authorize.menuNotGranted', {
        name: row.fullName,
        menu: menu?.fullName ?? row.moduleId,
      });
    }
  }
  return names;
}

/** A caller who is not an administrator may add only what they hold themselves; removing is free. */
async function checkNoEscalation(
  ctx: AppContext,
  caller: SessionUser,
  holder: { objectType: GrantHolderType; objectId: string },
  wanted: GrantedIds,
  names: Map<string, string>,
): Promise<void> {
  const [own, current] = await Promise.all([
    getGrantedItems(ctx, caller.userId),
    findGrantsOf(ctx.db, [holder]),
  ]);
  const ownByType: Record<GrantItemType, Set<string>> = {
    system: own.systems,
    module: own.modules,
    button: own.buttons,
    column: own.columns,
    form: own.forms,
    resource: own.resources,
    portal: own.portals,
  };
  const already = new Set(current.map((g) => `${g.itemType}:${g.itemId}`));
  for (const type of ITEM_TYPES) {
    const added = wanted[type].find((id) => !already.has(`${type}:${id}`) && !ownByType[type].has(id));
    if (added) throw forbidden('authorize.cannotGrantUnheld', { name: names.get(added) ?? added });
  }
}

/** GET /permission/Authority/Holders: the left-hand picker of the grant screen (delegates: their scope). */
export async function listHolders(
  ctx: AppContext,
  caller: Caller,
  query: AuthorizeHolderQuery,
): Promise<AuthorizeHolderList> {
  const scope = await visibleScope(ctx, caller);
  const { rows, total } = await searchHolders(ctx.db, query.objectType, {
    keyword: query.keyword,
    scope: holderScopeCondition(query.objectType, scope),
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return pageOf(rows, total, query);
}
