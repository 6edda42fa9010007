import { formatDate } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { visualModelData } from '../../src/db/schema/index.ts';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { multipart, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  dueField,
  exportCall,
  importExportColumns,
  onlineCall,
  runtimeDesign,
  runtimeFields,
  runtimeUser,
  saveBody,
} from './online-dev-fixtures.ts';
import { downloadSheet } from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * Export and batch import of a released design's records through the original's paths: the export of
 * chosen granted columns as the list shows them, the import template, preview, import with good and
 * bad rows and their errors, the failed rows' file, the 1,000-row cap and the button grants.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const fields = [
  ...runtimeFields,
  widget('switch', 'active', '启用', { activeValue: 1, inactiveValue: 0 }),
  dueField,
];
const columns = importExportColumns(
  [
    ['title', '标题'],
    ['level', '级别'],
    ['price', '价格'],
    ['secret', '密级'],
    ['active', '启用'],
    ['due', '截止'],
  ],
  ['title', 'level', 'price', 'tags', 'active', 'due'],
);
const TEMPLATE = ['标题', '级别', '价格', '标签', '启用', '截止'];

const design = () => runtimeDesign(t, admin, { formData: formData(fields), columnData: columns });

const download = (user: TestUser, url: string) => downloadSheet(t, user, url);

async function workbook(rows: string[][], headers = TEMPLATE): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('导入');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

async function upload(user: TestUser, data: Buffer): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/file/Uploader/importData',
    token: user.token,
    ...multipart('records.xlsx', data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id;
}

const countRecords = async (designId: string) =>
  (await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.designId, designId))).length;

describe('在线开发 export', () => {
  it('exports the chosen granted columns of the filtered records as the list shows them', async () => {
    const released = await design();
    const { id, menuId } = released;
    const due = Date.UTC(2024, 2, 5, 4);
    for (const values of [
      { title: '苹果', level: 'h', price: 30, secret: '机密', active: 1, due },
      { title: '香蕉', level: 'l', price: 5, secret: '', active: 0 },
      { title: '梨', level: 'h', price: 8, secret: '', active: 0 },
    ]) {
      expect((await onlineCall(t, admin, 'POST', `/${id}`, saveBody(values))).body.code).toBe(200);
    }
    const exporter = await runtimeUser(t, menuId, ['btn_download'], ['secret']);
    const all = await exportCall(t, exporter, released, {
      dataType: 1,
      pageSize: 1,
      queryJson: JSON.stringify({ level: 'h' }),
      selectKey: ['title', 'level', 'active', 'due'],
    });
    expect(all.body.code, all.body.msg).toBe(200);
    expect(all.body.data.name).toMatch(/\.xlsx$/);
    const { timeZone } = await getSysConfig(t.ctx);
    expect(await download(exporter, all.body.data.url)).toEqual([
      ['标题', '级别', '启用', '截止'],
      ['梨', '高', '关', ''],
      ['苹果', '高', '开', formatDate(due, 'YYYY-MM-DD', { timeZone })],
    ]);

    const page = await exportCall(t, exporter, released, {
      dataType: 0,
      pageSize: 1,
      currentPage: 2,
      selectKey: ['title'],
    });
    expect(await download(exporter, page.body.data.url)).toEqual([['标题'], ['香蕉']]);

    const hidden = await exportCall(t, exporter, released, { selectKey: ['title', 'secret'] });
    expect(hidden.body.code).toBe(400);
    expect(hidden.body.msg).toContain('secret');
  });

  it('refuses a caller without the 导出 button', async () => {
    const released = await design();
    const reader = await runtimeUser(t, released.menuId, ['btn_upload']);
    const res = await exportCall(t, reader, released, { selectKey: ['title'] });
    expect(res.body.code).toBe(401);
    expect(res.body.msg).toContain('导出');
  });
});

describe('在线开发 import', () => {
  it('previews, imports the good rows with labels mapped to values and reports the bad ones', async () => {
    const { id, menuId } = await design();
    const importer = await runtimeUser(t, menuId, ['btn_upload']);
    const template = await onlineCall(t, importer, 'GET', `/${id}/TemplateDownload`);
    expect(template.body.code, template.body.msg).toBe(200);
    expect(await download(importer, template.body.data.url)).toEqual([TEMPLATE]);
    const alias = await onlineCall(t, importer, 'GET', `/${id}/Template`);
    expect(alias.body.data.name).toBe(template.body.data.name);

    const fileId = await upload(
      importer,
      await workbook([
        ['桃', '高', '12', '甲,乙', '开', '2024-03-05'],
        ['', '低', '3', '', '', ''],
        ['杏', '中', 'abc', '', '', ''],
        ['很长很长很长很长的标题', '低', '', '', '', ''],
      ]),
    );
    const preview = await onlineCall(t, importer, 'GET', `/${id}/ImportPreview?fileName=${fileId}`);
    expect(preview.body.code, preview.body.msg).toBe(200);
    expect(preview.body.data.headerRow).toEqual([
      { id: 'title', fullName: '标题' },
      { id: 'level', fullName: '级别' },
      { id: 'price', fullName: '价格' },
      { id: 'tags', fullName: '标签' },
      { id: 'active', fullName: '启用' },
      { id: 'due', fullName: '截止' },
    ]);
    expect(preview.body.data.dataRow[0]).toMatchObject({ title: '桃', level: '高', tags: '甲,乙' });

    const before = await countRecords(id);
    const result = await onlineCall(t, importer, 'POST', `/${id}/ImportData`, {
      list: preview.body.data.dataRow,
    });
    expect(result.body.code, result.body.msg).toBe(200);
    expect(result.body.data).toMatchObject({ resultType: 1, snum: 1, fnum: 3 });
    const reasons = result.body.data.failResult.map((row: { errorsInfo: string }) => row.errorsInfo);
    expect(reasons[0]).toContain('标题');
    expect(reasons[1]).toContain('级别');
    expect(reasons[1]).toContain('中');
    expect(reasons[1]).toContain('价格');
    expect(reasons[2]).toContain('标题');
    expect(await countRecords(id)).toBe(before + 1);

    const [stored] = await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.designId, id));
    expect(stored?.data).toMatchObject({ title: '桃', level: 'h', price: 12, tags: ['a', 'b'], active: 1 });
    expect(stored?.createdBy).toBe(importer.id);
    const { timeZone } = await getSysConfig(t.ctx);
    expect(formatDate(stored?.data.due as number, 'YYYY-MM-DD HH:mm', { timeZone })).toBe('2024-03-05 00:00');

    const failed = await onlineCall(t, importer, 'POST', `/${id}/ImportExceptionData`, {
      list: result.body.data.failResult,
    });
    expect(failed.body.code, failed.body.msg).toBe(200);
    const sheet = await download(importer, failed.body.data.url);
    expect(sheet[0]).toEqual([...TEMPLATE, '错误信息']);
    expect(sheet).toHaveLength(4);
  });

  it('refuses 1,001 rows with a clear message and stores nothing', async () => {
    const { id, menuId } = await design();
    const importer = await runtimeUser(t, menuId, ['btn_upload']);
    const rows = Array.from({ length: 1001 }, (_, i) => [`行${i}`, '高', '1', '', '', '']);
    const fileId = await upload(importer, await workbook(rows));
    const preview = await onlineCall(t, importer, 'GET', `/${id}/ImportPreview?fileName=${fileId}`);
    expect(preview.body.code).toBe(400);
    expect(preview.body.msg).toContain('1000');

    const list = rows.map(([title]) => ({ title: title ?? '', level: '高' }));
    const res = await onlineCall(t, importer, 'POST', `/${id}/ImportData`, { list });
    expect(res.body.code).toBe(400);
    expect(await countRecords(id)).toBe(0);
  });

  it('stores none of the rows when their write fails', async () => {
    // A document-number field whose rule is gone: no row's number can be issued, the import is refused.
    const numbered = [...fields, widget('billRule', 'billNo', '单据号', {}, { rule: 'gone-rule' })];
    const { id } = await runtimeDesign(t, admin, { formData: formData(numbered), columnData: columns });
    const list = [
      { title: '桃', level: '高' },
      { title: '杏', level: '低' },
    ];
    const res = await onlineCall(t, admin, 'POST', `/${id}/ImportData`, { list });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('gone-rule');
    expect(await countRecords(id)).toBe(0);
  });

  it('refuses a caller without the 导入 button', async () => {
    const { id, menuId } = await design();
    const reader = await runtimeUser(t, menuId, ['btn_download']);
    for (const [method, url, payload] of [
      ['GET', `/${id}/TemplateDownload`, undefined],
      ['GET', `/${id}/ImportPreview?fileName=abc`, undefined],
      ['POST', `/${id}/ImportData`, { list: [{ title: '桃' }] }],
      ['POST', `/${id}/ImportExceptionData`, { list: [{ title: '桃', errorsInfo: 'x' }] }],
    ] as const) {
      const res = await onlineCall(t, reader, method, url, payload);
      expect(res.body.code, url).toBe(401);
    }
    expect(await countRecords(id)).toBe(0);
  });
});
