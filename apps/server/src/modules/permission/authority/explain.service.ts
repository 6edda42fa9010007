import type { AuthorizeExplain, GrantSource, ViewAs } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { getCurrentUser } from '../../oauth/current-user/current-user.service.ts';
import type { GrantObject } from './authority.repository.ts';
import { getGrantObjects } from './authority.service.ts';
import {
  findGrantsOf,
  findHolders,
  findMemberships,
  findUserIsAdministrator,
  listMenus,
  listResources,
  listSchemesWithConditions,
  listSystems,
  type ResourceItemType,
} from './authorize.repository.ts';
import { requireVisibleUser } from './grant-scope.service.ts';
import { listPortals } from './portal-grants.repository.ts';
import { getUserPortals } from './portal-grants.service.ts';

type Caller = Pick<SessionUser, 'userId' | 'isAdministrator'>;

/*
 * The effective-permission explainer (issue 3, "beyond the original"): for one user, each granted
 * menu, button, column, form field, data scheme, system and portal with the holders that grant it —
 * the user directly, or one of their enabled roles, positions and groups — computed from the same
 * holders and grant rows as hasPermission and CurrentUser, so it cannot disagree with what the user
 * gets. Delegates explain users of their organization scope only (grant-scope.service).
 */

async function requireUser(ctx: AppContext, userId: string) {
  const [user] = await findHolders(ctx.db, 'User', [userId]);
  if (!user) throw notFound('grade.userNotFound');
  return user;
}

async function isAdministrator(ctx: AppContext, userId: string): Promise<boolean> {
  return (await findUserIsAdministrator(ctx.db, userId)) ?? false;
}

/** Every membership of the user with its name, flagged by whether its grants count (enabled). */
async function describeHolders(ctx: AppContext, userId: string, active: GrantObject[]) {
  const memberships = await findMemberships(ctx.db, userId);
  const activeKeys = new Set(active.map((o) => `${o.objectType}:${o.objectId}`));
  const holders: AuthorizeExplain['holders'] = [];
  for (const objectType of ['User', 'Role', 'Position', 'Group'] as const) {
    const ids =
      objectType === 'User'
        ? [userId]
        : memberships.filter((m) => m.objectType === objectType).map((m) => m.objectId);
    for (const h of await findHolders(ctx.db, objectType, ids)) {
      holders.push({
        objectType,
        objectId: h.id,
        fullName: h.fullName,
        enCode: h.enCode,
        enabledMark: h.enabledMark,
        isEnabled: activeKeys.has(`${objectType}:${h.id}`),
      });
    }
  }
  return holders;
}

export async function explainUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
): Promise<AuthorizeExplain> {
  const user = await requireUser(ctx, userId);
  await requireVisibleUser(ctx, caller, userId);
  const active = await getGrantObjects(ctx, userId);
  const [admin, holders, grants] = await Promise.all([
    isAdministrator(ctx, userId),
    describeHolders(ctx, userId, active),
    findGrantsOf(ctx.db, active),
  ]);
  const sources = new Map<string, GrantSource[]>();
  for (const g of grants) {
    const key = `${g.itemType}:${g.itemId}`;
    const objectType = g.objectType as GrantSource['objectType'];
    sources.set(key, [...(sources.get(key) ?? []), { objectType, objectId: g.objectId }]);
  }
  const idsOf = (type: string) => grants.filter((g) => g.itemType === type).map((g) => g.itemId);
  const unique = (ids: string[]) => [...new Set(ids)];
  const [systems, menus, buttons, columns, forms, schemes, portals] = await Promise.all([
    listSystems(ctx.db),
    listMenus(ctx.db, unique(idsOf('module'))),
    listResources(ctx.db, 'button', unique(idsOf('button'))),
    listResources(ctx.db, 'column', unique(idsOf('column'))),
    listResources(ctx.db, 'form', unique(idsOf('form'))),
    listSchemesWithConditions(ctx.db, unique(idsOf('resource'))),
    listPortals(ctx.db),
  ]);
  const enabledSystems = new Set(systems.filter((s) => s.enabledMark === 1).map((s) => s.id));
  const effectiveMenus = new Set(
    menus.filter((m) => m.enabledMark === 1 && enabledSystems.has(m.systemId)).map((m) => m.id),
  );
  const by = (type: string, id: string) => sources.get(`${type}:${id}`) ?? [];
  const resourceItems = (type: ResourceItemType, rows: typeof buttons) =>
    rows.map((r) => ({
      id: r.id,
      moduleId: r.moduleId,
      fullName: r.fullName,
      enCode: r.enCode,
      grantedBy: by(type, r.id),
      isEffective: r.enabledMark === 1 && effectiveMenus.has(r.moduleId),
    }));
  const grantedSystems = new Set(idsOf('system'));
  const grantedPortals = new Set(idsOf('portal'));
  return {
    userId,
    account: user.enCode,
    realName: user.fullName,
    isAdministrator: admin,
    holders,
    menus: menus.map((m) => ({
      id: m.id,
      moduleId: m.parentId,
      systemId: m.systemId,
      type: m.type,
      fullName: m.fullName,
      enCode: m.enCode,
      grantedBy: by('module', m.id),
      isEffective: effectiveMenus.has(m.id),
    })),
    buttons: resourceItems('button', buttons),
    columns: resourceItems('column', columns),
    forms: resourceItems('form', forms),
    schemes: schemes.map((s) => ({
      ...resourceItems('resource', [s])[0]!,
      allData: s.allData,
      matchLogic: s.matchLogic,
      conditionJson: s.conditionJson,
    })),
    systems: systems
      .filter((s) => grantedSystems.has(s.id))
      .map((s) => ({
        id: s.id,
        moduleId: '-1',
        fullName: s.fullName,
        enCode: s.enCode,
        grantedBy: by('system', s.id),
        isEffective: s.enabledMark === 1,
      })),
    portals: portals
      .filter((p) => grantedPortals.has(p.id))
      .map((p) => ({
        id: p.id,
        moduleId: p.menuId,
        fullName: p.fullName,
        enCode: p.id,
        grantedBy: by('portal', p.id),
        isEffective: p.enabledMark === 1,
      })),
  };
}

/**
 * GET /permission/Authority/ViewAs/{userId}: the menus and permissions CurrentUser gives that user,
 * built by the same code (and cache) as the user's own CurrentUser call, and the portals they may open.
 */
export async function viewAsUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  systemCode?: string,
): Promise<ViewAs> {
  const user = await requireUser(ctx, userId);
  await requireVisibleUser(ctx, caller, userId);
  const target: SessionUser = {
    userId,
    account: user.enCode,
    isAdministrator: await isAdministrator(ctx, userId),
    sessionId: '',
    isLocked: false,
    hasInitialPassword: false,
  };
  const [result, portals] = await Promise.all([
    getCurrentUser(ctx, target, { systemCode }),
    getUserPortals(ctx, target),
  ]);
  return {
    userId,
    account: user.enCode,
    realName: user.fullName,
    isAdministrator: target.isAdministrator,
    systemId: result.userInfo.systemId,
    routerList: result.routerList,
    menuList: result.menuList,
    permissionList: result.permissionList,
    portals: portals.portals,
    portalId: portals.portalId,
  };
}
