import { utils, write } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { userRelations, users } from '../../src/db/schema/index.ts';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { loginToken } from '../oauth/oauth-helpers.ts';
import { createUser, multipart, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The user import end to end through the API: upload an .xlsx, preview, import with
 * good and bad rows, export the failed rows; and every refusal of the "Bad input" list.
 */

const HEADERS = ['账号', '姓名', '性别', '手机', '邮箱', '所属组织编码', '岗位编码', '角色编码', '说明'];

async function workbook(rows: (string | ExcelJS.CellFormulaValue)[][], headers = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户信息');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

const t = useTestApp();
const admin = useAdminUser(t);

async function uploadFile(user: TestUser, data: Buffer, name = 'users.xlsx'): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/file/Uploader/importData',
    token: user.token,
    ...multipart(name, data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id;
}

const preview = (user: TestUser, fileId: string) =>
  t.call({ method: 'GET', url: `/api/permission/Users/ImportPreview?fileName=${fileId}`, token: user.token });

const importData = (list: unknown[]) =>
  t.call({ method: 'POST', url: '/api/permission/Users/ImportData', token: admin.token, payload: { list } });

async function download(user: TestUser, url: string): Promise<ExcelJS.Worksheet> {
  const res = await t.call({ method: 'GET', url, token: user.token });
  expect(res.status).toBe(200);
  expect(res.raw.headers['content-disposition']).toContain('attachment');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('user import', () => {
  it('gives a template with the headers', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/permission/Users/TemplateDownload',
      token: admin.token,
    });
    expect(res.body.code).toBe(200);
    const sheet = await download(admin, res.body.data.url);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
  });

  it('previews, imports the good rows, reports each bad row with its reasons and exports them', async () => {
    const fileId = await uploadFile(
      admin,
      await workbook([
        ['imp001', '导入甲', '男', '13900000001', 'a@example.com', 'rnd', 'rndEngineer', 'employee', ''],
        ['imp002', '导入乙', '女', '139', '', 'rnd', '', '', ''],
        ['admin', '重名', '', '', '', 'rnd', '', '', ''],
        ['imp003', '重复一', '', '', '', 'nowhere', '', '', ''],
        ['imp003', '重复二', '', '', '', 'rnd', 'noSuchPosition', '', ''],
      ]),
    );
    const shown = await preview(admin, fileId);
    expect(shown.body.code).toBe(200);
    expect(shown.body.data.headerRow.map((h: { fullName: string }) => h.fullName)).toEqual(HEADERS);
    const rows = shown.body.data.dataRow as Record<string, string>[];
    expect(rows).toHaveLength(5);
    // The user fixes the mobile of the second row in the preview before importing.
    rows[1] = { ...rows[1], mobilePhone: '13900000002' };

    const result = await importData(rows);
    expect(result.body.code).toBe(200);
    expect(result.body.data).toMatchObject({ resultType: 1, snum: 2, fnum: 3 });
    const reasons = result.body.data.failResult.map((r: { account: string; errorsInfo: string }) => [
      r.account,
      r.errorsInfo,
    ]);
    expect(reasons).toEqual([
      ['admin', '账号“admin”已存在'],
      ['imp003', '账号“imp003”在文件中重复；所属组织编码“nowhere”不存在'],
      ['imp003', '账号“imp003”在文件中重复；岗位编码“noSuchPosition”不存在'],
    ]);

    const [created] = await t.ctx.db.select().from(users).where(eq(users.account, 'imp001'));
    expect(created).toMatchObject({
      realName: '导入甲',
      gender: 1,
      mobilePhone: '13900000001',
      changePasswordDate: null,
    });
    const relations = await t.ctx.db
      .select()
      .from(userRelations)
      .where(eq(userRelations.userId, created?.id ?? ''));
    expect(relations.map((r) => r.objectType).sort()).toEqual(['Organize', 'Position', 'Role']);
    const second = await t.ctx.db.select().from(users).where(eq(users.account, 'imp002'));
    expect(second[0]?.mobilePhone).toBe('13900000002');

    const file = await t.call({
      method: 'POST',
      url: '/api/permission/Users/ImportExceptionData',
      token: admin.token,
      payload: { list: result.body.data.failResult },
    });
    const sheet = await download(admin, file.body.data.url);
    expect(sheet.getRow(1).getCell(HEADERS.length + 1).value).toBe('错误信息');
    expect(sheet.getRow(2).getCell(1).value).toBe('admin');

    // POST /Users/ExportExceptionData (JNPF's name) answers the same failed-rows file.
    const alias = await t.call({
      method: 'POST',
      url: '/api/permission/Users/ExportExceptionData',
      token: admin.token,
      payload: { list: result.body.data.failResult },
    });
    expect(alias.body.data.url).not.toBe(file.body.data.url);
    const aliasSheet = await download(admin, alias.body.data.url);
    expect(aliasSheet.getRow(1).values).toEqual(sheet.getRow(1).values);
    expect(aliasSheet.getRow(4).values).toEqual(sheet.getRow(4).values);
  });

  it('reads Excel 97-2003 (.xls) workbooks too', async () => {
    const sheet = utils.aoa_to_sheet([
      HEADERS,
      ['legacy001', '旧版甲', '女', '13700000001', '', 'rnd', '', '', ''],
      ['legacy002', '旧版乙', '男', '', '', 'rnd', '', 'employee', ''],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, '用户信息');
    const data = write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
    expect(data.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const shown = await preview(admin, await uploadFile(admin, data, 'users.xls'));
    expect(shown.body.code, shown.body.msg).toBe(200);
    expect(shown.body.data.dataRow.map((r: { account: string; realName: string }) => r.realName)).toEqual([
      '旧版甲',
      '旧版乙',
    ]);
    const result = await importData(shown.body.data.dataRow);
    expect(result.body.data).toMatchObject({ snum: 2, fnum: 0 });
  });

  it('imports 1,000 users from one file (the row limit) in one go', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = String(i).padStart(4, '0');
      return [`thousand${n}`, `千人${n}`, i % 2 ? '男' : '女', `1371000${n}`, '', 'rnd', '', 'employee', ''];
    });
    const data = await workbook(rows);
    expect(data.length).toBeLessThanOrEqual(500 * 1024);
    const shown = await preview(admin, await uploadFile(admin, data));
    expect(shown.body.data.dataRow).toHaveLength(1000);
    const result = await importData(shown.body.data.dataRow);
    expect(result.body.data).toMatchObject({ snum: 1000, fnum: 0 });
    const list = await t.call({
      method: 'GET',
      url: '/api/permission/Users?keyword=thousand&pageSize=20',
      token: admin.token,
    });
    expect(list.body.data.pagination.total).toBe(1000);
  });

  it('the imported user signs in with the default password and must change it first', async () => {
    const { newUserDefaultPassword } = await getSysConfig(t.ctx);
    const token = await loginToken(t, 'imp001', newUserDefaultPassword);
    const res = await t.call({ method: 'GET', url: '/api/message', token });
    expect(res.body).toMatchObject({ code: 401, msg: '请先修改初始密码' });
  });

  it('refuses wrong headers, formulas, empty sheets, more than 1,000 rows and non-workbooks, naming the problem', async () => {
    const cases: [Buffer, string, string][] = [
      [
        await workbook([['x1', '甲']], ['账号', '名字']),
        'users.xlsx',
        '表头与模板不一致，缺少列：姓名、性别',
      ],
      [
        await workbook([['x2', { formula: 'A2&"1"', result: 'x21' }, '', '', '', 'rnd', '', '', '']]),
        'users.xlsx',
        '第 2 行含有公式',
      ],
      [await workbook([]), 'users.xlsx', '导入数据为空'],
      [
        await workbook(
          Array.from({ length: 1001 }, (_, i) => [`bulk${i}`, '批量', '', '', '', 'rnd', '', '', '']),
        ),
        'users.xlsx',
        '导入数据不能超过 1000 条',
      ],
    ];
    for (const [data, name, message] of cases) {
      const res = await preview(admin, await uploadFile(admin, data, name));
      expect({ code: res.body.code, msg: res.body.msg }).toEqual({
        code: 400,
        msg: expect.stringContaining(message),
      });
    }
    // An OLE2 container that is no workbook (a .doc renamed, say) is refused as a type.
    const notAWorkbook = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.from('WordDocument', 'utf16le'),
      Buffer.alloc(512),
    ]);
    const res = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/importData',
      token: admin.token,
      ...multipart('old.xls', notAWorkbook, 'application/vnd.ms-excel'),
    });
    expect(res.body).toMatchObject({ code: 400, msg: '不支持的文件类型，仅允许：xlsx, xls' });
    const big = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/importData',
      token: admin.token,
      ...multipart('big.xlsx', Buffer.alloc(500 * 1024 + 1, 1)),
    });
    expect(big.body).toMatchObject({ code: 400, msg: '文件大小不能超过 500 KB' });
  });

  it("does not preview another user's upload, and changes nothing when every row fails", async () => {
    const other = await createUser(t, { isAdministrator: true });
    const fileId = await uploadFile(other, await workbook([['y1', '乙', '', '', '', 'rnd', '', '', '']]));
    expect((await preview(admin, fileId)).body.code).toBe(404);

    const before = (await t.ctx.db.select({ id: users.id }).from(users)).length;
    const res = await importData([{ account: '', realName: '' }]);
    expect(res.body.data).toMatchObject({ snum: 0, fnum: 1 });
    expect((await t.ctx.db.select({ id: users.id }).from(users)).length).toBe(before);
  });
});
