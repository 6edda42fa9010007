import { parseFormDesign } from '@platform/form-engine';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isRowComplete, queryFieldsOf, superQueryJsonOf, symbolsOf } from './online-dev-super-query.ts';

const field = (jnpfKey: string, name: string, label: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, span: 24, showLabel: true },
  __vModel__: name,
  ...extra,
});

const DESIGN = JSON.stringify({
  fields: [
    field('comInput', 'title', '标题'),
    field('numInput', 'price', '价格'),
    field('date', 'day', '日期', { type: 'date', format: 'yyyy-MM-dd' }),
    field('date', 'at', '时间', { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }),
    field('switch', 'active', '有效'),
    field('select', 'level', '级别', { options: [{ id: 'h', fullName: '高' }] }),
    field('createTime', 'creatorTime', '创建时间'),
  ],
});

function fields() {
  const parsed = parseFormDesign(DESIGN, 'zh-CN');
  if (!parsed.success) throw new Error('design');
  return queryFieldsOf(parsed.model);
}

describe('advanced query rows', () => {
  it('offers the form fields with the input their widget needs', () => {
    expect(fields().map((f) => [f.name, f.kind])).toEqual([
      ['title', 'text'],
      ['price', 'number'],
      ['day', 'date'],
      ['at', 'dateTime'],
      ['active', 'switch'],
      ['level', 'select'],
      ['creatorTime', 'dateTime'],
    ]);
    expect(fields().find((f) => f.name === 'level')?.options).toEqual([{ label: '高', value: 'h' }]);
    expect(symbolsOf('text')).toContain('like');
    expect(symbolsOf('number')).toContain('>=');
    expect(symbolsOf('select')).not.toContain('>');
  });

  it("writes the original's superQueryJson: rows as JSON text, dates as epoch ms, no value for emptiness", () => {
    const day = dayjs('2026-03-02T15:30:00');
    const json = superQueryJsonOf(
      [
        { key: 1, field: 'title', symbol: 'like', value: ' 苹果 ' },
        { key: 2, field: 'day', symbol: '==', value: day },
        { key: 3, field: 'level', symbol: 'null' },
      ],
      'OR',
      fields(),
    );
    const query = JSON.parse(json ?? '{}');
    expect(query.matchLogic).toBe('OR');
    expect(typeof query.conditionJson).toBe('string');
    expect(JSON.parse(query.conditionJson)).toEqual([
      { field: 'title', symbol: 'like', jnpfKey: 'comInput', fieldValue: '苹果' },
      { field: 'day', symbol: '==', jnpfKey: 'date', fieldValue: day.startOf('day').valueOf() },
      { field: 'level', symbol: 'null', jnpfKey: 'select' },
    ]);
    expect(superQueryJsonOf([], 'AND', fields())).toBeUndefined();
  });

  it('calls a row complete once it has a field and, unless it tests emptiness, a value', () => {
    expect(isRowComplete({ key: 1, symbol: '==' })).toBe(false);
    expect(isRowComplete({ key: 1, field: 'title', symbol: '==' })).toBe(false);
    expect(isRowComplete({ key: 1, field: 'title', symbol: '==', value: '' })).toBe(false);
    expect(isRowComplete({ key: 1, field: 'active', symbol: '==', value: 0 })).toBe(true);
    expect(isRowComplete({ key: 1, field: 'title', symbol: 'notNull' })).toBe(true);
  });
});
