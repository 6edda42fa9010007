import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXCEL_MAX_RUNNING, runExcelJob } from '../../src/shared/excel/excel-jobs.ts';
import { createUser, multipart, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { bombSheet, rowXml, sheetXml, workbookParts, zipArchive } from './xlsx-files.ts';

/*
 * Hostile workbooks uploaded for the user import: each is refused with a message naming the limit
 * it broke, before (or instead of) a full parse, and the server keeps answering meanwhile. Imports
 * and exports are rationed per user and per process.
 */

const HEADERS = ['账号', '姓名', '性别', '手机', '邮箱', '所属组织编码', '岗位编码', '角色编码', '说明'];
const MB = 1024 * 1024;

const t = useTestApp();
const admin = useAdminUser(t);

async function upload(user: TestUser, data: Buffer): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/file/Uploader/importData',
    token: user.token,
    ...multipart('users.xlsx', data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id;
}

const preview = (user: TestUser, fileId: string) =>
  t.call({ method: 'GET', url: `/api/permission/Users/ImportPreview?fileName=${fileId}`, token: user.token });

const exportUsers = (user: TestUser) =>
  t.call({ method: 'GET', url: '/api/permission/Users/ExportExcel?selectKey=account', token: user.token });

/** Health asked while the preview runs: it answers, and (the bound) within a second. */
async function previewWhileHealthAnswers(fileId: string) {
  const pending = preview(admin, fileId);
  const started = performance.now();
  const health = await t.call({ method: 'GET', url: '/api/health' });
  const healthMs = performance.now() - started;
  expect(health.status).toBe(200);
  expect(healthMs).toBeLessThan(1000);
  return pending;
}

describe('hostile spreadsheets', () => {
  it('refuses a 1.8 KB sheet that declares A1:XFD1048576 before parsing it', async () => {
    const rows = rowXml(1, HEADERS) + rowXml(1_048_576, ['x']);
    const data = zipArchive(workbookParts({ data: sheetXml(rows, 'A1:XFD1048576') }));
    expect(data.length).toBeLessThan(2048);
    const res = await previewWhileHealthAnswers(await upload(admin, data));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('工作表范围超出上限（A1:XFD1048576）：最多 10000 行、256 列');
    // The server is still there to answer.
    expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('refuses a cell beyond the caps when the sheet declares no dimension', async () => {
    const rows = rowXml(1, HEADERS) + rowXml(2, ['a']) + rowXml(1_048_576, ['x']);
    const res = await preview(
      admin,
      await upload(admin, zipArchive(workbookParts({ data: sheetXml(rows) }))),
    );
    expect(res.body.msg).toBe('工作表范围超出上限（A1048576）：最多 10000 行、256 列');
  });

  describe('a ~100 KB zip that unpacks to 100 MB', () => {
    const bomb = bombSheet(rowXml(1, HEADERS) + rowXml(2, ['bomb1', '炸弹']), 100 * MB);

    it('is refused by its declared size', async () => {
      expect(bomb.compressed.length).toBeLessThan(150 * 1024);
      const fileId = await upload(admin, zipArchive(workbookParts(bomb)));
      const res = await previewWhileHealthAnswers(fileId);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('文件解压后超过 20 MB，已拒绝');
    });

    it('is refused by its actual size when it declares 1 MB', async () => {
      const fileId = await upload(admin, zipArchive(workbookParts({ ...bomb, declaredSize: MB })));
      const res = await previewWhileHealthAnswers(fileId);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('文件解压后超过 20 MB，已拒绝');
    });
  });

  it('refuses a 100,000-row sheet at the 1,000-row cap without reading the rest', async () => {
    const rows: string[] = [rowXml(1, HEADERS)];
    // Each data row holds its number in column A (the 账号 column): short enough for 500 KB.
    for (let r = 2; r <= 100_001; r++) rows.push(`<row r="${r}"><c><v>${r}</v></c></row>`);
    // Broken XML after the last row: a reader that went on to the end would call the file unreadable.
    rows.push('<row r="100002"><c r="A100002"></row>');
    const data = zipArchive(workbookParts({ data: sheetXml(rows.join('')) }));
    expect(data.length).toBeLessThan(500 * 1024);
    const res = await preview(admin, await upload(admin, data));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导入数据不能超过 1000 条');
  });
});

describe('import and export slots', () => {
  /** Holds a slot as a running import or export would, until the returned release is called. */
  function holdSlot(userId: string): () => Promise<void> {
    let release = () => {};
    const held = runExcelJob(userId, () => new Promise<void>((resolve) => (release = resolve)));
    return () => {
      release();
      return held;
    };
  }

  it('refuses a second import or export of the same user with 429 while the first runs', async () => {
    const other = await createUser(t, { isAdministrator: true });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('用户信息').addRow(HEADERS);
    const fileId = await upload(admin, Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer));

    const release = holdSlot(admin.id);
    const second = await exportUsers(admin);
    expect(second.status).toBe(429);
    expect(second.body.msg).toBe('您已有一个导入或导出正在进行，请等它完成后再试');
    expect((await preview(admin, fileId)).body.msg).toBe('您已有一个导入或导出正在进行，请等它完成后再试');
    const importData = await t.call({
      method: 'POST',
      url: '/api/permission/Users/ImportData',
      token: admin.token,
      payload: { list: [{ account: 'slot001', realName: '槽' }] },
      headers: { 'accept-language': 'en-US' },
    });
    expect(importData.body.msg).toBe(
      'One of your imports or exports is still running; try again when it has finished',
    );
    // Another user is not held up, and the same user goes on once the first one ends.
    expect((await exportUsers(other)).body.code).toBe(200);
    await release();
    expect((await exportUsers(admin)).body.code).toBe(200);
  });

  it('refuses anyone once the process runs its limit of imports and exports', async () => {
    const releases = Array.from({ length: EXCEL_MAX_RUNNING }, (_, i) => holdSlot(`someone-else-${i}`));
    const res = await exportUsers(admin);
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe('服务器正在处理其他导入导出，请稍后再试');
    await Promise.all(releases.map((release) => release()));
    expect((await exportUsers(admin)).body.code).toBe(200);
  });
});
