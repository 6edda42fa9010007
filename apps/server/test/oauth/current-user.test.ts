import type { CurrentUserResponse, MenuNode } from '@platform/contracts';
import { MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, modules, roles } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { adminToken, loginToken, setPassword } from './oauth-helpers.ts';

const t = useTestApp();
let admin: CurrentUserResponse;
let zhang: CurrentUserResponse;
let zhangToken: string;

const currentUser = async (token: string, query = '') => {
  const res = await t.call({ method: 'GET', url: `/api/oauth/CurrentUser${query}`, token });
  expect(res.body.code).toBe(200);
  return res.body.data as CurrentUserResponse;
};

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const codes = (nodes: MenuNode[]) => flatten(nodes).map((n) => n.enCode);

beforeAll(async () => {
  await setPassword(t, 'zhangsan', 'Zhang#2026');
  admin = await currentUser(await adminToken(t));
  zhangToken = await loginToken(t, 'zhangsan', 'Zhang#2026');
  zhang = await currentUser(zhangToken);
});

describe('GET /api/oauth/CurrentUser for the administrator', () => {
  it('returns every section of the product as top directories of the main system', () => {
    expect(admin.menuList.map((m) => m.fullName)).toEqual([
      '工作台',
      '在线开发',
      '系统管理',
      '数据应用',
      '组织权限',
      '流程中心',
      '消息中心',
      '扩展示例',
    ]);
    for (const top of admin.menuList) {
      expect(top).toMatchObject({ parentId: '-1', type: 0, hasChildren: true });
    }
    const all = flatten(admin.menuList);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(all.find((m) => m.enCode === MenuCode.permissionUser)).toMatchObject({
      type: 2,
      urlAddress: 'permission/user',
    });
  });

  it('keeps propertyJson a string and carries link targets', () => {
    const all = flatten(admin.menuList);
    for (const type of [3, 4, 5, 8]) {
      const menu = all.find((m) => m.type === type)!;
      expect(typeof menu.propertyJson).toBe('string');
      expect(JSON.parse(menu.propertyJson!)).toEqual({ moduleId: expect.any(String), isTree: 0 });
    }
    expect(JSON.parse(all.find((m) => m.type === 6)!.propertyJson!)).toEqual({
      moduleId: expect.any(String),
    });
    const links = all.filter((m) => m.type === 7);
    expect(links.find((m) => m.linkTarget === '_self')?.urlAddress).toBe('/api/docs');
    expect(links.some((m) => m.linkTarget === '_blank')).toBe(true);
  });

  it('lists one permission entry per page-like menu of the current system with buttons, columns and forms', () => {
    const pages = flatten(admin.menuList).filter((m) => m.type !== 0 && m.type !== 1);
    expect(admin.permissionList).toHaveLength(pages.length);
    const users = admin.permissionList.find(
      (p) => p.modelId === flatten(admin.menuList).find((m) => m.enCode === MenuCode.permissionUser)!.id,
    )!;
    expect(users.moduleName).toBe('用户管理');
    expect(users.button.map((b) => b.enCode)).toEqual(
      expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_export', 'btn_import']),
    );
    expect(users.column.map((c) => c.enCode)).toContain('account');
    expect(users.form.map((f) => f.enCode)).toContain('realName');
    expect(users.resource).toEqual([]);
  });

  it('describes the user and both systems, with the main one current', () => {
    expect(admin.userInfo).toMatchObject({
      userAccount: 'admin',
      userName: '管理员',
      isAdministrator: true,
      organizeName: '示范科技有限公司/综合办公室',
      departmentName: '综合办公室',
      positionName: '总经理',
      changePasswordDate: null,
      theme: 'classic',
      prevLogin: 0,
    });
    // The organization picker's value for the department: the ids from the company down.
    expect(admin.userInfo.organizeIdList).toHaveLength(2);
    expect(admin.userInfo.organizeIdList[1]).toBe(admin.userInfo.departmentId);
    expect(admin.userInfo.systemIds.map((s) => [s.name, s.currentSystem])).toEqual([
      ['业务平台', true],
      ['协同办公', false],
    ]);
    expect(admin.routerList.map((s) => s.enCode)).toEqual(['main', 'work']);
  });

  it('switches the shown system with systemCode', async () => {
    const work = await currentUser(await adminToken(t), '?systemCode=work');
    expect(work.menuList.map((m) => m.enCode)).toEqual([MenuCode.workOffice]);
    expect(work.userInfo.systemIds.find((s) => s.currentSystem)?.name).toBe('协同办公');
  });

  it('sends the public config only: no default password', () => {
    expect(admin.sysConfigInfo.sysName).toBe('中小企业数字化转型公共服务平台');
    expect(admin.sysConfigInfo).not.toHaveProperty('newUserDefaultPassword');
    expect(JSON.stringify(admin)).not.toContain('Sme@2026');
  });
});

describe('GET /api/oauth/CurrentUser for a restricted user', () => {
  it('shows only the granted menus (employee role + project group), with their ancestors', () => {
    const visible = codes(zhang.menuList);
    expect(visible).toEqual(
      expect.arrayContaining([
        MenuCode.workbench,
        MenuCode.dashboard,
        MenuCode.workflow,
        MenuCode.flowLaunch,
      ]),
    );
    expect(visible).toEqual(
      expect.arrayContaining([MenuCode.extend, MenuCode.tableDemo, MenuCode.dynamicForm]),
    );
    expect(visible).not.toContain(MenuCode.permission);
    expect(visible).not.toContain(MenuCode.permissionUser);
    expect(visible).not.toContain(MenuCode.system);
    expect(visible).not.toContain(MenuCode.flowMonitor);
    // The workflow "管理" folder has nothing granted, so it is not shown empty.
    expect(visible).not.toContain(MenuCode.workflowManage);
  });

  it('lists only the granted buttons and columns of a page', () => {
    const launch = flatten(zhang.menuList).find((m) => m.enCode === MenuCode.flowLaunch)!;
    const entry = zhang.permissionList.find((p) => p.modelId === launch.id)!;
    expect(entry.button.map((b) => b.enCode).sort()).toEqual(['btn_add', 'btn_detail']);
    expect(entry.column.map((c) => c.enCode)).not.toContain('userName');
    expect(entry.column.map((c) => c.enCode)).toContain('fullName');
  });

  it('lists every column and form of a page whose column or form switch is off, as the server allows', async () => {
    const [launch] = await t.ctx.db.select().from(modules).where(eq(modules.enCode, MenuCode.flowLaunch));
    const entryOf = async () =>
      (await currentUser(zhangToken)).permissionList.find((p) => p.modelId === launch.id)!;
    await t.ctx.db.update(modules).set({ isColumnAuthorize: 0 }).where(eq(modules.id, launch.id));
    await bumpPermissionVersion(t.ctx);
    const open = await entryOf();
    expect(open.column.map((c) => c.enCode)).toContain('userName');
    expect(open.button.map((b) => b.enCode).sort()).toEqual(['btn_add', 'btn_detail']);
    await t.ctx.db.update(modules).set({ isColumnAuthorize: 1 }).where(eq(modules.id, launch.id));
    await bumpPermissionVersion(t.ctx);
    expect((await entryOf()).column.map((c) => c.enCode)).not.toContain('userName');
  });

  it('has one system, so the shell shows no system switch; a group member of the work system has two', async () => {
    expect(zhang.userInfo.systemIds).toHaveLength(1);
    expect(zhang.userInfo).toMatchObject({ isAdministrator: false, positionName: '研发工程师' });
    expect(zhang.userInfo.managerId).not.toBeNull();
    await setPassword(t, 'lisi', 'Lisi#2026');
    const lisi = await currentUser(await loginToken(t, 'lisi', 'Lisi#2026'));
    expect(lisi.userInfo.systemIds.map((s) => s.name)).toEqual(['业务平台', '协同办公']);
    expect(lisi.userInfo.subordinates).toEqual([zhang.userInfo.userId]);
  });

  it('sees a new grant only after the permission version is bumped (cached until then)', async () => {
    const [employee] = await t.ctx.db.select().from(roles).where(eq(roles.enCode, 'employee'));
    const [monitor] = await t.ctx.db.select().from(modules).where(eq(modules.enCode, MenuCode.flowMonitor));
    await t.ctx.db.insert(authorizations).values({
      id: newId(),
      itemType: 'module',
      itemId: monitor.id,
      objectType: 'Role',
      objectId: employee.id,
    });
    expect(codes((await currentUser(zhangToken)).menuList)).not.toContain(MenuCode.flowMonitor);
    await bumpPermissionVersion(t.ctx);
    expect(codes((await currentUser(zhangToken)).menuList)).toContain(MenuCode.flowMonitor);
    await t.ctx.db
      .delete(authorizations)
      .where(and(eq(authorizations.itemId, monitor.id), eq(authorizations.objectId, employee.id)));
    await bumpPermissionVersion(t.ctx);
    expect(codes((await currentUser(zhangToken)).menuList)).not.toContain(MenuCode.flowMonitor);
  });

  it('loses a role at once when the role is disabled (no bump needed: holders are read per request)', async () => {
    await t.ctx.db.update(roles).set({ enabledMark: 0 }).where(eq(roles.enCode, 'employee'));
    const without = codes((await currentUser(zhangToken)).menuList);
    expect(without).not.toContain(MenuCode.flowLaunch);
    expect(without).toContain(MenuCode.tableDemo);
    await t.ctx.db.update(roles).set({ enabledMark: 1 }).where(eq(roles.enCode, 'employee'));
  });

  it('returns App menus (none seeded) when type is given', async () => {
    const app = await currentUser(zhangToken, '?type=App');
    expect(app.menuList).toEqual([]);
    expect(app.permissionList).toEqual([]);
  });
});
