import { describe, expect, it } from 'vitest';
import { widget } from '../react/test-helpers.ts';
import { validateRecord } from '../validation/validate-record.ts';
import { parseFormDesign } from './parse-design.ts';
import type { ShowWhen } from './show-when-schema.ts';
import { fieldsHiddenByRules } from './visibility-rules.ts';

type Json = Record<string, unknown>;

const payType = widget('radio', 'payType', '付款方式', {
  options: [
    { fullName: '现金', id: '1' },
    { fullName: '转账', id: '2' },
  ],
});
const account = (showWhen: ShowWhen | Json) =>
  widget('input', 'account', '收款账号', {}, { required: true, showWhen });
const PLACEMENT = '子表列、标签页、折叠面板项和表格布局的行与单元格不支持显示条件';
const transfer: ShowWhen = { conditions: [{ field: 'payType', operator: 'eq', value: '2' }] };

function modelOf(fields: Json[]) {
  const result = parseFormDesign({ fields });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.model;
}

function errorsOf(fields: Json[], lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const result = parseFormDesign({ fields }, lang);
  return result.success ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe('visibility rules (showWhen)', () => {
  it('hides a field while its conditions fail, with every operator', () => {
    const amount = widget('inputNumber', 'amount', '金额');
    const tags = widget('checkbox', 'tags', '标签', { options: [] });
    const cases: Array<[ShowWhen['conditions'][number], Json, boolean]> = [
      [{ field: 'payType', operator: 'eq', value: '2' }, { payType: '2' }, true],
      [{ field: 'payType', operator: 'eq', value: 2 }, { payType: '2' }, true],
      [{ field: 'payType', operator: 'eq', value: '2' }, {}, false],
      [{ field: 'payType', operator: 'ne', value: '2' }, {}, true],
      [{ field: 'payType', operator: 'in', value: ['1', '3'] }, { payType: '1' }, true],
      [{ field: 'payType', operator: 'notIn', value: ['1', '3'] }, { payType: '1' }, false],
      [{ field: 'tags', operator: 'in', value: ['b'] }, { tags: ['a', 'b'] }, true],
      [{ field: 'tags', operator: 'eq', value: ['b', 'a'] }, { tags: ['a', 'b'] }, true],
      [{ field: 'tags', operator: 'eq', value: 'a' }, { tags: ['a', 'b'] }, false],
      [{ field: 'amount', operator: 'gt', value: 1000 }, { amount: 1500 }, true],
      [{ field: 'amount', operator: 'gt', value: 1000 }, { amount: 'abc' }, false],
      [{ field: 'amount', operator: 'lt', value: 1000 }, { amount: 999 }, true],
      [{ field: 'amount', operator: 'empty' }, { amount: '  ' }, true],
      [{ field: 'tags', operator: 'notEmpty' }, { tags: [] }, false],
    ];
    for (const [condition, record, isShown] of cases) {
      const model = modelOf([payType, amount, tags, account({ conditions: [condition] })]);
      expect([condition, fieldsHiddenByRules(model.visibility, record).has('account')]).toEqual([
        condition,
        !isShown,
      ]);
    }
  });

  it('combines conditions with all (default) or any', () => {
    const conditions = [
      { field: 'payType', operator: 'eq', value: '2' },
      { field: 'amount', operator: 'gt', value: 100 },
    ] as const;
    const fields = (match?: 'all' | 'any') => [
      payType,
      widget('inputNumber', 'amount', '金额'),
      account({ match, conditions: [...conditions] }),
    ];
    const record = { payType: '2', amount: 50 };
    expect(fieldsHiddenByRules(modelOf(fields()).visibility, record).has('account')).toBe(true);
    expect(fieldsHiddenByRules(modelOf(fields('any')).visibility, record).has('account')).toBe(false);
  });

  it('hides the fields of a hidden container, and a field read by a rule counts as empty while hidden', () => {
    const model = modelOf([
      payType,
      widget(
        'card',
        undefined,
        '转账信息',
        {},
        {
          showWhen: transfer,
          children: [account({ conditions: [{ field: 'payType', operator: 'notEmpty' }] })],
        },
      ),
      widget(
        'input',
        'bank',
        '开户行',
        {},
        { showWhen: { conditions: [{ field: 'account', operator: 'notEmpty' }] } },
      ),
    ]);
    expect([...fieldsHiddenByRules(model.visibility, { payType: '1', account: '6222' })]).toEqual([
      'account',
      'bank',
    ]);
    expect(fieldsHiddenByRules(model.visibility, { payType: '2', account: '6222' }).size).toBe(0);
  });

  it('refuses unknown or calculated fields, rules on sub-table columns and cycles, in the asked language', () => {
    expect(errorsOf([account({ conditions: [{ field: 'nothing', operator: 'empty' }] })])).toEqual([
      {
        path: 'fields[0].__config__.showWhen.conditions[0].field',
        message: '显示条件引用的字段“nothing”不存在，或是计算字段、子表列',
      },
    ]);
    const calc = widget('calculate', 'total', '合计', { expression: '1 + 1' });
    expect(
      errorsOf([calc, account({ conditions: [{ field: 'total', operator: 'gt', value: 1 }] })], 'en-US'),
    ).toEqual([
      {
        path: 'fields[1].__config__.showWhen.conditions[0].field',
        message: 'The show condition names "total", which is no field of the main form or is calculated',
      },
    ]);
    const table = widget('table', 'items', '明细', {}, { children: [account(transfer)] });
    expect(errorsOf([payType, table])).toEqual([
      { path: 'fields[1].__config__.children[0].__config__.showWhen', message: PLACEMENT },
    ]);
    const pane = { title: '页一', name: '1', __config__: { showWhen: transfer, children: [] } };
    expect(errorsOf([payType, widget('tab', undefined, '标签', {}, { children: [pane] })])).toEqual([
      { path: 'fields[1].__config__.children[0].__config__.showWhen', message: PLACEMENT },
    ]);
    const a = widget(
      'input',
      'a',
      'A',
      {},
      { showWhen: { conditions: [{ field: 'b', operator: 'empty' }] } },
    );
    const b = widget(
      'input',
      'b',
      'B',
      {},
      { showWhen: { conditions: [{ field: 'a', operator: 'empty' }] } },
    );
    expect(errorsOf([a, b])).toEqual([
      { path: 'fields[0].__config__.showWhen', message: '显示条件之间存在循环引用：a, b' },
      { path: 'fields[1].__config__.showWhen', message: '显示条件之间存在循环引用：a, b' },
    ]);
    // A container whose rule reads a field inside it would hide that field for good.
    const card = widget(
      'card',
      undefined,
      '卡片',
      {},
      {
        showWhen: { conditions: [{ field: 'a', operator: 'empty' }] },
        children: [widget('input', 'a', 'A')],
      },
    );
    expect(errorsOf([card])).toEqual([
      { path: 'fields[0].__config__.children[0]', message: '显示条件之间存在循环引用：a' },
    ]);
  });

  it('refuses a rule of the wrong shape with its path', () => {
    const shapes: Json[] = [
      { conditions: [] },
      { conditions: [{ field: 'payType', operator: 'like', value: '2' }] },
      { conditions: [{ field: 'payType', operator: 'in', value: '2' }] },
      { conditions: [{ field: 'payType', operator: 'empty', value: '2' }] },
      { match: 'all', conditions: [{ field: 'payType', operator: 'eq', value: '2' }], extra: 1 },
    ];
    for (const shape of shapes) {
      const errors = errorsOf([payType, account(shape)]);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every(({ path }) => path.startsWith('fields[1].__config__.showWhen'))).toBe(true);
    }
  });

  it('validateRecord skips fields hidden by rules and stores them empty', async () => {
    const model = modelOf([
      payType,
      account(transfer),
      widget(
        'table',
        'items',
        '明细',
        {},
        { showWhen: transfer, children: [widget('input', 'name', '品名', {}, { required: true })] },
      ),
      widget('inputNumber', 'fee', '手续费', {}, { showWhen: transfer }),
      widget('calculate', 'total', '合计', { expression: '{fee} + 1' }),
    ]);
    const hidden = await validateRecord(model, { payType: '1', account: 'stale', items: [{}], fee: 5 });
    expect(hidden).toEqual({
      ok: true,
      errors: [],
      value: { payType: '1', account: null, items: [], fee: null, total: 1 },
    });
    const shown = await validateRecord(model, { payType: '2', items: [{}], fee: 5 });
    expect(shown.errors.map((error) => error.field)).toEqual(['account', 'items[0].name']);
    expect(shown.value.total).toBe(6);
  });
});
