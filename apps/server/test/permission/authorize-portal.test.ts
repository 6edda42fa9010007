import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, users } from '../../src/db/schema/index.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { addMember, createRole, menuId } from './authorize-fixtures.ts';
import { createDelegate } from './delegate-fixtures.ts';
import { insertOrg, insertRole } from './users-fixtures.ts';

/*
 * Portal grants (itemType 'portal', the original's portalManage; ADR 0008). The grantable portals are
 * those named by dynamic-portal menus (type 8): the seed's 门户示例 shows the portal 'demo-portal'.
 */

const PORTAL = 'demo-portal';

const t = useTestApp();
const admin = useAdminUser(t);
let portalMenu: string;

beforeAll(async () => {
  portalMenu = await menuId(t, MenuCode.dynamicPortal);
});

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, token = admin.token) =>
  t.call({ method, url: `/api/permission/Authority${url}`, token, ...(payload ? { payload } : {}) });
const portalGrants = (objectId: string) =>
  t.ctx.db
    .select({ itemId: authorizations.itemId })
    .from(authorizations)
    .where(and(eq(authorizations.objectId, objectId), eq(authorizations.itemType, 'portal')));

describe('portal grants', () => {
  it('lists the portals on the grant screen, saves a grant and reads it back', async () => {
    const role = await createRole(t);
    const screen = (await call('GET', `/Data/${role}?objectType=Role`)).body.data;
    expect(screen.portals).toEqual([
      { id: PORTAL, fullName: '门户示例', systemId: expect.any(String), enabledMark: 1 },
    ]);
    expect(screen.granted.portal).toEqual([]);
    const res = await call('PUT', `/Data/${role}`, { objectType: 'Role', portal: [PORTAL] });
    expect(res.body.code).toBe(200);
    expect(await portalGrants(role)).toEqual([{ itemId: PORTAL }]);
    expect((await call('GET', `/Data/${role}?objectType=Role`)).body.data.granted.portal).toEqual([PORTAL]);
  });

  it('refuses a portal that does not exist, naming it', async () => {
    const role = await createRole(t);
    const res = await call('PUT', `/Data/${role}`, { objectType: 'Role', portal: ['no-such-portal'] });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('no-such-portal');
    expect(await portalGrants(role)).toEqual([]);
  });

  it('shows in the explainer, the reverse view and the portals of "view as"', async () => {
    const role = await createRole(t);
    const member = await createUser(t);
    await addMember(t, member.id, 'Role', role);
    await call('PUT', `/Data/${role}`, { objectType: 'Role', portal: [PORTAL] });

    const explained = (await call('GET', `/Explain/${member.id}`)).body.data;
    expect(explained.portals).toEqual([
      {
        id: PORTAL,
        moduleId: portalMenu,
        fullName: '门户示例',
        enCode: PORTAL,
        grantedBy: [{ objectType: 'Role', objectId: role }],
        isEffective: true,
      },
    ]);
    const who = (await call('GET', `/Who/portal/${PORTAL}`)).body.data;
    expect(who.itemName).toBe('门户示例');
    expect(who.holders.map((h: { objectId: string }) => h.objectId)).toContain(role);
    expect(who.users.list.map((u: { id: string }) => u.id)).toContain(member.id);

    const viewAs = (await call('GET', `/ViewAs/${member.id}`)).body.data;
    expect(viewAs).toMatchObject({ portals: [{ id: PORTAL, fullName: '门户示例' }], portalId: PORTAL });
  });

  it('gives no portal without a grant, even when the user chose one; administrators have all', async () => {
    const user = await createUser(t);
    await t.ctx.db.update(users).set({ portalId: PORTAL }).where(eq(users.id, user.id));
    expect((await call('GET', `/ViewAs/${user.id}`)).body.data).toMatchObject({
      portals: [],
      portalId: null,
    });
    expect((await call('GET', `/ViewAs/${admin.id}`)).body.data).toMatchObject({
      portals: [{ id: PORTAL, fullName: '门户示例' }],
      portalId: PORTAL,
    });
    // CurrentUser's home portal follows the grants too, not the stored choice as such.
    const own = async (token: string) =>
      (await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token })).body.data.userInfo.portalId;
    expect(await own(user.token)).toBeNull();
    const role = await createRole(t);
    await addMember(t, user.id, 'Role', role);
    await call('PUT', `/Data/${role}`, { objectType: 'Role', portal: [PORTAL] });
    expect(await own(user.token)).toBe(PORTAL);
  });

  it('lets a delegate grant a portal only when they hold it themselves', async () => {
    const org = await insertOrg(t);
    const delegate = await createDelegate(t, org, { [MenuCode.permissionAuthorize]: [ButtonCode.edit] });
    const role = await insertRole(t, [org]);
    const body = { objectType: 'Role', portal: [PORTAL] };
    const refused = await call('PUT', `/Data/${role}`, body, delegate.token);
    expect(refused.body).toMatchObject({ code: 401, msg: '不能授予自己没有的权限：门户示例' });
    await call('PUT', `/Data/${delegate.id}`, {
      objectType: 'User',
      module: [await menuId(t, MenuCode.permissionAuthorize)],
      button: (await call('GET', `/Data/${delegate.id}?objectType=User`)).body.data.granted.button,
      portal: [PORTAL],
    });
    expect((await call('PUT', `/Data/${role}`, body, delegate.token)).body.code).toBe(200);
    expect(await portalGrants(role)).toEqual([{ itemId: PORTAL }]);
  });
});
