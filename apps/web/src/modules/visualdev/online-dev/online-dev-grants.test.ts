import { parseFormDesign } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { heldColumns, hiddenFields } from './online-dev-grants.ts';

const widget = (key: string, name: string, config: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey: key, label: name, ...config },
  __vModel__: name,
});

const parsed = parseFormDesign({
  fields: [
    widget('comInput', 'title'),
    widget('comInput', 'note'),
    widget('table', 'items', { children: [widget('comInput', 'name'), widget('numInput', 'cost')] }),
  ],
});
if (!parsed.success) throw new Error('the test design does not parse');
const { model } = parsed;

describe('online runtime grants', () => {
  it('hides the fields and sub-table columns the caller does not hold', () => {
    expect(hiddenFields(model, ['title', 'items', 'items-name'])).toEqual({
      note: 'hidden',
      'items-cost': 'hidden',
    });
    expect(hiddenFields(model, ['title', 'note', 'items', 'items-name', 'items-cost'])).toEqual({});
    expect(Object.keys(hiddenFields(model, []))).toEqual([
      'title',
      'note',
      'items',
      'items-name',
      'items-cost',
    ]);
  });

  it('keeps only the held columns, in their designed order', () => {
    const columns = ['title', 'note', 'items-name'].map((prop) => ({ prop, label: prop, isSortable: false }));
    expect(heldColumns(columns, ['items-name', 'title']).map((c) => c.prop)).toEqual(['title', 'items-name']);
    expect(heldColumns(columns, [])).toEqual([]);
  });
});
