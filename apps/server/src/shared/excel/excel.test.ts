import { buffer } from 'node:stream/consumers';
import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { readFirstSheet } from './excel-read.ts';
import { streamSheet } from './excel-stream.ts';
import { neutraliseFormula } from './excel-write.ts';
import { SheetReadError } from './sheet-data.ts';
import { sheetLimits } from './workbook-limits.ts';
import { sheetRows } from './xls-read.ts';

const columns = [
  { key: 'account', header: '账号' },
  { key: 'realName', header: '姓名' },
];

async function workbookWith(build: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb.addWorksheet('Sheet1'));
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('excel', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseFormula('+1')).toBe("'+1");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
    expect(neutraliseFormula('张三')).toBe('张三');
    expect(neutraliseFormula(-5)).toBe(-5);
  });

  it('writes a sheet that reads back with the same headers and text (the export apostrophe dropped)', async () => {
    const data = await buffer(
      streamSheet('用户', columns, [
        [
          { account: 'zhangsan', realName: '张三' },
          { account: '=cmd', realName: null },
        ],
      ]),
    );
    const sheet = await readFirstSheet(data, sheetLimits(10));
    expect(sheet.headers).toEqual(['账号', '姓名']);
    expect(sheet.rows).toEqual([
      { 账号: 'zhangsan', 姓名: '张三' },
      { 账号: '=cmd', 姓名: '' },
    ]);
    expect(sheet.formulaRows).toEqual([]);
  });

  it('skips empty rows, marks rows holding a formula, and refuses more rows than allowed', async () => {
    const data = await workbookWith((s) => {
      s.addRow(['账号', '姓名']);
      s.addRow(['a1', '甲']);
      s.addRow([]);
      s.addRow(['a2', { formula: 'A2&"x"', result: 'a1x' }]);
    });
    const sheet = await readFirstSheet(data, sheetLimits(10));
    expect(sheet.rows.map((r) => r.账号)).toEqual(['a1', 'a2']);
    expect(sheet.formulaRows).toEqual([2]);
    await expect(readFirstSheet(data, sheetLimits(1))).rejects.toEqual(new SheetReadError('tooManyRows'));
  });

  it('reads a legacy .xls the same way: dates as days, formulas marked, the row limit kept', async () => {
    const sheet = utils.aoa_to_sheet([
      ['账号', '生日'],
      ['a1', new Date(Date.UTC(1990, 4, 17))],
      [],
      ['a2', ''],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 's');
    const data = write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
    const read = await readFirstSheet(data, sheetLimits(10));
    expect(read.headers).toEqual(['账号', '生日']);
    expect(read.rows).toEqual([
      { 账号: 'a1', 生日: '1990-05-17' },
      { 账号: 'a2', 生日: '' },
    ]);
    await expect(readFirstSheet(data, sheetLimits(1))).rejects.toThrow(SheetReadError);
    // SheetJS writes no formulas to .xls, so the parsed form is given one directly.
    const withFormula = utils.aoa_to_sheet([['账号'], ['a1'], ['a2']]);
    withFormula.A3 = { t: 's', v: 'a21', f: 'A2&"1"' };
    expect(sheetRows(withFormula, sheetLimits(10)).formulaRows).toEqual([2]);
  });

  it('refuses bytes that are not a workbook', async () => {
    await expect(readFirstSheet(Buffer.from('not a zip'), sheetLimits(10))).rejects.toBeInstanceOf(
      SheetReadError,
    );
  });

  it('streams rows arriving in batches into one sheet with a bold header, neutralising formulas', async () => {
    async function* batches() {
      yield [{ account: 'a1', realName: '甲' }];
      yield [];
      yield [
        { account: '-2+3', realName: '乙' },
        { account: 'a3', realName: null },
      ];
    }
    const data = await buffer(streamSheet('用户', columns, batches()));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(3).getCell(1).value).toBe("'-2+3");
    expect(await readFirstSheet(data, sheetLimits(10))).toEqual({
      headers: ['账号', '姓名'],
      rows: [
        { 账号: 'a1', 姓名: '甲' },
        { 账号: '-2+3', 姓名: '乙' },
        { 账号: 'a3', 姓名: '' },
      ],
      formulaRows: [],
    });
  });

  it('fails the stream with the error of the rows it was producing', async () => {
    async function* batches() {
      yield [{ account: 'a1', realName: '甲' }];
      throw new Error('database gone');
    }
    await expect(buffer(streamSheet('用户', columns, batches()))).rejects.toThrow('database gone');
  });

  it('stops reading rows once its consumer gives up', async () => {
    let read = 0;
    let closed = false;
    async function* batches() {
      try {
        // Bounded, so a stream that never stops fails the test instead of looping forever.
        while (read < 1000) {
          read += 1;
          // Incompressible text, so the bytes outgrow the stream's buffer and it waits for a reader.
          yield Array.from({ length: 200 }, () => ({ account: crypto.randomUUID(), realName: '甲' }));
        }
      } finally {
        closed = true;
      }
    }
    const stream = streamSheet('用户', columns, batches());
    await new Promise<void>((resolve) => {
      stream.once('readable', () => {
        stream.destroy();
        resolve();
      });
    });
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(read).toBeLessThan(1000);
  });
});
