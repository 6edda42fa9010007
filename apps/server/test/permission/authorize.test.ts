import type { MenuNode } from '@platform/contracts';
import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, roles } from '../../src/db/schema/index.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { addMember, createHolder, createRole, grant, menuId, resourceId } from './authorize-fixtures.ts';
import { createDelegate } from './delegate-fixtures.ts';
import { insertOrg, insertRole } from './users-fixtures.ts';

/*
 * Authorize (issue 3): the grant screen, saving a holder's grants (validated, all or nothing), the
 * reverse view, and — the point of it all — a saved grant applying to the affected users on their
 * next request with the same token, for CurrentUser and for a permission-guarded route.
 */

const OUTBOX = '/api/message/SmsOutbox';

const t = useTestApp();
const admin = useAdminUser(t);
let outboxMenu: string;
let noticeMenu: string;
let noticeAdd: string;

beforeAll(async () => {
  outboxMenu = await menuId(t, MenuCode.msgSmsOutbox);
  noticeMenu = await menuId(t, MenuCode.notice);
  noticeAdd = await resourceId(t, 'button', noticeMenu, ButtonCode.add);
});

const data = (objectType: string, objectId: string, token = admin.token) =>
  t.call({
    method: 'GET',
    url: `/api/permission/Authority/Data/${objectId}?objectType=${objectType}`,
    token,
  });
const save = (objectId: string, payload: Record<string, unknown>, token = admin.token) =>
  t.call({ method: 'PUT', url: `/api/permission/Authority/Data/${objectId}`, token, payload });
const grantsOf = (objectId: string) =>
  t.ctx.db
    .select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations)
    .where(eq(authorizations.objectId, objectId));
const menuCodes = (list: MenuNode[]): string[] => list.flatMap((m) => [m.enCode, ...menuCodes(m.children)]);
const currentMenus = async (token: string) =>
  menuCodes((await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token })).body.data.menuList);

describe('GET /permission/Authority/Data/{objectId}', () => {
  it('returns every system, menu and resource with the ids the holder is granted', async () => {
    const role = await createRole(t);
    await grant(t, 'Role', role, 'module', noticeMenu);
    await grant(t, 'Role', role, 'button', noticeAdd);
    const res = await data('Role', role);
    expect(res.body.code).toBe(200);
    const body = res.body.data;
    expect(body.objectName).toMatch(/^角色/);
    expect(body.systems.length).toBeGreaterThanOrEqual(2);
    expect(body.menus.some((m: { id: string }) => m.id === outboxMenu)).toBe(true);
    expect(
      body.buttons.some(
        (b: { id: string; moduleId: string }) => b.id === noticeAdd && b.moduleId === noticeMenu,
      ),
    ).toBe(true);
    expect(body.columns.length).toBeGreaterThan(0);
    expect(body.granted).toEqual({
      system: [],
      module: [noticeMenu],
      button: [noticeAdd],
      column: [],
      form: [],
      resource: [],
      portal: [],
    });
  });

  it('leaves out grants whose item no longer exists, so saving the screen back works', async () => {
    const role = await createRole(t);
    await grant(t, 'Role', role, 'module', 'deleted-menu');
    expect((await data('Role', role)).body.data.granted.module).toEqual([]);
  });

  it('answers 404 for an unknown holder and 400 for an unknown holder type', async () => {
    expect((await data('Role', 'nope')).body.code).toBe(404);
    expect((await data('Team', 'nope')).body.code).toBe(400);
  });
});

describe('PUT /permission/Authority/Data/{objectId}', () => {
  it('applies to the members on their next request, without signing in again, and revokes the same way', async () => {
    const role = await createRole(t);
    const member = await createUser(t);
    await addMember(t, member.id, 'Role', role);
    expect((await t.call({ method: 'GET', url: OUTBOX, token: member.token })).body.code).toBe(401);
    expect(await currentMenus(member.token)).not.toContain(MenuCode.msgSmsOutbox);

    const res = await save(role, { objectType: 'Role', module: [outboxMenu] });
    expect(res.body).toMatchObject({ code: 200, msg: '权限保存成功，相关用户下次请求即生效' });
    expect((await t.call({ method: 'GET', url: OUTBOX, token: member.token })).body.code).toBe(200);
    expect(await currentMenus(member.token)).toContain(MenuCode.msgSmsOutbox);

    expect((await save(role, { objectType: 'Role' })).body.code).toBe(200);
    expect((await t.call({ method: 'GET', url: OUTBOX, token: member.token })).body.code).toBe(401);
    expect(await currentMenus(member.token)).not.toContain(MenuCode.msgSmsOutbox);
  });

  it('replaces the grants: what is not sent is removed, duplicates are stored once', async () => {
    const role = await createRole(t);
    await grant(t, 'Role', role, 'module', outboxMenu);
    const res = await save(role, {
      objectType: 'Role',
      module: [noticeMenu, noticeMenu],
      button: [noticeAdd],
    });
    expect(res.body.code).toBe(200);
    const rows = await grantsOf(role);
    expect(rows.map((r) => `${r.itemType}:${r.itemId}`).sort()).toEqual(
      [`button:${noticeAdd}`, `module:${noticeMenu}`].sort(),
    );
  });

  it('refuses an unknown id and changes nothing', async () => {
    const role = await createRole(t);
    await grant(t, 'Role', role, 'module', outboxMenu);
    const res = await save(role, { objectType: 'Role', module: [noticeMenu], column: ['no-such-column'] });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('no-such-column');
    expect(await grantsOf(role)).toEqual([{ itemType: 'module', itemId: outboxMenu }]);
  });

  it('refuses a button whose menu is not granted, naming both', async () => {
    const role = await createRole(t);
    const res = await save(role, { objectType: 'Role', button: [noticeAdd] });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('新建');
    expect(await grantsOf(role)).toEqual([]);
  });

  it('refuses unknown fields, an unknown holder and a holder of another type', async () => {
    const role = await createRole(t);
    expect((await save(role, { objectType: 'Role', module: [], isAdministrator: true })).body.code).toBe(400);
    expect((await save('nope', { objectType: 'Role', module: [] })).body.code).toBe(404);
    expect((await save(role, { objectType: 'User', module: [] })).body.code).toBe(404);
  });

  it('grants a user directly, and through a position or a group', async () => {
    const user = await createUser(t);
    expect((await save(user.id, { objectType: 'User', module: [outboxMenu] })).body.code).toBe(200);
    expect((await t.call({ method: 'GET', url: OUTBOX, token: user.token })).body.code).toBe(200);
    for (const objectType of ['Position', 'Group'] as const) {
      const holder = await createHolder(t, objectType);
      const member = await createUser(t);
      await addMember(t, member.id, objectType, holder);
      expect((await save(holder, { objectType, module: [outboxMenu] })).body.code).toBe(200);
      expect((await t.call({ method: 'GET', url: OUTBOX, token: member.token })).body.code).toBe(200);
    }
  });

  it('lets a delegate with the edit button grant only what they hold themselves', async () => {
    const org = await insertOrg(t);
    const delegate = await createDelegate(t, org, {
      [MenuCode.permissionAuthorize]: [ButtonCode.edit],
      [MenuCode.notice]: [],
    });
    const role = await insertRole(t, [org]);
    const refused = await save(role, { objectType: 'Role', module: [outboxMenu] }, delegate.token);
    expect(refused.body.code).toBe(401);
    expect(refused.body.msg).toContain('短信发件箱');
    expect(await grantsOf(role)).toEqual([]);
    expect((await save(role, { objectType: 'Role', module: [noticeMenu] }, delegate.token)).body.code).toBe(
      200,
    );
    // An item the role already had may stay even though the delegate does not hold it.
    await grant(t, 'Role', role, 'module', outboxMenu);
    expect((await save(role, { objectType: 'Role', module: [outboxMenu] }, delegate.token)).body.code).toBe(
      200,
    );
  });

  it('needs the edit button of the authorize menu', async () => {
    const org = await insertOrg(t);
    const reader = await createDelegate(t, org, { [MenuCode.permissionAuthorize]: [] });
    const role = await insertRole(t, [org]);
    expect((await data('Role', role, reader.token)).body.code).toBe(200);
    expect((await save(role, { objectType: 'Role', module: [] }, reader.token)).body.code).toBe(401);
  });
});

describe('GET /permission/Authority/Who/{itemType}/{itemId}', () => {
  it('lists the roles and users that hold a menu, with names', async () => {
    const role = await createRole(t);
    const user = await createUser(t);
    await grant(t, 'Role', role, 'button', noticeAdd);
    await grant(t, 'User', user.id, 'button', noticeAdd);
    const res = await t.call({
      method: 'GET',
      url: `/api/permission/Authority/Who/button/${noticeAdd}`,
      token: admin.token,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.itemName).toBe('新建');
    const [roleRow] = await t.ctx.db.select().from(roles).where(eq(roles.id, role));
    expect(res.body.data.holders).toEqual(
      expect.arrayContaining([
        {
          objectType: 'Role',
          objectId: role,
          fullName: roleRow?.fullName,
          enCode: roleRow?.enCode,
          enabledMark: 1,
        },
        expect.objectContaining({ objectType: 'User', objectId: user.id, enCode: user.account }),
      ]),
    );
  });

  it('answers 404 for an unknown item and 400 for an unknown item type', async () => {
    const who = (path: string) =>
      t.call({ method: 'GET', url: `/api/permission/Authority/Who/${path}`, token: admin.token });
    expect((await who('module/nope')).body.code).toBe(404);
    expect((await who('portal/nope')).body.code).toBe(404);
    expect((await who('team/nope')).body.code).toBe(400);
  });
});

describe('GET /permission/Authority/Holders', () => {
  it('pages the holders of a type, matching the name or code', async () => {
    const user = await createUser(t, { realName: '授权赵六' });
    const res = await t.call({
      method: 'GET',
      url: `/api/permission/Authority/Holders?objectType=User&keyword=${encodeURIComponent('授权赵')}`,
      token: admin.token,
    });
    expect(res.body.data).toEqual({
      list: [{ id: user.id, fullName: '授权赵六', enCode: user.account, enabledMark: 1 }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    const roles = await t.call({
      method: 'GET',
      url: '/api/permission/Authority/Holders?objectType=Role',
      token: admin.token,
    });
    expect(roles.body.data.list.some((r: { enCode: string }) => r.enCode === 'employee')).toBe(true);
    const bad = await t.call({
      method: 'GET',
      url: '/api/permission/Authority/Holders?objectType=Team',
      token: admin.token,
    });
    expect(bad.body.code).toBe(400);
  });
});

describe('the seeded grants', () => {
  it('are visible on the grant screen of the seeded employee role', async () => {
    const [employee] = await t.ctx.db.select().from(roles).where(eq(roles.enCode, 'employee'));
    if (!employee) throw new Error('seed has no employee role');
    const res = await data('Role', employee.id);
    const seeded = await t.ctx.db
      .select({ itemId: authorizations.itemId })
      .from(authorizations)
      .where(and(eq(authorizations.objectId, employee.id), eq(authorizations.itemType, 'module')));
    expect([...res.body.data.granted.module].sort()).toEqual(seeded.map((s) => s.itemId).sort());
  });
});
