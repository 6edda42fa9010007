import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './excel-read.ts';
import { SheetReadError } from './sheet-data.ts';
import { readSheetInWorker, readUploadedSheet } from './sheet-in-worker.ts';
import { sheetLimits } from './workbook-limits.ts';

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('reading an upload in a worker', () => {
  it('gives what the in-process reader gives: text, numbers, dates', async () => {
    const data = await workbook([
      ['账号', '手机', '生日'],
      ['a1', 13900000001, new Date(Date.UTC(1990, 4, 17))],
    ]);
    const sheet = await readUploadedSheet(data, 10);
    expect(sheet).toEqual(await readFirstSheet(data, sheetLimits(10)));
    expect(sheet.rows).toEqual([{ 账号: 'a1', 手机: '13900000001', 生日: '1990-05-17' }]);
  });

  it('stops a worker past its time limit and refuses the file', async () => {
    const data = await workbook([['账号'], ['a1']]);
    await expect(readSheetInWorker(data, sheetLimits(10), { timeoutMs: 1, maxHeapMb: 96 })).rejects.toEqual(
      new SheetReadError('timedOut'),
    );
  });

  it('stops a worker past its memory limit and refuses the file', async () => {
    const data = await workbook([['账号'], ['a1']]);
    await expect(
      readSheetInWorker(data, sheetLimits(10), { timeoutMs: 60_000, maxHeapMb: 1 }),
    ).rejects.toEqual(new SheetReadError('crashed'));
  });

  it('keeps a header named __proto__ as a column without touching Object.prototype', async () => {
    const data = await workbook([
      ['账号', '__proto__'],
      ['a1', 'polluted'],
    ]);
    const sheet = await readFirstSheet(data, sheetLimits(10));
    const row = sheet.rows[0] ?? {};
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('polluted');
    expect(Object.keys(row)).toEqual(['账号', '__proto__']);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });
});
