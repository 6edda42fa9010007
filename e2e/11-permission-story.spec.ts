import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import type { Locator, Page } from '@playwright/test';
import {
  exactly,
  field,
  formDialog,
  openPage,
  pickOption,
  pickTreeNode,
  rowWithCell,
  saveDialog,
  searchList,
} from './support/admin-forms.ts';
import type { MenuNode } from './support/api.ts';
import {
  confirmDialog,
  expect,
  OK_BUTTON,
  openSignedIn,
  screenshot,
  TOKEN_KEY,
  test,
  toast,
} from './support/fixtures.ts';
import { closeDrawer, expandSidebar, tab, visiblePage } from './support/shell.ts';

/*
 * The permission administration story, as an administrator does it in the browser: company,
 * department, position, role, group and user; a button defined on a page menu; the role granted two
 * pages and one button. The new user then signs in, changes the initial password, and sees and may
 * do exactly what was granted; the server refuses the rest with a message naming what is missing.
 */

/** Unique per run: the e2e data dir is fresh, but a retry must not trip over the first attempt. */
const RUN = Date.now().toString(36).slice(-6);
const COMPANY = { name: `鲲鹏智造${RUN}`, code: `kp${RUN}` };
const DEPARTMENT = { name: `数字化部${RUN}`, code: `kp${RUN}.dx` };
const POSITION = { name: `数据专员${RUN}`, code: `kp${RUN}.analyst` };
const ROLE = { name: `数据管理员${RUN}`, code: `kp${RUN}.dataAdmin` };
const GROUP = { name: `转型攻坚组${RUN}`, code: `kp${RUN}.squad` };
const USER = { account: `kp${RUN}li`, realName: `李晓${RUN}` };
/** A button defined on the user page in 菜单管理; it is listed on the grant screen but not granted. */
const NEW_BUTTON = { name: `归档${RUN}`, code: `btn_archive${RUN}` };
/** What the new user chooses at the first login (passes the seeded password policy). */
const USER_PASSWORD = 'Story2026ab';
/** Sidebar enCodes the role grants: the two pages and the directory they sit in. */
const GRANTED_MENUS = ['permission', 'permission.position', 'permission.user'];

/** 新建, with or without its icon's name; antd spaces two-character labels without an icon (新 建). */
const NEW_BUTTON_LABEL = /(^|\s)新\s?建$/;

/** The new/add button of the visible administration page. */
const addButton = (page: Page, name: string | RegExp = NEW_BUTTON_LABEL): Locator =>
  visiblePage(page).getByRole('button', { name });

/** Every menu enCode of a CurrentUser menu tree, depth first. */
const enCodes = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((n) => [n.enCode, ...enCodes(n.children ?? [])]);

test('permission administration: an administrator builds the organization and grants a role; its user gets exactly that', async ({
  page,
  api,
  adminToken,
  newAdminToken,
}) => {
  test.setTimeout(120_000);
  // A session of its own: the story ends it through the UI logout; adminToken stays for API checks.
  await openSignedIn(page, await newAdminToken());

  await test.step('组织管理: a new company under the top node 顶级节点', async () => {
    await openPage(page, ['permission'], 'permission.organize');
    await expect(tab(page, '/permission/organize')).toBeVisible();
    await addButton(page, '新建组织').click();
    const dialog = formDialog(page, 'organize-dialog');
    await expect(dialog.locator('.ant-modal-title')).toHaveText('新建组织');
    // A company's parent defaults to the top node (-1).
    await expect(dialog.locator('.ant-form-item').filter({ hasText: '上级组织' })).toContainText('顶级节点');
    await field(dialog, '名称').fill(COMPANY.name);
    await field(dialog, '编码').fill(COMPANY.code);
    await saveDialog(page, dialog, '新建成功');
    await expect(rowWithCell(visiblePage(page).getByTestId('organize-table'), COMPANY.code)).toBeVisible();
  });

  await test.step('部门管理: a department whose parent is picked in the tree', async () => {
    await openPage(page, ['permission'], 'permission.department');
    await addButton(page, '新建部门').click();
    const dialog = formDialog(page, 'organize-dialog');
    await expect(dialog.locator('.ant-modal-title')).toHaveText('新建部门');
    await pickTreeNode(page, field(dialog, '所属组织'), COMPANY.name);
    await field(dialog, '名称').fill(DEPARTMENT.name);
    await field(dialog, '编码').fill(DEPARTMENT.code);
    await saveDialog(page, dialog, '新建成功');
    // Choosing the company on the left lists its departments only.
    const pageArea = visiblePage(page);
    await pageArea
      .getByTestId('department-company-tree')
      .locator('.ant-tree-node-content-wrapper')
      .filter({ hasText: exactly(COMPANY.name) })
      .click();
    const departments = pageArea.getByTestId('department-table');
    await expect(rowWithCell(departments, DEPARTMENT.code)).toBeVisible();
    await expect(departments.locator('tr.ant-table-row')).toHaveCount(1);
  });

  await test.step('组织管理 shows the company with its department in the tree', async () => {
    await tab(page, '/permission/organize').click();
    await expect(visiblePage(page)).toHaveAttribute('data-page', '/permission/organize');
    await visiblePage(page).getByRole('button', { name: '刷新' }).click();
    const table = visiblePage(page).getByTestId('organize-table');
    const company = rowWithCell(table, COMPANY.code);
    const department = rowWithCell(table, DEPARTMENT.code);
    await expect(department).toBeVisible();
    // The department is one level below the company.
    await expect(company).toHaveClass(/ant-table-row-level-0/);
    await expect(department).toHaveClass(/ant-table-row-level-1/);
    await expect(department).toContainText('部门');
    await company.scrollIntoViewIfNeeded();
    await screenshot(page, 'permission-organize');
  });

  await test.step('岗位管理: a position in the department', async () => {
    await openPage(page, ['permission'], 'permission.position');
    await addButton(page).click();
    const dialog = formDialog(page, 'position-dialog');
    await pickTreeNode(page, field(dialog, '所属组织'), DEPARTMENT.name);
    await field(dialog, '岗位名称').fill(POSITION.name);
    await field(dialog, '岗位编码').fill(POSITION.code);
    await saveDialog(page, dialog, '新建成功');
    await searchList(page, 'position-search', POSITION.code);
    await expect(rowWithCell(visiblePage(page).getByTestId('position-table'), POSITION.code)).toContainText(
      DEPARTMENT.name,
    );
  });

  await test.step('角色管理: a role bound to the new department (not global)', async () => {
    await openPage(page, ['permission'], 'permission.role');
    await addButton(page).click();
    const dialog = formDialog(page, 'role-dialog');
    await field(dialog, '角色名称').fill(ROLE.name);
    await field(dialog, '角色编码').fill(ROLE.code);
    await dialog.getByRole('radio', { name: '组织', exact: true }).check();
    await pickTreeNode(page, field(dialog, '所属组织'), DEPARTMENT.name);
    await dialog.locator('.ant-modal-title').click(); // closes the multiple picker
    await saveDialog(page, dialog, '新建成功');
    await searchList(page, 'role-search', ROLE.code);
    const row = rowWithCell(visiblePage(page).getByTestId('role-table'), ROLE.code);
    await expect(row).toContainText('组织');
    await expect(row).toContainText(DEPARTMENT.name);
  });

  await test.step('分组管理: a group', async () => {
    await openPage(page, ['permission'], 'permission.group');
    await addButton(page).click();
    const dialog = formDialog(page, 'group-dialog');
    await field(dialog, '分组名称').fill(GROUP.name);
    await field(dialog, '分组编码').fill(GROUP.code);
    await saveDialog(page, dialog, '新建成功');
    await searchList(page, 'group-search', GROUP.code);
    await expect(rowWithCell(visiblePage(page).getByTestId('group-table'), GROUP.code)).toBeVisible();
  });

  await test.step('用户管理: a user in the department with the position and the role', async () => {
    await openPage(page, ['permission'], 'permission.user');
    await addButton(page).click();
    const dialog = formDialog(page, 'user-dialog');
    // The dialog names the initial password the new account signs in with (see USER's first login).
    await expect(dialog).toContainText(
      `新用户使用系统配置的初始密码（默认 ${DEFAULT_SYS_CONFIG.newUserDefaultPassword}`,
    );
    await field(dialog, '账号').fill(USER.account);
    await field(dialog, '姓名').fill(USER.realName);
    await pickTreeNode(page, field(dialog, '所属组织'), DEPARTMENT.name);
    await dialog.locator('.ant-modal-title').click();
    // Positions and roles are offered for the chosen organization.
    await pickOption(page, field(dialog, '岗位'), POSITION.name);
    await dialog.locator('.ant-modal-title').click();
    await pickOption(page, field(dialog, '角色'), ROLE.name);
    await dialog.locator('.ant-modal-title').click();
    await saveDialog(page, dialog, '新建成功');
    await searchList(page, 'user-search', USER.account);
    const row = rowWithCell(visiblePage(page).getByTestId('user-table'), USER.account);
    await expect(row).toContainText(USER.realName);
    await expect(row).toContainText(POSITION.name);
  });

  await test.step('菜单管理: a new button is defined on the user page', async () => {
    await openPage(page, ['system'], 'system.menu');
    await searchList(page, 'menu-search', '用户管理');
    const row = rowWithCell(visiblePage(page).getByTestId('menu-table'), 'permission.user');
    await row.getByRole('button', { name: '页面资源' }).click();
    const drawer = page.getByRole('dialog', { name: '页面资源 - 用户管理' });
    const buttons = drawer.getByTestId('resource-button');
    // The seeded buttons of the page are listed (its default four plus reset password, state, unlock, import, export).
    await expect(rowWithCell(buttons, 'btn_add')).toBeVisible();
    await buttons.getByRole('button', { name: NEW_BUTTON_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: '新建', exact: true });
    await field(dialog, '名称').fill(NEW_BUTTON.name);
    await field(dialog, '编码').fill(NEW_BUTTON.code);
    await saveDialog(page, dialog, '新建成功');
    await expect(rowWithCell(buttons, NEW_BUTTON.code)).toContainText(NEW_BUTTON.name);
    await closeDrawer(page);
  });

  const grantTree = (type: string) => visiblePage(page).getByTestId(`grant-tree-${type}`);
  /** A node of a grant tree by its exact title (a keyword in the tree's search box narrows it first). */
  const grantNode = (tree: Locator, title: string) =>
    tree
      .locator('.ant-tree-treenode')
      .filter({ has: page.locator('.grant-node', { hasText: exactly(title) }) });
  const filterTree = async (tree: Locator, keyword: string) => {
    await tree.getByPlaceholder('输入关键字过滤').fill(keyword);
  };

  await test.step('权限管理: the role gets two pages and one button', async () => {
    await openPage(page, ['permission'], 'permission.authorize');
    const holders = visiblePage(page).getByTestId('holder-list');
    await holders.getByTestId('holder-search').locator('input').fill(ROLE.code);
    await holders.getByTestId('holder-search').locator('input').press('Enter');
    await holders.getByRole('button', { name: new RegExp(ROLE.name) }).click();
    await expect(visiblePage(page).locator('strong').filter({ hasText: ROLE.name })).toBeVisible();

    const menus = grantTree('module');
    for (const title of ['用户管理', '岗位管理']) {
      await filterTree(menus, title);
      await grantNode(menus, title).locator('.ant-tree-checkbox').click();
      await expect(grantNode(menus, title).locator('.ant-tree-checkbox')).toHaveClass(
        /ant-tree-checkbox-checked/,
      );
    }
    await filterTree(menus, '组织权限');
    // The directory above both pages is half checked: its other pages are not granted.
    await expect(grantNode(menus, '组织权限').locator('.ant-tree-checkbox')).toHaveClass(
      /ant-tree-checkbox-indeterminate/,
    );
    await expect(visiblePage(page).getByText('有未保存的修改')).toBeVisible();

    await visiblePage(page).getByRole('tab', { name: '按钮权限' }).click();
    const buttons = grantTree('button');
    await filterTree(buttons, '用户管理');
    const userPage = grantNode(buttons, '用户管理');
    await expect(userPage).toBeVisible();
    await grantNode(buttons, '新建').locator('.ant-tree-checkbox').click();
    await expect(grantNode(buttons, '新建').locator('.ant-tree-checkbox')).toHaveClass(
      /ant-tree-checkbox-checked/,
    );
    // The button defined in 菜单管理 is offered here, and stays ungranted.
    await expect(grantNode(buttons, NEW_BUTTON.name).locator('.ant-tree-checkbox')).not.toHaveClass(
      /ant-tree-checkbox-checked/,
    );
    await expect(grantNode(buttons, '删除').locator('.ant-tree-checkbox')).not.toHaveClass(
      /ant-tree-checkbox-checked/,
    );

    await visiblePage(page)
      .getByRole('button', { name: /^保\s?存$/ })
      .click();
    await expect(toast(page, '权限保存成功，相关用户下次请求即生效')).toBeVisible();
    await expect(visiblePage(page).getByText('有未保存的修改')).toBeHidden();
    // Reloaded from the server, the grant stays checked.
    await expect(grantNode(buttons, '新建').locator('.ant-tree-checkbox')).toHaveClass(
      /ant-tree-checkbox-checked/,
    );
    await screenshot(page, 'permission-authorize');
  });

  await test.step('the server holds exactly those grants for the role', async () => {
    const roles = await api.call<{ list: { id: string; enCode: string }[] }>(
      'GET',
      `/permission/Role?keyword=${encodeURIComponent(ROLE.code)}`,
      { token: adminToken },
    );
    const roleId = roles.data.list.find((r) => r.enCode === ROLE.code)?.id ?? '';
    const data = await api.call<{
      menus: { id: string; enCode: string; type: number }[];
      buttons: { id: string; moduleId: string; enCode: string }[];
      granted: { module: string[]; button: string[] };
    }>('GET', `/permission/Authority/Data/${roleId}?objectType=Role`, { token: adminToken });
    expect(data.code).toBe(200);
    const menuById = new Map(data.data.menus.map((m) => [m.id, m]));
    const grantedMenus = data.data.granted.module.map((id) => menuById.get(id)?.enCode).sort();
    expect(grantedMenus).toEqual(GRANTED_MENUS);
    const grantedButtons = data.data.buttons.filter((b) => data.data.granted.button.includes(b.id));
    expect(grantedButtons.map((b) => [menuById.get(b.moduleId)?.enCode, b.enCode])).toEqual([
      ['permission.user', 'btn_add'],
    ]);
  });

  await test.step('the administrator logs out', async () => {
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-logout').click();
    await confirmDialog(page, '您确定要退出系统吗？').getByRole('button', { name: OK_BUTTON }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the new user signs in with the default password and must change it', async () => {
    await page.getByTestId('login-account').fill(USER.account);
    await page.getByTestId('login-password').fill(DEFAULT_SYS_CONFIG.newUserDefaultPassword);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('force-password-dialog') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('width', '600px');
    await page.getByTestId('force-password-old').fill(DEFAULT_SYS_CONFIG.newUserDefaultPassword);
    await page.getByTestId('force-password-new').fill(USER_PASSWORD);
    await page.getByTestId('force-password-repeat').fill(USER_PASSWORD);
    const src = (await page.getByTestId('force-password-captcha-image').getAttribute('src')) ?? '';
    const key = decodeURIComponent(/\/ImageCode\/([^/?]+)/.exec(src)?.[1] ?? '');
    expect(key, `captcha key in ${src}`).not.toBe('');
    await page.getByTestId('force-password-code').fill(await api.captchaCode(key));
    await page.getByTestId('force-password-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-dropdown')).toContainText(USER.realName);
  });

  const userToken = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';

  await test.step('the sidebar holds exactly the granted menus', async () => {
    const current = await api.currentUser(userToken);
    expect(current.code).toBe(200);
    expect(current.data.userInfo.userAccount).toBe(USER.account);
    // Nothing else is granted by default: one directory with the two pages, in the server's order.
    expect(current.data.menuList.map((m) => m.enCode)).toEqual(['permission']);
    expect(enCodes(current.data.menuList).sort()).toEqual(GRANTED_MENUS);

    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.locator('.ant-menu-root > li.ant-menu-submenu')).toHaveCount(1);
    await expect(sidebar.getByTestId('menu-permission')).toHaveText('组织权限');
    await expandSidebar(page, 'permission');
    const shown = await sidebar
      .locator('[data-testid^="menu-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.replace(/^menu-/, '')));
    expect(shown).toEqual(enCodes(current.data.menuList));
    await expect(sidebar.getByTestId('menu-permission.position')).toHaveText('岗位管理');
    await expect(sidebar.getByTestId('menu-permission.user')).toHaveText('用户管理');
    for (const absent of ['system', 'workbench', 'permission.role', 'permission.authorize']) {
      await expect(sidebar.getByTestId(`menu-${absent}`)).toHaveCount(0);
    }
  });

  await test.step('用户管理 offers 新建 and none of the ungranted buttons', async () => {
    await openPage(page, ['permission'], 'permission.user');
    const userPage = visiblePage(page);
    await expect(userPage.getByTestId('user-search-keyword')).toBeVisible();
    await expect(addButton(page)).toBeVisible();
    for (const name of ['导入', '导出']) {
      await expect(userPage.getByRole('button', { name })).toHaveCount(0);
    }
    // The role grants no column of the list: instead of rows without cells, the page says why, without
    // a pager (the server leaves the same fields out of the rows, see below).
    await expect(userPage.getByTestId('user-no-columns')).toContainText(
      '您没有查看此列表任何列的权限，请联系管理员',
    );
    await expect(userPage.getByTestId('user-table')).toHaveCount(0);
    await expect(userPage.getByTestId('user-pager')).toHaveCount(0);
    for (const name of ['编辑', '删除', '重置密码', '禁用', '工作交接', '更多']) {
      await expect(userPage.getByRole('button', { name })).toHaveCount(0);
    }
    // Nor are the organization tree and the state filter offered: they filter by the 所属组织 and 状态
    // columns, which the role does not grant (the server refuses such a filter).
    await expect(userPage.getByTestId('user-organize-tree')).toHaveCount(0);
    await expect(userPage.getByTestId('user-state-filter')).toHaveCount(0);
    await screenshot(page, 'permission-restricted-user');
  });

  await test.step('岗位管理 opens, without any of its buttons or columns', async () => {
    await openPage(page, ['permission'], 'permission.position');
    const positionPage = visiblePage(page);
    // No column of the position menu is granted either (ADR 0009): the page says why.
    await expect(positionPage.getByTestId('position-no-columns')).toContainText(
      '您没有查看此列表任何列的权限，请联系管理员',
    );
    await expect(positionPage.getByTestId('position-table')).toHaveCount(0);
    await expect(addButton(page)).toHaveCount(0);
  });

  await test.step('the server refuses what was not granted, naming the missing menu or button', async () => {
    const lookup = `/permission/Users?keyword=${encodeURIComponent(USER.account)}`;
    const found = await api.call<{ list: { id: string; account: string }[] }>('GET', lookup, {
      token: adminToken,
    });
    const ownId = found.data.list.find((u) => u.account === USER.account)?.id ?? '';
    expect(ownId).not.toBe('');
    // The granted page's list is allowed (without the ungranted columns: no account in the rows)…
    const own = await api.call<{ list: { id: string; account?: string }[] }>('GET', '/permission/Users', {
      token: userToken,
    });
    expect(own.code).toBe(200);
    expect(own.data.list.map((u) => u.id)).toContain(ownId);
    expect(own.data.list.every((u) => u.account === undefined)).toBe(true);
    // …but its keyword does not search the hidden account column: a value only that column holds finds nothing.
    const searched = await api.call<{ list: unknown[] }>('GET', lookup, { token: userToken });
    expect(searched.code).toBe(200);
    expect(searched.data.list).toEqual([]);
    // …its ungranted delete button is not (checked before the handler: even a self-delete is refused for it).
    const removal = await api.call('DELETE', `/permission/Users/${ownId}`, { token: userToken });
    expect(removal).toMatchObject({ code: 401, msg: '没有权限：缺少「用户管理」菜单的「删除」按钮权限' });
    const roles = await api.call('GET', '/permission/Role', { token: userToken });
    expect(roles).toMatchObject({ code: 401, msg: '没有权限：缺少「角色管理」菜单权限' });
    // Refusals do not end the session.
    expect((await api.currentUser(userToken)).code).toBe(200);
  });
});
