import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleSchemes, users } from '../../src/db/schema/index.ts';
import { hasPermission } from '../../src/modules/permission/authority/authority.service.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  addMember,
  createHolder,
  createRole,
  grant,
  menuId,
  resourceId,
  userWithMenu,
} from './authorize-fixtures.ts';
import { createDelegate } from './delegate-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/*
 * The effective-permission explainer and "view as this user" (issue 3, beyond the original): which
 * holder grants each item, computed from the same holders as the guard, and the menu CurrentUser gives.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let noticeMenu: string;
let noticeEdit: string;
let outboxMenu: string;

beforeAll(async () => {
  noticeMenu = await menuId(t, MenuCode.notice);
  noticeEdit = await resourceId(t, 'button', noticeMenu, ButtonCode.edit);
  outboxMenu = await menuId(t, MenuCode.msgSmsOutbox);
});

const explain = (userId: string, token = admin.token) =>
  t.call({ method: 'GET', url: `/api/permission/Authority/Explain/${userId}`, token });
const viewAs = (userId: string, token = admin.token) =>
  t.call({ method: 'GET', url: `/api/permission/Authority/ViewAs/${userId}`, token });

describe('GET /permission/Authority/Explain/{userId}', () => {
  it('names every holder that grants each menu and button, and ignores disabled holders', async () => {
    const user = await createUser(t);
    const role = await createRole(t);
    const group = await createHolder(t, 'Group');
    const disabledRole = await createRole(t, 0);
    for (const [type, id] of [
      ['Role', role],
      ['Group', group],
      ['Role', disabledRole],
    ] as const) {
      await addMember(t, user.id, type, id);
    }
    await grant(t, 'Role', role, 'module', noticeMenu);
    await grant(t, 'User', user.id, 'module', noticeMenu);
    await grant(t, 'Group', group, 'button', noticeEdit);
    await grant(t, 'Role', disabledRole, 'module', outboxMenu);

    const res = await explain(user.id);
    expect(res.body.code).toBe(200);
    const body = res.body.data;
    expect(body.isAdministrator).toBe(false);
    expect(body.holders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ objectType: 'User', objectId: user.id, isEnabled: true }),
        expect.objectContaining({ objectType: 'Role', objectId: role, isEnabled: true }),
        expect.objectContaining({ objectType: 'Group', objectId: group, isEnabled: true }),
        expect.objectContaining({ objectType: 'Role', objectId: disabledRole, isEnabled: false }),
      ]),
    );
    const notice = body.menus.find((m: { id: string }) => m.id === noticeMenu);
    expect(notice.grantedBy).toEqual(
      expect.arrayContaining([
        { objectType: 'Role', objectId: role },
        { objectType: 'User', objectId: user.id },
      ]),
    );
    expect(notice.isEffective).toBe(true);
    expect(body.buttons).toEqual([
      expect.objectContaining({
        id: noticeEdit,
        moduleId: noticeMenu,
        enCode: ButtonCode.edit,
        grantedBy: [{ objectType: 'Group', objectId: group }],
        isEffective: true,
      }),
    ]);
    expect(body.menus.some((m: { id: string }) => m.id === outboxMenu)).toBe(false);
  });

  it('marks a button whose menu the user does not hold as not effective', async () => {
    const user = await createUser(t);
    await grant(t, 'User', user.id, 'button', noticeEdit);
    const body = (await explain(user.id)).body.data;
    expect(body.buttons).toEqual([expect.objectContaining({ id: noticeEdit, isEffective: false })]);
    // The guard agrees: without the menu the button does not count.
    const session = {
      userId: user.id,
      account: user.account,
      isAdministrator: false,
      sessionId: '',
      isLocked: false,
      hasInitialPassword: false,
    };
    expect(await hasPermission(t.ctx, session, MenuCode.notice, ButtonCode.edit)).toBe(false);
  });

  it('names the data schemes that apply, with their conditions and the holder granting each', async () => {
    const user = await createUser(t);
    const role = await createRole(t);
    await addMember(t, user.id, 'Role', role);
    const own = { id: newId(), enCode: 'ownDept', fullName: '本部门数据' };
    const conditions = [{ field: 'organizeId', op: '==', value: '@organizeId' }];
    await t.ctx.db.insert(moduleSchemes).values({
      ...own,
      moduleId: noticeMenu,
      matchLogic: 'or',
      conditionJson: JSON.stringify(conditions),
    });
    const everything = { id: newId(), enCode: 'all', fullName: '全部数据' };
    await t.ctx.db.insert(moduleSchemes).values({ ...everything, moduleId: outboxMenu, allData: 1 });
    await grant(t, 'Role', role, 'module', noticeMenu);
    await grant(t, 'Role', role, 'resource', own.id);
    // Granted without its menu: listed, but it does not apply.
    await grant(t, 'User', user.id, 'resource', everything.id);

    const schemes = (await explain(user.id)).body.data.schemes;
    expect(schemes).toHaveLength(2);
    expect(schemes).toEqual(
      expect.arrayContaining([
        {
          id: own.id,
          moduleId: noticeMenu,
          fullName: '本部门数据',
          enCode: 'ownDept',
          grantedBy: [{ objectType: 'Role', objectId: role }],
          isEffective: true,
          allData: 0,
          matchLogic: 'or',
          conditionJson: JSON.stringify(conditions),
        },
        expect.objectContaining({
          id: everything.id,
          allData: 1,
          grantedBy: [{ objectType: 'User', objectId: user.id }],
          isEffective: false,
        }),
      ]),
    );
  });

  it('says an administrator bypasses grants', async () => {
    const body = (await explain(admin.id)).body.data;
    expect(body.isAdministrator).toBe(true);
  });

  it('answers 404 for an unknown user and 401 without the authorize menu', async () => {
    expect((await explain('nope')).body.code).toBe(404);
    const plain = await createUser(t);
    expect((await explain(plain.id, plain.token)).body.code).toBe(401);
  });
});

describe('GET /permission/Authority/ViewAs/{userId}', () => {
  it('returns exactly the menu and permissions CurrentUser gives that user', async () => {
    const user = await userWithMenu(t, MenuCode.notice, [ButtonCode.edit]);
    const org = await insertOrg(t);
    await t.ctx.db.update(users).set({ organizeId: org }).where(eq(users.id, user.id));
    // A delegate who administers the user's organization may look.
    const reader = await createDelegate(t, org, { [MenuCode.permissionAuthorize]: [] });
    const own = (await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: user.token })).body.data;
    const res = await viewAs(user.id, reader.token);
    expect(res.body.code).toBe(200);
    expect(res.body.data.menuList).toEqual(own.menuList);
    expect(res.body.data.permissionList).toEqual(own.permissionList);
    expect(res.body.data.routerList).toEqual(own.routerList);
    const entry = res.body.data.permissionList.find((p: { modelId: string }) => p.modelId === noticeMenu);
    expect(entry.button.map((b: { enCode: string }) => b.enCode)).toEqual([ButtonCode.edit]);
  });

  it('shows the full menu for an administrator, and 404 for an unknown user', async () => {
    const res = await viewAs(admin.id);
    expect(res.body.data.isAdministrator).toBe(true);
    expect(res.body.data.menuList.length).toBeGreaterThan(3);
    expect((await viewAs('nope')).body.code).toBe(404);
  });
});
