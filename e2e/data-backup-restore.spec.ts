import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPage } from './support/admin-forms.ts';
import {
  confirmDialog,
  expect,
  OK_BUTTON,
  openSignedIn,
  screenshot,
  test,
  toast,
} from './support/fixtures.ts';
import { REPO_ROOT } from './support/server-env.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 数据备份 and restore: an administrator starts a backup, the list follows it until 已完成, 下载 gives the
 * file, and `npm run restore` (the restore CLI, run with tsx as the script does) loads that file into a
 * fresh embedded database in a temporary data dir.
 */

const run = promisify(execFile);

test('a backup taken on the 数据备份 page downloads and restores into a fresh installation', async ({
  page,
  adminToken,
}, testInfo) => {
  test.setTimeout(120_000);
  await openSignedIn(page, adminToken);
  await openPage(page, ['dataApp'], 'system.dataBackup');
  const screen = visiblePage(page);
  await screen.getByRole('button', { name: /新建备份/ }).click();
  await confirmDialog(page, '您确定要备份数据库吗').getByRole('button', { name: OK_BUTTON }).click();
  await expect(toast(page, '已开始备份')).toBeVisible();

  // The newest backup is the first row; the page polls it until it ends.
  const first = screen.getByTestId('data-backup-table').locator('tr.ant-table-row').first();
  await expect(first.locator('.ant-tag')).toHaveText('已完成', { timeout: 60_000 });
  await screenshot(page, 'data-backup-list');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.jsonl\.gz$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  // Restore into a fresh installation: an empty data dir, the embedded database.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sme-e2e-restore-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const { stdout } = await run('npx', ['tsx', 'apps/server/src/restore-cli.ts', file], {
      cwd: REPO_ROOT,
      env,
      timeout: 90_000,
    });
    const restored = /Restored (\d+) tables, (\d+) rows/.exec(stdout);
    expect(restored, stdout).not.toBeNull();
    expect(Number(restored?.[1])).toBeGreaterThan(10);
    expect(Number(restored?.[2])).toBeGreaterThan(100);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
