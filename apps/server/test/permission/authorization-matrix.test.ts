import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorizations, moduleButtons, modules } from '../../src/db/schema/index.ts';
import type { RouteDefinition } from '../../src/http/route.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The authorization matrix, generated from the route table (issue 3): every permission route is called
 * by a user without grants (refused with 401), by a user holding exactly the route's menu and button
 * (let through), and by the administrator (let through). "Let through" means the guard did not refuse:
 * the handler may still answer 400 or 404 to the placeholder ids and empty bodies used here.
 * Anonymous and malformed-token calls are covered for every route in http/route-table.test.ts.
 */

/**
 * Signed-in routes under the administrative areas that every user may call on purpose: pickers that
 * forms anywhere in the product use, and the user's own data. Anything else under /permission or
 * /system must name a menu (and a button for writes), so a new admin route cannot stay open by accident.
 */
const SIGNED_IN_ADMIN_AREA_ROUTES: readonly RegExp[] = [
  /^\/permission\/Users\/Current\//,
  // The column drawer of every list page: each user reads and saves only their own column choice.
  /^\/permission\/Authority\/(GetColumnsByModuleId|SetColumnsByModuleId)(\/|$)/,
  // Organization pickers of forms anywhere (ids, names, paths; SelectorByAuth is scoped to the caller).
  /^\/permission\/Organize\/(Tree$|Selector\/|SelectorByAuth\/|OrganizeCondition$|Department\/(Selector|SelectorByAuth)\/)/,
  // Position and group pickers of the user dialog and flow forms (ids and names of enabled rows;
  // getListByOrgIds is the original's grouped shape, OptionsByOrgIds our flat one).
  /^\/permission\/Position\/(Selector|All|getListByOrgIds|OptionsByOrgIds|PositionCondition)$/,
  /^\/permission\/Group\/(Selector|GroupCondition)$/,
  // Role pickers of the user dialog and flow forms (ids, names and organizations of enabled roles).
  /^\/permission\/Role\/(Selector|RoleCondition|getListByOrgIds|OptionsByOrgIds)$/,
  // User pickers of forms, flows and the chat (enabled users' ids and names; GetListByAuthorize is
  // scoped to the caller's organizations, getSubordinates to their own reports).
  // UserCondition and getDefaultCurrentValueUserId answer pickers limited to named objects. The whole
  // user tree (Selector) and the members dialogs' trees need their menus, as in the original.
  /^\/permission\/Users\/(All|ImUser|ImUser\/Selector\/:id|getUserList|getSubordinates|getOrganization|GetListByAuthorize\/:id|getSelectedList|getSelectedUserList|UserCondition|getDefaultCurrentValueUserId)$/,
  // The members dialogs of roles, positions and groups: the object's kind decides the menu (and, to
  // save, its edit button), so the service checks it after finding the object (user-relation-wire).
  /^\/[Pp]ermission\/UserRelation\/:id$/,
  // The approver's common words: the enabled system words and the caller's own.
  /^\/system\/CommonWords\/Selector$/,
  // The data-source picker of the data modules and designers: enabled sources' ids, names and kinds.
  /^\/system\/DataSource\/Selector$/,
  // The area pickers of every form: enabled areas below a parent, and the names along id paths.
  /^\/system\/Area\/(:id\/Selector\/:ids|GetAreaByIds)$/,
  // The dictionaries of every form and of the form designer's dictionary picker: the category tree
  // and the enabled entries (one category, or all at once).
  /^\/system\/DictionaryType(\/Selector(\/:id)?)?$/,
  /^\/system\/DictionaryData\/(All|:typeId\/Data\/Selector)$/,
  // The form designer's document-number template picker, and the numbers every such form draws.
  /^\/system\/BillRule\/(Selector|BillNumber\/:code)$/,
  // Form widgets and portal cards bound to a data interface read its enabled rows and parameters.
  /^\/system\/DataInterface\/(Selector|getList|GetParam\/:id|:id\/Actions\/(Preview|List|InfoByIds|GetFields))$/,
  // The maps portal and report charts draw for whoever opens them: the atlas and one map's GeoJSON.
  /^\/system\/atlas(\/geojson)?$/,
  // 日程: every user's own calendar; the service lets the creator change an entry and participants read it.
  /^\/system\/Schedule(\/detail\/?|\/Actions\/Export|\/:id|\/:id\/:type)?$/,
];

/**
 * Public routes under /system that authenticate by other means: an outside system's call of a granted
 * data interface, signed with its app secret (接口认证; the route table lists it as public).
 */
const SIGNED_CALL_ROUTES: readonly RegExp[] = [/^\/system\/DataInterface\/:id\/Actions\/Response$/];

const ADMIN_AREAS = /^\/(permission|system)\//;
const GUARD_REFUSALS = new Set([401, 600, 601, 602]);

const label = (r: RouteDefinition) => `${r.method} ${r.path}`;
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'matrix-dummy');
const hasBody = (r: RouteDefinition) => r.method !== 'GET' && r.method !== 'DELETE';

const t = useTestApp();
const admin = useAdminUser(t);

const permissionRoutes = () => t.routes.filter((r) => r.access.kind === 'permission');

async function call(route: RouteDefinition, token: string) {
  return t.call({
    method: route.method,
    url: `/api${concrete(route.path)}`,
    token,
    ...(hasBody(route) ? { payload: {} } : {}),
  });
}

/** The seeded menus of the route's menu code and the buttons of the route's button code on them. */
async function seededGrants(access: { module: string; button?: string }) {
  const menus = await t.ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.enCode, access.module));
  const buttons = access.button
    ? await t.ctx.db
        .select({ id: moduleButtons.id })
        .from(moduleButtons)
        .where(
          and(
            inArray(
              moduleButtons.moduleId,
              menus.map((m) => m.id),
            ),
            eq(moduleButtons.enCode, access.button),
          ),
        )
    : [];
  return { menus, buttons };
}

/** A fresh user holding the route's menu and, when the route names one, that button of the menu. */
async function userGranted(route: RouteDefinition): Promise<TestUser> {
  if (route.access.kind !== 'permission') throw new Error('not a permission route');
  const user = await createUser(t);
  const { menus, buttons } = await seededGrants(route.access);
  const grants = menus.map((m) => ({ itemType: 'module', itemId: m.id }));
  grants.push(...buttons.map((b) => ({ itemType: 'button', itemId: b.id })));
  await t.ctx.db
    .insert(authorizations)
    .values(grants.map((g) => ({ id: newId(), ...g, objectType: 'User', objectId: user.id })));
  await bumpPermissionVersion(t.ctx);
  return user;
}

describe('the authorization matrix', () => {
  it('names a seeded menu, and a seeded button of that menu, on every permission route', async () => {
    const missing: string[] = [];
    for (const route of permissionRoutes()) {
      if (route.access.kind !== 'permission') continue;
      const { menus, buttons } = await seededGrants(route.access);
      if (menus.length === 0) missing.push(`${label(route)}: menu ${route.access.module}`);
      if (!route.access.button) continue;
      if (buttons.length === 0)
        missing.push(`${label(route)}: button ${route.access.module}/${route.access.button}`);
    }
    expect(missing).toEqual([]);
  });

  it('puts every administrative route behind a menu grant unless it is listed as open to signed-in users', () => {
    const open = t.routes.filter(
      (r) =>
        ADMIN_AREAS.test(r.path) &&
        r.access.kind !== 'permission' &&
        !SIGNED_IN_ADMIN_AREA_ROUTES.some((pattern) => pattern.test(r.path)) &&
        !(r.access.kind === 'public' && SIGNED_CALL_ROUTES.some((pattern) => pattern.test(r.path))),
    );
    expect(open.map(label)).toEqual([]);
  });

  it('refuses every permission route with 401 to a signed-in user without the grant', async () => {
    const bare = await createUser(t);
    for (const route of permissionRoutes()) {
      const res = await call(route, bare.token);
      expect({ route: label(route), status: res.status, code: res.body.code }).toEqual({
        route: label(route),
        status: 403,
        code: 401,
      });
    }
  });

  it('refuses a route that names a button to a user who holds only its menu', async () => {
    const withButton = permissionRoutes().filter((r) => r.access.kind === 'permission' && r.access.button);
    for (const route of withButton) {
      if (route.access.kind !== 'permission') continue;
      const menuOnly = await userGranted({
        ...route,
        access: { kind: 'permission', module: route.access.module },
      });
      const res = await call(route, menuOnly.token);
      expect({ route: label(route), code: res.body.code }).toEqual({ route: label(route), code: 401 });
    }
  });

  it('lets through a user holding exactly the menu and button of the route, and the administrator', async () => {
    for (const route of permissionRoutes()) {
      const granted = await userGranted(route);
      for (const [who, token] of [
        ['granted', granted.token],
        ['admin', admin.token],
      ] as const) {
        const res = await call(route, token);
        expect({ route: label(route), who, refused: GUARD_REFUSALS.has(res.body.code) }).toEqual({
          route: label(route),
          who,
          refused: false,
        });
      }
    }
  });

  it('lets a holder of one of the other menus a read is open to through it', async () => {
    const shared = permissionRoutes().filter(
      (r) => r.access.kind === 'permission' && r.access.orModules?.length,
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const route of shared) {
      if (route.access.kind !== 'permission') continue;
      for (const module of route.access.orModules ?? []) {
        const other = await userGranted({ ...route, access: { kind: 'permission', module } });
        const res = await call(route, other.token);
        expect({ route: label(route), module, refused: GUARD_REFUSALS.has(res.body.code) }).toEqual({
          route: label(route),
          module,
          refused: false,
        });
      }
    }
  });

  it('lets every signed-in user through the routes open to signed-in users', async () => {
    const plain = await createUser(t);
    for (const route of t.routes.filter((r) => r.access.kind === 'authenticated')) {
      if (route.path.includes('Logout') || route.path.includes('LockScreen')) continue;
      const res = await call(route, plain.token);
      expect({ route: label(route), refused: GUARD_REFUSALS.has(res.body.code) }).toEqual({
        route: label(route),
        refused: false,
      });
    }
  });
});
