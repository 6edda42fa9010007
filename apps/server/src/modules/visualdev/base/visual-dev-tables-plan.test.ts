import { type FormDesign, type ListDesign, parseFormDesign, parseListDesign } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { planDesignTables } from './visual-dev-tables-plan.ts';

const widget = (key: string, name: string, extra: Record<string, unknown> = {}, config = {}) => ({
  __config__: { jnpfKey: key, label: name, ...config },
  __vModel__: name,
  ...extra,
});

function designOf(fields: unknown[]): FormDesign {
  const parsed = parseFormDesign({ fields });
  if (!parsed.success) throw new Error(parsed.errors[0]?.message);
  return parsed.design;
}

const plan = (fields: unknown[], enCode = 'Leave') =>
  planDesignTables({ enCode, fullName: '请假', design: designOf(fields), list: null });

const typeOf = (fields: unknown[], name: string) => {
  const column = plan(fields)[0]?.columns.find((c) => c.field === name);
  return column && `${column.dataType}${column.dataLength ? `(${column.dataLength})` : ''}`;
};

const refusalKey = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err.messageKey;
    throw err;
  }
  return undefined;
};

describe('the tables planned for a design', () => {
  it('types each stored widget by what it keeps', () => {
    const fields = [
      widget('calculate', 'total', { precision: 3, expression: '1 + 2' }),
      widget('rate', 'score'),
      widget('time', 'at'),
      widget('createTime', 'made'),
      widget('usersSelect', 'people'),
      widget('uploadImg', 'photo'),
      widget('comInput', 'code', { maxlength: 9000 }),
      widget('relationFormAttr', 'shown'),
      widget('JNPFText', 'note'),
    ];
    expect(typeOf(fields, 'total')).toBe('decimal(18,3)');
    expect(typeOf(fields, 'score')).toBe('decimal(18,2)');
    expect(typeOf(fields, 'at')).toBe('varchar(50)');
    expect(typeOf(fields, 'made')).toBe('datetime');
    expect(typeOf(fields, 'people')).toBe('varchar(500)');
    expect(typeOf(fields, 'photo')).toBe('text');
    expect(typeOf(fields, 'code')).toBe('varchar(4000)');
    expect(typeOf(fields, 'shown')).toBeUndefined();
    expect(typeOf(fields, 'note')).toBeUndefined();
  });

  it('names the tables from the code and keeps a field named like an audit column', () => {
    const tables = plan([widget('comInput', 'creator_time'), widget('table', 'Lines', {}, { children: [] })]);
    expect(tables.map((t) => t.table)).toEqual(['vd_leave', 'vd_leave_lines']);
    const main = tables[0]?.columns ?? [];
    expect(main.filter((c) => c.field === 'creator_time')).toHaveLength(1);
    expect(main.find((c) => c.field === 'creator_time')?.dataType).toBe('varchar');
  });

  it('gives the text columns the keyword or a "contains" search reads a trigram index', () => {
    const parsed = parseListDesign(
      JSON.stringify({
        columnList: ['name', 'status', 'amount'].map((prop) => ({ prop, label: prop })),
        searchList: [
          { prop: 'status', searchType: 1 },
          { prop: 'amount', searchType: 3 },
          { prop: 'remark', searchType: 2 },
        ],
      }),
      'zh-CN',
    );
    if (!parsed.success) throw new Error('list design');
    const list: ListDesign = parsed.design;
    const fields = [
      widget('comInput', 'name'),
      widget('select', 'status'),
      widget('numInput', 'amount'),
      widget('textarea', 'remark'),
      widget('comInput', 'unseen'),
      widget('table', 'lines', {}, { children: [widget('comInput', 'item')] }),
    ];
    const [main, sub] = planDesignTables({
      enCode: 'Order',
      fullName: '订单',
      design: designOf(fields),
      list,
    });
    expect(main?.searchIndexes).toEqual(['name', 'status', 'remark']);
    expect(main?.indexes).toEqual(['status', 'amount', 'remark']);
    expect(sub?.searchIndexes).toEqual([]);
  });

  it('refuses names that cannot be tables or columns, and a form with nothing to store', () => {
    expect(refusalKey(() => plan([widget('comInput', 'title')], 'a-b'))).toBe('visualDev.badTableName');
    expect(refusalKey(() => plan([widget('comInput', 'jnpf_x_jnpf_y-z')]))).toBe('visualDev.badColumnName');
    expect(refusalKey(() => plan([widget('comInput', 'jnpf_x-y_jnpf_z')]))).toBe('visualDev.badTableName');
    expect(refusalKey(() => plan([widget('comInput', 'jnpf_vd_leave_jnpf_z')]))).toBe(
      'visualDev.tableNamedTwice',
    );
    expect(refusalKey(() => plan([widget('JNPFText', 'hint')]))).toBe('visualDev.noStoredFields');
  });

  it('makes a secondary table for the main-form fields bound as jnpf_{table}_jnpf_{column}', () => {
    const tables = plan([
      widget('comInput', 'title'),
      widget('comInput', 'jnpf_vd_leave_extra_jnpf_phone', { maxlength: 20 }),
      widget('date', 'jnpf_vd_leave_extra_jnpf_visited'),
    ]);
    expect(tables.map((t) => [t.typeId, t.table])).toEqual([
      ['1', 'vd_leave'],
      ['0', 'vd_leave_extra'],
    ]);
    const secondary = tables[1];
    expect(secondary?.columns.map((c) => c.field).slice(0, 4)).toEqual([
      'id',
      'parent_id',
      'phone',
      'visited',
    ]);
    expect(secondary?.columns.find((c) => c.field === 'phone')).toMatchObject({ dataLength: '20' });
    expect(secondary?.indexes).toEqual(['parent_id']);
    expect(tables[0]?.columns.map((c) => c.field)).not.toContain('jnpf_vd_leave_extra_jnpf_phone');
  });
});
