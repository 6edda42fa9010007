import { ButtonCode, MenuCode, type MenuNode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authorizations,
  dictionaryData,
  dictionaryTypes,
  moduleButtons,
  moduleColumns,
  moduleForms,
  modules,
  visualDesigns,
} from '../../src/db/schema/index.ts';
import {
  addMember,
  createRole,
  grant,
  menuId,
  resourceId,
  userWithMenu,
} from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  boundFields,
  createDesign,
  createTables,
  designCall,
  formData,
  widget,
} from './visual-dev-fixtures.ts';

/*
 * Release and rollback of 功能设计 through HTTP with the original dialog's body: the released design's
 * Web menu with its buttons, columns and form fields, seen by a role granted it; a second release
 * refreshing the resources; rollback; the state toggle; the pickers' category tree; and the refusals.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const columnData = (buttons: string[], columns: [string, string][]) =>
  JSON.stringify({
    type: 1,
    btnsList: buttons.filter((b) => b !== 'edit').map((value) => ({ value, label: `按钮${value}` })),
    columnBtnsList: buttons.includes('edit') ? [{ value: 'edit', label: '编辑' }] : [],
    columnList: columns.map(([prop, label]) => ({ prop, label })),
    searchList: [],
    pageSize: 20,
  });

/** The seeded 在线开发 directory: a Web parent the release may use. */
async function webParent() {
  const id = await menuId(t, MenuCode.onlineDev);
  const [row] = await t.ctx.db.select().from(modules).where(eq(modules.id, id));
  return { parentId: id, systemId: row?.systemId ?? '' };
}

const codesOf = async (
  table: typeof moduleButtons | typeof moduleColumns | typeof moduleForms,
  moduleId: string,
) =>
  (await t.ctx.db.select({ enCode: table.enCode }).from(table).where(eq(table.moduleId, moduleId)))
    .map((r) => r.enCode)
    .sort();

const menuCodes = (list: MenuNode[]): string[] => list.flatMap((m) => [m.enCode, ...menuCodes(m.children)]);
const currentMenus = async (user: TestUser) =>
  menuCodes(
    (await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: user.token })).body.data.menuList,
  );

async function boundDesign() {
  const { sub, tables } = await createTables(t, admin);
  return createDesign(t, admin, {
    tables,
    formData: formData(boundFields(sub)),
    columnData: columnData(
      ['add', 'edit'],
      [
        ['title', '标题'],
        ['price', '单价'],
      ],
    ),
  });
}

describe('功能设计 release', () => {
  it('releases a design as a Web menu with its resources, refreshes them and rolls back', async () => {
    const design = await boundDesign();
    const parent = await webParent();
    const body = {
      pc: 1,
      app: 0,
      pcModuleParentId: parent.parentId,
      appModuleParentId: '',
      pcSystemId: parent.systemId,
      appSystemId: '',
    };
    const released = await designCall(t, admin, 'POST', `/${design.id}/Actions/Release`, body);
    expect(released.body.code, released.body.msg).toBe(200);
    expect(released.body.msg).toBe('同步成功');
    const moduleId = released.body.data.pcModuleId as string;
    expect(released.body.data.appModuleId).toBe(null);

    const [menu] = await t.ctx.db.select().from(modules).where(eq(modules.id, moduleId));
    expect(menu).toMatchObject({
      type: 3,
      parentId: parent.parentId,
      systemId: parent.systemId,
      category: 'Web',
      enCode: design.enCode,
      fullName: design.fullName,
      isButtonAuthorize: 1,
      isColumnAuthorize: 1,
      isFormAuthorize: 1,
    });
    expect(JSON.parse(menu?.propertyJson ?? '{}')).toMatchObject({ moduleId: design.id });
    expect(await codesOf(moduleButtons, moduleId)).toEqual(['btn_add', 'btn_edit']);
    expect(await codesOf(moduleColumns, moduleId)).toEqual(['price', 'title']);
    expect(await codesOf(moduleForms, moduleId)).toEqual(
      [
        'amount',
        'price',
        'qty',
        'tableField101',
        'tableField101-item_name',
        'tableField101-item_qty',
        'title',
      ].sort(),
    );
    const info = await designCall(t, admin, 'GET', `/${design.id}`);
    expect(info.body.data).toMatchObject({ state: 1, enabledMark: 1 });
    const row = (await designCall(t, admin, 'GET', `?keyword=${design.enCode}`)).body.data.list[0];
    expect(row).toMatchObject({ isRelease: 1, pcIsRelease: 1, appIsRelease: 0 });

    // A role granted the menu shows it in CurrentUser's menus.
    const member = await userWithMenu(t, MenuCode.webDesign);
    expect(await currentMenus(member)).not.toContain(design.enCode);
    const role = await createRole(t);
    await addMember(t, member.id, 'Role', role);
    await grant(t, 'Role', role, 'module', moduleId);
    const editButton = await resourceId(t, 'button', moduleId, 'btn_edit');
    await grant(t, 'Role', role, 'button', editButton);
    expect(await currentMenus(member)).toContain(design.enCode);

    // An edit marks the design changed; a second release refreshes the same menu's resources and
    // drops the grants of what is gone.
    const edited = await designCall(t, admin, 'PUT', `/${design.id}`, {
      columnData: columnData(['add', 'remove'], [['title', '标题']]),
      description: '第二版',
    });
    expect(edited.body.code, edited.body.msg).toBe(200);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.data.state).toBe(2);
    const again = await designCall(t, admin, 'POST', `/${design.id}/Actions/Release`, { pc: 1, app: 0 });
    expect(again.body.code, again.body.msg).toBe(200);
    expect(again.body.data.pcModuleId).toBe(moduleId);
    expect(await codesOf(moduleButtons, moduleId)).toEqual(['btn_add', 'btn_remove']);
    expect(await codesOf(moduleColumns, moduleId)).toEqual(['title']);
    const staleGrants = await t.ctx.db
      .select()
      .from(authorizations)
      .where(and(eq(authorizations.itemType, 'button'), eq(authorizations.itemId, editButton)));
    expect(staleGrants).toEqual([]);
    expect(await currentMenus(member)).toContain(design.enCode);

    // Rollback puts the released copy back over later edits.
    await designCall(t, admin, 'PUT', `/${design.id}`, { description: '草稿' });
    const rolledBack = await designCall(t, admin, 'GET', `/${design.id}/Actions/RollbackTemplate`);
    expect(rolledBack.body.code, rolledBack.body.msg).toBe(200);
    const restored = (await designCall(t, admin, 'GET', `/${design.id}`)).body.data;
    expect(restored).toMatchObject({ state: 1, description: '第二版' });
  });

  it('refuses a rollback without a release, a broken design, a missing parent and a caller without the menu admin', async () => {
    const design = await createDesign(t, admin);
    const never = await designCall(t, admin, 'GET', `/${design.id}/Actions/RollbackTemplate`);
    expect(never.body).toMatchObject({ code: 400, msg: '回滚失败，暂无线上版本' });

    const parent = await webParent();
    const body = { pc: 1, pcModuleParentId: parent.parentId, pcSystemId: parent.systemId };
    expect(
      (await designCall(t, admin, 'POST', `/${design.id}/Actions/Release`, { pc: 0, app: 0 })).body.code,
    ).toBe(400);
    const noParent = await designCall(t, admin, 'POST', `/${design.id}/Actions/Release`, { pc: 1 });
    expect(noParent.body).toMatchObject({ code: 400, msg: '请选择上级菜单' });
    const unknownField = await designCall(t, admin, 'POST', `/${design.id}/Actions/Release`, {
      ...body,
      x: 1,
    });
    expect(unknownField.body.code).toBe(400);

    // A design whose form names a column its table lacks is not released, and nothing is made.
    const { tables } = await createTables(t, admin);
    const broken = await createDesign(t, admin, {
      tables: '[]',
      formData: formData([widget('comInput', 'title', '标题')]),
    });
    // The bad binding is written past the save checks, as an older version could have stored it.
    await t.ctx.db
      .update(visualDesigns)
      .set({ tables, formData: formData([widget('comInput', 'nope', '无')]) })
      .where(eq(visualDesigns.id, broken.id));
    const refused = await designCall(t, admin, 'POST', `/${broken.id}/Actions/Release`, body);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('nope');
    expect(await t.ctx.db.select().from(modules).where(eq(modules.enCode, broken.enCode))).toEqual([]);

    // The design's release button alone does not let a caller make menus.
    const releaser = await userWithMenu(t, MenuCode.webDesign, [ButtonCode.release]);
    const denied = await designCall(t, releaser, 'POST', `/${design.id}/Actions/Release`, body);
    expect(denied.body.code).toBe(401);
    expect(await t.ctx.db.select().from(modules).where(eq(modules.enCode, design.enCode))).toEqual([]);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.data.state).toBe(0);
    const noButton = await userWithMenu(t, MenuCode.webDesign);
    expect((await designCall(t, noButton, 'POST', `/${design.id}/Actions/Release`, body)).body.code).toBe(
      401,
    );
  });

  it('releases to the App side at the top level of a system, with the app list buttons', async () => {
    const design = await createDesign(t, admin, {
      columnData: columnData(['add'], [['title', '标题']]),
      appColumnData: columnData(['add', 'edit'], [['title', '标题']]),
    });
    const { systemId } = await webParent();
    const body = { pc: 0, app: 1, appModuleParentId: systemId, appSystemId: '' };
    const released = await designCall(t, admin, 'POST', `/${design.id}/Actions/Release`, body);
    expect(released.body.code, released.body.msg).toBe(200);
    const moduleId = released.body.data.appModuleId as string;
    const [menu] = await t.ctx.db.select().from(modules).where(eq(modules.id, moduleId));
    expect(menu).toMatchObject({ category: 'App', parentId: '-1', systemId, type: 3 });
    expect(await codesOf(moduleButtons, moduleId)).toEqual(['btn_add', 'btn_edit']);
    const row = (await designCall(t, admin, 'GET', `?keyword=${design.enCode}`)).body.data.list[0];
    expect(row).toMatchObject({ pcIsRelease: 0, appIsRelease: 1 });

    // A page is no parent.
    const other = await createDesign(t, admin);
    const page = await menuId(t, MenuCode.webDesign);
    const refused = await designCall(t, admin, 'POST', `/${other.id}/Actions/Release`, {
      pc: 1,
      pcModuleParentId: page,
      pcSystemId: systemId,
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '未找到同步路径，请刷新界面' });
  });

  it('toggles the state and lists designs by category for pickers', async () => {
    const [category] = await t.ctx.db
      .select({ id: dictionaryData.id, fullName: dictionaryData.fullName })
      .from(dictionaryData)
      .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
      .where(eq(dictionaryTypes.enCode, 'webDesign'))
      .limit(1);
    expect(category?.fullName).toBeTruthy();
    const design = await createDesign(t, admin, { category: category?.id });
    const form = await createDesign(t, admin, { category: category?.id, webType: 1 });
    await createDesign(t, admin, { category: 'no-such-entry' });

    const off = await designCall(t, admin, 'PUT', `/${design.id}/Actions/State`);
    expect(off.body.code, off.body.msg).toBe(200);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.data.enabledMark).toBe(0);
    await designCall(t, admin, 'PUT', `/${design.id}/Actions/State`);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.data.enabledMark).toBe(1);
    const viewer = await userWithMenu(t, MenuCode.webDesign);
    expect((await designCall(t, viewer, 'PUT', `/${design.id}/Actions/State`)).body.code).toBe(401);

    const anyone = await userWithMenu(t, MenuCode.dashboard);
    const tree = await designCall(t, anyone, 'GET', '/Selector?type=1&webType=2');
    expect(tree.body.code, tree.body.msg).toBe(200);
    const node = tree.body.data.list.find((c: { id: string }) => c.id === category?.id);
    expect(node).toMatchObject({ fullName: category?.fullName, hasChildren: true });
    const ids = node.children.map((d: { id: string }) => d.id);
    expect(ids).toContain(design.id);
    expect(ids).not.toContain(form.id);
    expect(node.children[0]).toMatchObject({ enCode: expect.any(String), webType: 2, type: 1 });
    expect(tree.body.data.list.some((c: { id: string }) => c.id === 'no-such-entry')).toBe(false);
    // Released copies only: this design was never released.
    const released = await designCall(t, anyone, 'GET', '/Selector?type=1&isRelease=1');
    const releasedIds = released.body.data.list.flatMap((c: { children: { id: string }[] }) =>
      c.children.map((d) => d.id),
    );
    expect(releasedIds).not.toContain(design.id);
  });
});
