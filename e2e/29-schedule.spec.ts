import type { Locator, Page } from '@playwright/test';
import { USER_PASSWORD } from './support/accounts.ts';
import { exactly, field, pickOption } from './support/admin-forms.ts';
import { activateUser, createUser } from './support/api.ts';
import { expect, OK_BUTTON, openSignedIn, screenshot, test, toast } from './support/fixtures.ts';
import { openFromSidebar, visiblePage } from './support/shell.ts';

/*
 * 日程安排 in the 协同办公 system: a new user makes a daily schedule over four days, sees it in the
 * month, deletes one occurrence, then "this and the following" from a later one (both scope choices by
 * keyboard), and finds only the first day left. The browser runs in the platform's zone (Asia/Shanghai),
 * whose days the server counts in.
 */

test.use({ timezoneId: 'Asia/Shanghai' });

const RUN = Date.now().toString(36).slice(-6);
const TITLE = `周例会${RUN}`;

/** 'YYYY-MM-DD' of day `day` of next month, in Asia/Shanghai. */
function nextMonthDay(day: number): string {
  const shanghai = new Date(Date.now() + 8 * 3_600_000);
  const next = new Date(Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth() + 1, day));
  return next.toISOString().slice(0, 10);
}
const DAYS = [10, 11, 12, 13].map(nextMonthDay);

/** The month view's cell of a day (antd puts the date in the cell's title). */
const dayCell = (page: Page, day: string): Locator => visiblePage(page).locator(`td[title="${day}"]`);
const chip = (page: Page, day: string): Locator =>
  dayCell(page, day).getByRole('button', { name: new RegExp(TITLE) });
const formItem = (form: Locator, label: string): Locator =>
  form
    .locator('.ant-form-item')
    .filter({ has: form.page().locator('.ant-form-item-label label', { hasText: exactly(label) }) });
const openModal = (page: Page, testId: string): Locator =>
  page.locator('.ant-modal').filter({ visible: true, has: page.getByTestId(testId) });

/** Opens an occurrence's 查看日程 and deletes it with the scope chosen by keyboard (ArrowDown steps). */
async function deleteOccurrence(page: Page, day: string, steps: number): Promise<void> {
  await chip(page, day).click();
  const view = openModal(page, 'schedule-view-dialog');
  await expect(view.getByText('会议')).toBeVisible();
  await view.getByRole('button', { name: /^删\s?除$/ }).click();
  const scope = openModal(page, 'schedule-scope-dialog');
  await expect(scope.getByText('此为重复日程，将删除应用于')).toBeVisible();
  // It opens with 此日程 chosen and focused.
  await expect(scope.getByRole('radio', { name: '此日程', exact: true })).toBeChecked();
  await expect(scope.getByRole('radio', { name: '此日程', exact: true })).toBeFocused();
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(scope).toBeHidden();
  // The next delete shows the same message: wait for this one to leave.
  await expect(toast(page, '删除成功')).toHaveCount(0);
}

test('a daily schedule: one occurrence deleted, then this and the following', async ({
  page,
  api,
  adminToken,
}) => {
  const user = await activateUser(
    api,
    await createUser(api, adminToken, {
      account: `e2esch${RUN}`,
      realName: `日程${RUN}`,
      organizeCode: 'rnd',
      roleCodes: ['platformOperator'],
    }),
    USER_PASSWORD,
  );
  const token = await api.token(user.account, USER_PASSWORD);
  // Into the 协同办公 system, as the user menu's 切换系统 does.
  const me = await api.currentUser<{ userInfo: { systemIds: { id: string; name: string }[] } }>(token);
  const work = me.data.userInfo.systemIds.find((system) => system.name === '协同办公');
  expect(work, 'the user holds menus of 协同办公').toBeTruthy();
  const switched = await api.call('PUT', '/permission/Users/Current/major', {
    token,
    json: { majorId: work?.id, majorType: 'System' },
  });
  expect(switched.code).toBe(200);

  await openSignedIn(page, token);
  await openFromSidebar(page, ['work.office'], 'work.schedule');
  const calendar = visiblePage(page).getByTestId('schedule-page');
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: '下一页' }).click();
  await dayCell(page, DAYS[0] ?? '').click();

  const form = openModal(page, 'schedule-form-dialog');
  await expect(form.getByText('新建', { exact: true })).toBeVisible();
  // A new schedule starts with the first 日程类型; this one is a meeting.
  await expect(formItem(form, '类型')).toContainText('工作');
  await pickOption(page, field(form, '类型'), '会议');
  await field(form, '标题').fill(TITLE);
  await formItem(form, '全天').getByRole('switch').click();
  await field(form, '重复提醒').click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByTitle('每天重复').click();
  const until = field(form, '结束重复');
  await until.click();
  await until.fill(DAYS[3] ?? '');
  await until.press('Enter');
  await screenshot(page, 'schedule-new-daily');
  await form.getByRole('button', { name: OK_BUTTON }).click();
  await expect(toast(page, '新建成功')).toBeVisible();
  await expect(form).toBeHidden();

  for (const day of DAYS) await expect(chip(page, day)).toBeVisible();
  await expect(chip(page, DAYS[0] ?? '')).toContainText('会议');
  await screenshot(page, 'schedule-month');

  // The second day only: 此日程 as the dialog opens with it.
  await deleteOccurrence(page, DAYS[1] ?? '', 0);
  await expect(chip(page, DAYS[1] ?? '')).toHaveCount(0);
  for (const day of [DAYS[0], DAYS[2], DAYS[3]]) await expect(chip(page, day ?? '')).toBeVisible();

  // From the third day on: 此日程及后续, one step down.
  await deleteOccurrence(page, DAYS[2] ?? '', 1);
  await expect(chip(page, DAYS[2] ?? '')).toHaveCount(0);
  await expect(chip(page, DAYS[3] ?? '')).toHaveCount(0);
  await expect(chip(page, DAYS[0] ?? '')).toBeVisible();
  await screenshot(page, 'schedule-after-deletes');
});
