import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  boundFields,
  createDesign,
  createTables,
  designBody,
  designCall,
  formData,
  widget,
} from './visual-dev-fixtures.ts';

/*
 * A design is checked before it is stored: the form engine's schema, calculated-field expressions,
 * and, when the design names its tables, every binding against the columns those tables have. Each
 * refusal says what is wrong in the caller's language, and nothing is stored.
 */

const t = useTestApp();
const admin = useAdminUser(t);

/** Creates with these parts and expects a refusal; returns its message. */
async function refusal(overrides: Record<string, unknown>, lang?: string) {
  const body = designBody(overrides);
  const res = await t.call({
    method: 'POST',
    url: '/api/visualdev/Base',
    token: admin.token,
    payload: body,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
  expect(res.body.code).toBe(400);
  const list = await designCall(t, admin, 'GET', `?keyword=${body.enCode}`);
  expect(list.body.data.list).toEqual([]);
  return res.body.msg as string;
}

describe('design checks', () => {
  it('refuses a field bound to a column its table does not have', async () => {
    const { sub, tables } = await createTables(t, admin);
    const fields = [...boundFields(sub), widget('comInput', 'no_such_column', '备注')];
    const msg = await refusal({ tables, formData: formData(fields) });
    expect(msg).toMatch(/^控件“备注”绑定的字段 no_such_column 在数据表 vd_main_\w+ 中不存在$/);
  });

  it('refuses a sub-table column that is missing and a table that does not exist', async () => {
    const { sub, tables } = await createTables(t, admin);
    const fields = boundFields(sub);
    const table = fields[4] as { __config__: { children: unknown[] } };
    table.__config__.children.push(widget('comInput', 'ghost', '幽灵'));
    expect(await refusal({ tables, formData: formData(fields) })).toContain(`在数据表 ${sub} 中不存在`);
    const missing = JSON.stringify([{ typeId: '1', table: 'vd_no_such_table' }]);
    expect(await refusal({ tables: missing })).toBe('数据表不存在：vd_no_such_table');
  });

  it('refuses two fields bound to one column, in the caller language', async () => {
    const { sub, tables } = await createTables(t, admin);
    const fields = [...boundFields(sub), widget('textarea', 'jnpf_x_jnpf_y', '重复')];
    fields[5] = widget('textarea', 'TITLE', '标题二');
    expect(await refusal({ tables, formData: formData(fields) })).toMatch(
      /^控件“标题二”与“标题”绑定了同一字段 vd_main_\w+\.TITLE$/,
    );
    expect(await refusal({ tables, formData: formData(fields) }, 'en-US')).toMatch(
      /^The fields "标题二" and "标题" are bound to the same column vd_main_\w+\.TITLE$/,
    );
  });

  it('refuses a list whose columns, search, sort or sums name a field the form does not have', async () => {
    const fields = [
      widget('comInput', 'title', '标题'),
      widget('numInput', 'qty', '数量'),
      widget('table', 'items', '明细', {}, { children: [widget('comInput', 'item_name', '品名')] }),
    ];
    const list = (extra: Record<string, unknown>) =>
      JSON.stringify({ type: 1, columnList: [{ prop: 'title', label: '标题' }], searchList: [], ...extra });
    const form = formData(fields);
    const ghostColumn = list({ columnList: [{ prop: 'ghost', label: '幽灵' }] });
    expect(await refusal({ formData: form, columnData: ghostColumn })).toBe(
      '列表设计的 columnList 使用了表单中没有的字段 ghost',
    );
    const ghostSearch = list({ searchList: [{ prop: 'ghost', label: '幽灵' }] });
    expect(await refusal({ formData: form, columnData: ghostSearch }, 'en-US')).toBe(
      "The list design's searchList uses ghost, which the form does not have",
    );
    expect(await refusal({ formData: form, columnData: list({ defaultSidx: 'ghost' }) })).toContain(
      'defaultSidx',
    );
    expect(await refusal({ formData: form, columnData: list({ columnList: 'no' }) })).toMatch(
      /^列表设计有误（columnList）/,
    );
    // A sub-table's column as the original names it, and the form's own fields, are accepted.
    const good = list({
      columnList: [
        { prop: 'title', label: '标题' },
        { prop: 'items-item_name', label: '品名' },
      ],
      defaultSidx: 'title',
      summaryField: ['qty'],
    });
    await createDesign(t, admin, { formData: form, columnData: good });
  });

  it('refuses an invalid calculated-field expression and an invalid form design', async () => {
    const fields = [
      widget('numInput', 'price', '单价'),
      widget('calculate', 'amount', '金额', { expression: '{price} * * 2' }),
    ];
    const msg = await refusal({ formData: formData(fields) });
    expect(msg).toMatch(/^表单设计有误（fields\[1\]\.expression）：.+/);
    const unknownRef = [widget('calculate', 'amount', '金额', { expression: '{nothing} + 1' })];
    expect(await refusal({ formData: formData(unknownRef) })).toContain('fields[0].expression');
    const unknownWidget = [widget('noSuchWidget', 'x', 'X')];
    expect(await refusal({ formData: formData(unknownWidget) })).toContain('fields[0].__config__.jnpfKey');
    expect(await refusal({ formData: '{not json' })).toMatch(/^表单设计有误/);
    expect(await refusal({ columnData: '[1,' })).toBe('columnData 不是有效的 JSON');
    const twoMains = JSON.stringify([
      { typeId: '1', table: 'a' },
      { typeId: '1', table: 'b' },
    ]);
    expect(await refusal({ tables: twoMains })).toBe('关联数据表须有且仅有一个主表');
  });

  it('checks an edit against the design as it will be stored', async () => {
    const { sub, tables } = await createTables(t, admin);
    const design = await createDesign(t, admin, { tables, formData: formData(boundFields(sub)) });
    const bad = formData([...boundFields(sub), widget('comInput', 'missing_col', '缺失')]);
    const res = await designCall(t, admin, 'PUT', `/${design.id}`, { formData: bad });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('missing_col');
    const info = (await designCall(t, admin, 'GET', `/${design.id}`)).body.data;
    expect(info.formData).toBe(formData(boundFields(sub)));
    const noTables = await designCall(t, admin, 'PUT', `/${design.id}`, { tables: '[]', formData: bad });
    expect(noTables.body.code, noTables.body.msg).toBe(200);
  });
});
