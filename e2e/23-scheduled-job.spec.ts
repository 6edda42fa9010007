import {
  field,
  formDialog,
  openPage,
  pickOption,
  rowWithCell,
  saveDialog,
  searchList,
} from './support/admin-forms.ts';
import { confirmDialog, expect, OK_BUTTON, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 系统调度: an administrator makes a job whose dialog previews the next runs of its cron, runs it now
 * and reads the run in its log. 系统监控 and 系统缓存 answer on the same server.
 */

const RUN = Date.now().toString(36).slice(-6);
const JOB = { name: `清理分片${RUN}`, code: `sweep${RUN}` };

test('a scheduled job run now and its log', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken);
  await openPage(page, ['system'], 'system.task');
  await visiblePage(page)
    .getByRole('button', { name: /新\s?建/ })
    .click();
  const dialog = formDialog(page, 'task-dialog');
  await field(dialog, '任务名称').fill(JOB.name);
  await field(dialog, '任务编码').fill(JOB.code);
  await field(dialog, 'Cron表达式').fill('0 30 2 * * ?');
  const preview = dialog.getByTestId('task-next-runs');
  await expect(preview.getByRole('listitem')).toHaveCount(5);
  await expect(preview.getByRole('listitem').first()).toContainText('02:30:00');
  await field(dialog, 'Cron表达式').fill('0 0 30 2 *');
  await expect(preview.getByRole('alert')).toContainText('Cron表达式永远不会触发');
  await field(dialog, 'Cron表达式').fill('0 30 2 * * ?');
  await pickOption(page, field(dialog, '执行任务'), '清理过期的上传分片');
  await screenshot(page, 'scheduled-job-dialog');
  await saveDialog(page, dialog, '新建成功');

  await searchList(page, 'task-search', JOB.code);
  const table = visiblePage(page).getByTestId('task-table');
  const row = rowWithCell(table, JOB.code);
  await expect(row).toContainText(JOB.name);
  await row.getByRole('button', { name: '立即执行' }).click();
  await confirmDialog(page, /立即执行/)
    .getByRole('button', { name: OK_BUTTON })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '任务已执行' })).toBeVisible();
  await expect(rowWithCell(table, JOB.code)).toContainText(JOB.name);

  await rowWithCell(table, JOB.code).getByTestId('task-row-more').click();
  await page.locator('.ant-dropdown').filter({ visible: true }).getByText('任务日志').click();
  const log = page.getByTestId('task-log-table');
  await expect(log.getByText('成功')).toBeVisible();
  await expect(log.getByText('手动')).toBeVisible();
  await screenshot(page, 'scheduled-job-log');
});

test('the server monitor shows live figures and the caches can be cleared', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken);
  await openPage(page, ['system'], 'system.monitor');
  const monitor = visiblePage(page);
  await expect(monitor.getByTestId('monitor-cpu')).toContainText(/\d+ 核心/);
  await expect(monitor.getByTestId('monitor-database')).toContainText('内置数据库 (PGlite)');
  await expect(monitor.getByRole('img', { name: '使用率(%)' })).toBeVisible();
  await screenshot(page, 'server-monitor');

  await openPage(page, ['system'], 'system.cache');
  const caches = visiblePage(page).getByTestId('cache-table');
  await expect(caches).toContainText('菜单与权限');
  await expect(caches).toContainText('系统配置');
  await visiblePage(page).getByRole('button', { name: '清空所有' }).click();
  await confirmDialog(page, /清空所有缓存/)
    .getByRole('button', { name: OK_BUTTON })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '缓存已清空' })).toBeVisible();
  await screenshot(page, 'system-cache');
});
