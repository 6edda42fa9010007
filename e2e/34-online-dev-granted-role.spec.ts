import { USER_PASSWORD } from './support/accounts.ts';
import { activateUser, createUser } from './support/api.ts';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { formItem } from './support/form-widgets.ts';
import { visiblePage } from './support/shell.ts';
import {
  createDesign,
  designList,
  designWidget,
  grantMenuToRole,
  releaseToOnlineDev,
  requestColumns,
  requestForm,
} from './support/visual-dev.ts';

/*
 * A released design used under a role's grants: the administrator releases a design (a text, an amount
 * and a confidential note), makes a role that holds its menu with 新增 and 编辑 but not 删除, and its
 * columns and form fields except the note; a user of that role opens the menu, adds a record, finds it
 * with the search bar, edits it, and never sees the note or a delete button. Afterwards the record on
 * the server holds no note (a field the user may not write stays empty).
 */

const RUN = Date.now().toString(36).slice(-6);
const CODE = `gr${RUN}`;
const NAME = `费用申请${RUN}`;
const ROLE_CODE = `role${RUN}`;

const FORM = requestForm(['title', 'amount'], designWidget('comInput', 'note', '备注（保密）'));
const COLUMNS = designList({
  columns: [...requestColumns(['title', 'amount']), ['note', '备注（保密）']],
  search: requestColumns(['title']),
  buttons: ['add'],
  rowButtons: ['edit', 'remove'],
  usePermissions: true,
});

test('a user of a granted role adds, searches and edits records of a released design, without what is withheld', async ({
  page,
  api,
  adminToken,
}) => {
  const id = await createDesign(api, adminToken, {
    fullName: NAME,
    enCode: CODE,
    form: FORM,
    columns: COLUMNS,
  });
  const address = await releaseToOnlineDev(api, adminToken, id, CODE);
  await grantMenuToRole(api, adminToken, {
    role: { fullName: `申请人${RUN}`, enCode: ROLE_CODE },
    menuCode: CODE,
    buttons: ['btn_add', 'btn_edit'],
    isWithheld: (code) => code === 'note',
  });
  const user = await activateUser(
    api,
    await createUser(api, adminToken, {
      account: `e2egr${RUN}`,
      realName: `申请人${RUN}`,
      organizeCode: 'rnd',
      roleCodes: [ROLE_CODE],
    }),
    USER_PASSWORD,
  );
  const token = await api.token(user.account, USER_PASSWORD);

  await openSignedIn(page, token, `/${address}`);
  const list = visiblePage(page).getByTestId('online-dev-list');
  await expect(list.getByRole('columnheader', { name: '事项' })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: '备注（保密）' })).toHaveCount(0);

  for (const [title, amount] of [
    ['差旅报销', '860'],
    ['培训费用', '1200'],
  ]) {
    await list.getByRole('button', { name: /新\s?增/ }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.locator('.ant-modal-title', { hasText: '新增' }) });
    await formItem(dialog, '事项').getByRole('textbox').fill(title);
    await formItem(dialog, '金额').getByRole('spinbutton').fill(amount);
    await expect(formItem(dialog, '备注（保密）')).toHaveCount(0);
    await dialog.getByRole('button', { name: /提\s?交|确\s?定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('row').filter({ hasText: title })).toBeVisible();
  }

  await list.getByRole('textbox', { name: '事项' }).fill('培训');
  await list.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(list.getByRole('row').filter({ hasText: '差旅报销' })).toHaveCount(0);
  const row = list.getByRole('row').filter({ hasText: '培训费用' });
  await expect(row.getByRole('button', { name: /删\s?除/ })).toHaveCount(0);
  await row.getByRole('button', { name: /编\s?辑/ }).click();
  const edit = page
    .getByRole('dialog')
    .filter({ has: page.locator('.ant-modal-title', { hasText: '编辑' }) });
  await formItem(edit, '金额').getByRole('spinbutton').fill('1500');
  await edit.getByRole('button', { name: /提\s?交|确\s?定/ }).click();
  await expect(edit).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: '培训费用' })).toContainText('1500');
  await screenshot(page, 'online-dev-granted-role');

  const records = await api.call<{ list: Record<string, unknown>[] }>(
    'POST',
    `/visualdev/OnlineDev/${id}/List`,
    {
      token: adminToken,
      json: { currentPage: 1, pageSize: 20, sort: 'desc', sidx: '' },
    },
  );
  expect(records.code, records.msg).toBe(200);
  expect(records.data.list).toHaveLength(2);
  for (const record of records.data.list) expect(record.note ?? '').toBe('');
});
