import { describe, expect, it, vi } from 'vitest';
import purchaseRequest from '../schema/fixtures/purchase-request.design.json' with { type: 'json' };
import type { FormModel } from '../schema/form-model.ts';
import { parseFormDesign } from '../schema/parse-design.ts';
import { type ValidateRecordOptions, validateRecord } from './validate-record.ts';

function modelOf(design: unknown = purchaseRequest): FormModel {
  const result = parseFormDesign(design);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.model;
}

const model = modelOf();
const DAY = 86_400_000;
/** 2026-03-01T00:00:00Z, inside the delivery date bounds (the year 2026). */
const MARCH_1 = 1_772_323_200_000;

function validRecord(): Record<string, unknown> {
  return {
    title: '办公用品采购',
    remark: '',
    price: 12.5,
    quantity: 4,
    amount: 999_999,
    urgent: 1,
    payType: '2',
    documents: ['c', 'i'],
    supplierLevel: 'A',
    category: ['1', '12'],
    deliveryDate: MARCH_1,
    deliveryTime: '09:30:00',
    attachments: [{ fileId: 'f1', name: '合同.pdf', fileSize: 1024, url: '/api/file/Download/annex/f1' }],
    photos: [{ fileId: 'p1', name: '现场.JPG', fileSize: 2048 }],
    tagColor: '#ff0000',
    priority: 4,
    progress: 50,
    detail: '<p>要求</p>',
    region: ['110000', '110100', '110101'],
    organize: ['-1', 'org1'],
    receiver: 'u1',
    costCenter: 'A1',
    contract: 'c1',
    contractCode: 'HT-001',
    tableField130: [
      { id: 'row1', itemName: '纸', unitPrice: 20, qty: 3, unit: 'box', lineTotal: 1 },
      { itemName: '笔', unitPrice: 2.5, qty: 10, unit: 'pc' },
    ],
    totalWithTax: 0,
    validity: [MARCH_1, MARCH_1 + 30 * DAY],
    budget: [100, 500],
    creatorUserId: 'someone-else',
    billNo: 'CGSQ-forged',
  };
}

async function errorsFor(patch: Record<string, unknown>, options?: ValidateRecordOptions) {
  const result = await validateRecord(model, { ...validRecord(), ...patch }, options);
  return result.errors.map(({ field, key, message }) => ({ field, key, message }));
}

describe('validateRecord on a valid record', () => {
  it('accepts it, recomputes calculated fields and drops system fields', async () => {
    const result = await validateRecord(model, validRecord());
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.value.amount).toBe(50);
    expect(result.value.tableField130).toEqual([
      { id: 'row1', itemName: '纸', unitPrice: 20, qty: 3, unit: 'box', lineTotal: 60 },
      { itemName: '笔', unitPrice: 2.5, qty: 10, unit: 'pc', lineTotal: 25 },
    ]);
    // (60 + 25) × 1.13, rounded at 2 decimals.
    expect(result.value.totalWithTax).toBe(96.05);
    expect(result.value).not.toHaveProperty('creatorUserId');
    expect(result.value).not.toHaveProperty('billNo');
    expect(result.value.title).toBe('办公用品采购');
  });

  it('treats missing optional fields and an absent sub-table as empty', async () => {
    const result = await validateRecord(model, { title: 'x', price: 1, deliveryDate: MARCH_1 });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({ amount: 0, tableField130: [], totalWithTax: 0 });
  });
});

describe('validateRecord refusals', () => {
  it('requires required fields, in the asked language', async () => {
    expect(await errorsFor({ title: '  ', price: null, deliveryDate: undefined })).toEqual([
      { field: 'title', key: 'formEngine.value.required', message: '采购标题不能为空' },
      { field: 'price', key: 'formEngine.value.required', message: '单价不能为空' },
      { field: 'deliveryDate', key: 'formEngine.value.required', message: '交货日期不能为空' },
    ]);
    expect((await errorsFor({ title: '' }, { lang: 'en-US' }))[0].message).toBe('采购标题 is required');
    expect((await errorsFor({ title: '' }, { lang: 'zh-TW' }))[0].message).toBe('采购标题不能為空');
  });

  it('does not require a hidden field', async () => {
    const design = JSON.parse(JSON.stringify(purchaseRequest));
    design.fields[0].__config__.noShow = true;
    const result = await validateRecord(modelOf(design), { ...validRecord(), title: '' });
    expect(result.errors).toEqual([]);
  });

  it('applies patterns with their configured message, and maxlength', async () => {
    expect(await errorsFor({ title: '<b>采购</b>' })).toEqual([
      { field: 'title', key: 'formEngine.value.pattern', message: '标题不能包含尖括号' },
    ]);
    expect(await errorsFor({ title: '采'.repeat(51) })).toEqual([
      { field: 'title', key: 'formEngine.value.tooLong', message: '采购标题最多输入50个字符' },
    ]);
    expect(await errorsFor({ title: '采'.repeat(50) })).toEqual([]);
  });

  it('checks number type, range and precision', async () => {
    expect(await errorsFor({ price: '12' })).toMatchObject([
      { field: 'price', key: 'formEngine.value.invalidType' },
    ]);
    expect(await errorsFor({ price: -1 })).toMatchObject([{ message: '单价不能小于0' }]);
    expect(await errorsFor({ price: 100_001 })).toMatchObject([{ message: '单价不能大于100000' }]);
    expect(await errorsFor({ price: 1.234 })).toMatchObject([{ message: '单价最多保留2位小数' }]);
    expect(await errorsFor({ quantity: 0 })).toMatchObject([
      { field: 'quantity', key: 'formEngine.value.tooSmall' },
    ]);
    expect(await errorsFor({ quantity: 1.5 })).toMatchObject([{ key: 'formEngine.value.precision' }]);
  });

  it('checks membership of static options; dictionary options are left to the data source', async () => {
    expect(await errorsFor({ payType: '9' })).toEqual([
      { field: 'payType', key: 'formEngine.value.notInOptions', message: '付款方式的选项“9”不存在' },
    ]);
    expect(await errorsFor({ payType: 2 })).toEqual([]);
    expect(await errorsFor({ documents: ['c', 'x'] })).toMatchObject([{ field: 'documents' }]);
    expect(await errorsFor({ documents: 'c' })).toMatchObject([{ key: 'formEngine.value.invalidType' }]);
    expect(await errorsFor({ category: ['1', '21'] })).toMatchObject([
      { message: '物资类别的选项“1/21”不存在' },
    ]);
    expect(await errorsFor({ category: ['2'] })).toEqual([]);
    expect(await errorsFor({ costCenter: 'B' })).toMatchObject([{ field: 'costCenter' }]);
    expect(await errorsFor({ supplierLevel: 'anything' })).toEqual([]);
    expect(await errorsFor({ urgent: 2 })).toMatchObject([{ key: 'formEngine.value.switchValue' }]);
  });

  it('checks date and time bounds and range order', async () => {
    expect(
      await errorsFor({ deliveryDate: 1_767_225_600_000 - 1 }, { timeZone: 'Asia/Shanghai' }),
    ).toMatchObject([{ field: 'deliveryDate', message: '交货日期不能早于2026-01-01' }]);
    expect(await errorsFor({ deliveryDate: 1_798_761_599_000 + 1 }, { timeZone: 'UTC' })).toMatchObject([
      { key: 'formEngine.value.dateAfter', message: '交货日期不能晚于2026-12-31' },
    ]);
    expect(await errorsFor({ deliveryDate: '2026-03-01' })).toMatchObject([
      { key: 'formEngine.value.invalidType' },
    ]);
    expect(await errorsFor({ deliveryTime: '07:59:59' })).toMatchObject([
      { message: '送货时段不能早于08:00:00' },
    ]);
    expect(await errorsFor({ deliveryTime: '18:00' })).toEqual([]);
    expect(await errorsFor({ deliveryTime: '25:00:00' })).toMatchObject([
      { key: 'formEngine.value.invalidType' },
    ]);
    expect(await errorsFor({ validity: [MARCH_1, MARCH_1 - DAY] })).toMatchObject([
      { field: 'validity', key: 'formEngine.value.rangeOrder' },
    ]);
    expect(await errorsFor({ budget: [500, 100] })).toMatchObject([{ key: 'formEngine.value.rangeOrder' }]);
    expect(await errorsFor({ budget: [null, 100] })).toEqual([]);
  });

  it('checks file lists: shape, count, size, type and images', async () => {
    const file = (name: string, fileSize = 1024) => ({ fileId: name, name, fileSize });
    expect(await errorsFor({ attachments: [{ name: 'a.pdf' }] })).toMatchObject([
      { key: 'formEngine.value.fileShape' },
    ]);
    expect(await errorsFor({ attachments: [file('a.pdf'), file('b.pdf'), file('c.pdf')] })).toMatchObject([
      { message: '当前限制最多可以上传2个文件' },
    ]);
    expect(await errorsFor({ attachments: [file('a.pdf', 5 * 1_048_576 + 1)] })).toMatchObject([
      { message: '文件大小超过5MB' },
    ]);
    expect(await errorsFor({ attachments: [file('a.pdf', 5 * 1_048_576)] })).toEqual([]);
    expect(await errorsFor({ attachments: [file('run.exe')] })).toMatchObject([
      { message: '请选择.pdf,.docx类型的文件' },
    ]);
    expect(await errorsFor({ photos: [file('scan.pdf')] })).toMatchObject([{ message: '请上传图片' }]);
  });

  it('asks the injected check whether the files belong to the user', async () => {
    const checkFiles = vi.fn(async ({ files }: { files: Array<{ fileId: string }> }) =>
      files.filter((item) => item.fileId === 'p1').map((item) => item.fileId),
    );
    const result = await validateRecord(model, validRecord(), { checkFiles, lang: 'en-US' });
    expect(checkFiles).toHaveBeenCalledTimes(2);
    expect(result.errors).toEqual([
      {
        field: 'photos',
        key: 'formEngine.value.fileNotOwned',
        params: { label: '现场照片', field: 'photos', name: '现场.JPG' },
        message: 'The file "现场.JPG" does not exist or does not belong to you',
      },
    ]);
  });

  it('checks every sub-table cell and names the row', async () => {
    const rows = [
      { itemName: '', unitPrice: 1 },
      { itemName: ' 笔', unitPrice: null, unit: 'kg' },
      'not a row',
    ];
    expect(await errorsFor({ tableField130: rows })).toEqual([
      { field: 'tableField130[0].itemName', key: 'formEngine.value.required', message: '物品不能为空' },
      { field: 'tableField130[1].itemName', key: 'formEngine.value.pattern', message: '物品不能以空格开头' },
      { field: 'tableField130[1].unitPrice', key: 'formEngine.value.required', message: '单价不能为空' },
      {
        field: 'tableField130[1].unit',
        key: 'formEngine.value.notInOptions',
        message: '单位的选项“kg”不存在',
      },
      { field: 'tableField130[2]', key: 'formEngine.value.invalidType', message: '采购明细的取值类型不正确' },
    ]);
    expect(await errorsFor({ tableField130: 'rows' })).toMatchObject([{ field: 'tableField130' }]);
  });

  it('refuses unknown fields in the record and in rows', async () => {
    expect(
      await errorsFor({ isAdmin: true, tableField130: [{ itemName: 'a', unitPrice: 1, secret: 1 }] }),
    ).toEqual([
      { field: 'isAdmin', key: 'formEngine.value.unknownField', message: '表单中不存在字段“isAdmin”' },
      {
        field: 'tableField130[0].secret',
        key: 'formEngine.value.unknownField',
        message: '表单中不存在字段“secret”',
      },
    ]);
    const result = await validateRecord(model, [validRecord()]);
    expect(result.errors.map((error) => error.key)).toEqual(['formEngine.value.notRecord']);
  });

  it('checks pickers, area depth, rate, slider and derived values by shape', async () => {
    expect(await errorsFor({ receiver: { id: 'u1' } })).toMatchObject([{ field: 'receiver' }]);
    expect(await errorsFor({ region: ['1', '2', '3', '4'] })).toMatchObject([{ field: 'region' }]);
    expect(await errorsFor({ priority: 6 })).toMatchObject([{ key: 'formEngine.value.tooLarge' }]);
    expect(await errorsFor({ priority: 3.5 })).toMatchObject([{ key: 'formEngine.value.step' }]);
    expect(await errorsFor({ progress: 101 })).toMatchObject([{ field: 'progress' }]);
    expect(await errorsFor({ contractCode: ['x'] })).toMatchObject([{ field: 'contractCode' }]);
    expect(await errorsFor({ tagColor: 3 })).toMatchObject([{ field: 'tagColor' }]);
  });
});
