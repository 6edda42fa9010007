import {
  type CurrentUserInfo,
  type CurrentUserResponse,
  currentUserInfoSchema,
  DEFAULT_LANGUAGE,
  type Language,
  type MenuNode,
  menuNodeSchema,
  type PermissionEntry,
  permissionEntrySchema,
  type RouterSystem,
  routerSystemSchema,
  sysConfigInfoSchema,
} from '@platform/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import { PreSerialized, type SessionUser } from '../../../http/route.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import {
  type GrantedItems,
  getGrantedItemsOf,
  getGrantObjects,
  grantHoldersKey,
} from '../../permission/authority/authority.service.ts';
import { cachedByVersion, readPermissionVersion } from '../../permission/authority/permission-cache.ts';
import { listPortals } from '../../permission/authority/portal-grants.repository.ts';
import {
  homePortalId,
  openPortals,
  type UserPortals,
} from '../../permission/authority/portal-grants.service.ts';
import { getDefaultSignImageUrl } from '../../permission/current-user/sign-image.service.ts';
import { pathIds } from '../../permission/organize/organize-tree.ts';
import { getSysConfigIn } from '../../system/sys-config/sys-config.service.ts';
import { themeOf } from '../login/issue-login.ts';
import { ipAddressName } from '../login/login-audit.ts';
import {
  findEnabledMenus,
  findEnabledSystems,
  findPositionsAndRoles,
  findProfile,
  findResources,
} from './current-user.repository.ts';
import {
  buildMenuTrees,
  buildPermissionList,
  flattenMenus,
  openResourceMenus,
  visibleMenuIds,
} from './menu-tree.ts';

/** One system as a set of grants sees it. */
interface SystemView {
  system: RouterSystem;
  menuList: MenuNode[];
  /** Entries of this system's menus only. */
  permissionList: PermissionEntry[];
  /** menuList and permissionList checked against their schemas and as JSON text, made on first use. */
  json?: { menuList: string; permissionList: string };
}

const menuListSchema = z.array(menuNodeSchema);
const permissionListSchema = z.array(permissionEntrySchema);
const routerListSchema = z.array(routerSystemSchema);

/** The cached JSON of a view: schema-checked once per snapshot instead of once per request. */
function viewJson(view: SystemView | undefined): { menuList: string; permissionList: string } {
  if (!view) return { menuList: '[]', permissionList: '[]' };
  view.json ??= {
    menuList: JSON.stringify(menuListSchema.parse(view.menuList)),
    permissionList: JSON.stringify(permissionListSchema.parse(view.permissionList)),
  };
  return view.json;
}

/** What a set of grants sees: shared by every user with the same holders; only SystemView.json is added later. */
interface MenuSnapshot {
  systems: SystemView[];
  mainSystemId: string | undefined;
  /** The portals these grants open (ADR 0008); the user's home portal is picked from them. */
  portals: UserPortals['portals'];
}

async function computeSnapshot(
  ctx: AppContext,
  view: MenuView,
  granted?: GrantedItems,
): Promise<MenuSnapshot> {
  const [systems, portals] = await Promise.all([
    findEnabledSystems(ctx.db, view.language),
    listPortals(ctx.db),
  ]);
  const rows = await findEnabledMenus(
    ctx.db,
    view.category,
    systems.map((s) => s.id),
    view.language,
  );
  const trees = buildMenuTrees(rows, visibleMenuIds(rows, granted ? granted.modules : 'all'));
  const visible = systems.filter((s) => (trees.get(s.id)?.length ?? 0) > 0);
  const open = openResourceMenus(rows);
  const resources = await findResources(
    ctx.db,
    flattenMenus(visible.map((s) => trees.get(s.id) ?? [])).map((m) => m.id),
  );
  return {
    systems: visible.map((s) => {
      const menuList = trees.get(s.id) ?? [];
      return {
        system: { id: s.id, fullName: s.fullName, enCode: s.enCode, icon: s.icon },
        menuList,
        permissionList: buildPermissionList(flattenMenus([menuList]), resources, granted, open),
      };
    }),
    mainSystemId: systems.find((s) => s.isMain === 1)?.id,
    portals: openPortals(portals, granted),
  };
}

/** Which menus (Web or App) in which language: menu and system names come in the caller's language. */
interface MenuView {
  category: string;
  language: Language;
}

/**
 * Menus and permissions of the user, from the cache keyed by their grant holders, the menu view and the
 * version.
 */
async function menuSnapshot(ctx: AppContext, user: SessionUser, view: MenuView): Promise<MenuSnapshot> {
  const version = await readPermissionVersion(ctx.db);
  const viewKey = `${view.category}|${view.language}`;
  if (user.isAdministrator) {
    return cachedByVersion(ctx, `admin|${viewKey}`, version, () => computeSnapshot(ctx, view));
  }
  const objects = await getGrantObjects(ctx, user.userId);
  const key = `${viewKey}|${grantHoldersKey(objects)}`;
  return cachedByVersion(ctx, key, version, async () =>
    computeSnapshot(ctx, view, await getGrantedItemsOf(ctx, objects)),
  );
}

function pickCurrentSystem(
  snapshot: MenuSnapshot,
  preferred: (string | null | undefined)[],
): SystemView | undefined {
  for (const id of preferred) {
    const found = snapshot.systems.find((s) => s.system.id === id || s.system.enCode === id);
    if (found) return found;
  }
  return snapshot.systems[0];
}

/**
 * GET /oauth/CurrentUser. `type` non-empty asks for App menus; `systemCode` shows another of the
 * user's systems without saving the choice (PUT /permission/Users/Current/major saves it). Menu,
 * system and configured names come in `language` (the request's), zh-CN where not translated.
 */
async function currentUserParts(
  ctx: AppContext,
  user: SessionUser,
  query: { type?: string; systemCode?: string },
  language: Language,
) {
  const category = query.type ? 'App' : 'Web';
  const [snapshot, config, profile] = await Promise.all([
    menuSnapshot(ctx, user, { category, language }),
    getSysConfigIn(ctx, language),
    findProfile(ctx.db, user.userId),
  ]);
  if (!profile) throw notFound();
  const row = profile.user;
  const current = pickCurrentSystem(snapshot, [query.systemCode, row.systemId, snapshot.mainSystemId]);
  const [{ positions, roleIds }, signImg] = await Promise.all([
    findPositionsAndRoles(ctx.db, user.userId),
    getDefaultSignImageUrl(ctx, user.userId),
  ]);
  const isDepartment = profile.organizeCategory === 'department';
  const inOrganization = positions.filter((p) => p.organizeId === row.organizeId);
  const userInfo: CurrentUserInfo = {
    userId: row.id,
    userAccount: row.account,
    userName: row.realName,
    headIcon: avatarUrl(row.headIcon),
    gender: row.gender,
    isAdministrator: row.isAdministrator,
    tenantId: null,
    organizeId: row.organizeId,
    organizeName: profile.organizePath,
    departmentId: isDepartment ? row.organizeId : null,
    departmentName: isDepartment ? profile.organizeName : null,
    organizeIdList: profile.organizeIdPath ? pathIds(profile.organizeIdPath) : [],
    managerId: row.managerId,
    subordinates: profile.subordinates ?? [],
    positionId: row.positionId,
    positionName: positions.find((p) => p.id === row.positionId)?.name ?? null,
    positionIds: (inOrganization.length > 0 ? inOrganization : positions).map((p) => ({
      id: p.id,
      name: p.name,
    })),
    roleIds,
    systemId: current?.system.id ?? null,
    systemIds: snapshot.systems.map(({ system }) => ({
      id: system.id,
      name: system.fullName,
      icon: system.icon,
      currentSystem: system.id === current?.system.id,
    })),
    // The home portal only when the user may open it (ADR 0008), not the stored choice as such.
    portalId: homePortalId(snapshot.portals, row.portalId),
    prevLogin: config.lastLoginTimeSwitch === 1 && row.prevLoginTime ? 1 : 0,
    prevLoginTime: row.prevLoginTime?.getTime() ?? null,
    prevLoginIPAddress: row.prevLoginIp,
    prevLoginIPAddressName: row.prevLoginIp ? ipAddressName(row.prevLoginIp) : null,
    signImg,
    changePasswordDate: row.changePasswordDate?.getTime() ?? null,
    theme: themeOf(row.theme),
    language: row.language,
  };
  return {
    current,
    userInfo,
    routerList: snapshot.systems.map((s) => s.system),
    sysConfigInfo: sysConfigInfoSchema.parse(config),
  };
}

export async function getCurrentUser(
  ctx: AppContext,
  user: SessionUser,
  query: { type?: string; systemCode?: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<CurrentUserResponse> {
  const { current, userInfo, routerList, sysConfigInfo } = await currentUserParts(ctx, user, query, language);
  return {
    menuList: current?.menuList ?? [],
    permissionList: current?.permissionList ?? [],
    userInfo,
    routerList,
    sysConfigInfo,
  };
}

/**
 * The same answer as getCurrentUser as JSON text for the route: the menus and permissions (the bulk:
 * ~250 KB for 1,000 menus) come from the snapshot's cached text; the small per-user parts are checked
 * against their schemas here, as the serializer would.
 */
export async function getCurrentUserJson(
  ctx: AppContext,
  user: SessionUser,
  query: { type?: string; systemCode?: string },
  language: Language,
): Promise<PreSerialized> {
  const { current, userInfo, routerList, sysConfigInfo } = await currentUserParts(ctx, user, query, language);
  const menus = viewJson(current);
  return new PreSerialized(
    `{"menuList":${menus.menuList},"permissionList":${menus.permissionList},` +
      `"userInfo":${JSON.stringify(currentUserInfoSchema.parse(userInfo))},` +
      `"routerList":${JSON.stringify(routerListSchema.parse(routerList))},` +
      `"sysConfigInfo":${JSON.stringify(sysConfigInfo)}}`,
  );
}
