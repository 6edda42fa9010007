import type { FormField } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { designPathOf, fieldRefs, widgetErrors } from './property-kit.ts';

const fields = [
  { __config__: { jnpfKey: 'numInput', label: '单价', formId: 101 }, __vModel__: 'price' },
  {
    __config__: {
      jnpfKey: 'table',
      label: '明细',
      formId: 102,
      children: [{ __config__: { jnpfKey: 'numInput', label: '数量', formId: 103 }, __vModel__: 'qty' }],
    },
    __vModel__: 'items',
  },
  {
    __config__: { jnpfKey: 'calculate', label: '合计', formId: 104 },
    __vModel__: 'total',
    expression: '{price}×',
  },
] as unknown as FormField[];

describe('property kit', () => {
  it('names sub-table columns table.column and finds a widget by its number', () => {
    expect(fieldRefs(fields).map((f) => f.ref)).toEqual(['price', 'items', 'items.qty', 'total']);
    expect(designPathOf(fields, 103)).toBe('fields[1].__config__.children[0]');
  });

  it("gives the engine's messages about one part of one widget only", () => {
    const state = { conf: {}, fields };
    expect(widgetErrors(state, 104, '.expression', 'zh-CN')).toHaveLength(1);
    expect(widgetErrors(state, 101, '.expression', 'zh-CN')).toEqual([]);
  });
});
