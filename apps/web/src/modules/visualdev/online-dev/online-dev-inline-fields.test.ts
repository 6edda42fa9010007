import { type FieldError, parseFormDesign } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { cellEditorOf, placeRowErrors } from './online-dev-inline-fields.ts';

const parsed = parseFormDesign(
  {
    fields: [
      { __vModel__: 'title', __config__: { jnpfKey: 'comInput', label: '标题' } },
      { __vModel__: 'kind', __config__: { jnpfKey: 'select', label: '类别' }, options: [] },
      { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
      { __vModel__: 'total', __config__: { jnpfKey: 'calculate', label: '合计' }, expression: '{title}' },
      { __vModel__: 'files', __config__: { jnpfKey: 'uploadFz', label: '附件' } },
      { __vModel__: 'body', __config__: { jnpfKey: 'editor', label: '正文' } },
      {
        __vModel__: 'items',
        __config__: {
          jnpfKey: 'table',
          label: '明细',
          children: [{ __vModel__: 'qty', __config__: { jnpfKey: 'numInput', label: '数量' } }],
        },
      },
    ],
  },
  'zh-CN',
);
if (!parsed.success) throw new Error('the test design does not parse');
const { model } = parsed;

const error = (field: string, message: string): FieldError => ({
  field,
  key: 'formEngine.value.required',
  params: {},
  message,
});

describe('the cells of an inline-edit row', () => {
  it('edits main-form input fields and keeps the others as text', () => {
    expect(cellEditorOf(model, 'title', {})?.__vModel__).toBe('title');
    expect(cellEditorOf(model, 'kind', {})?.__vModel__).toBe('kind');
    for (const prop of ['creator', 'total', 'files', 'body', 'items', 'items-qty', 'missing']) {
      expect(cellEditorOf(model, prop, {})).toBeUndefined();
    }
  });

  it('keeps a field outside the form grants as text', () => {
    expect(cellEditorOf(model, 'title', { title: 'hidden' })).toBeUndefined();
  });

  it('puts errors under their cells, lists the others, and drops those of fields the caller may not write', () => {
    const editors = new Map([['title', model.fields[0]!.field]]);
    const placed = placeRowErrors(
      [error('title', '标题不能为空'), error('items[0].qty', '数量不能为空'), error('kind', '类别不能为空')],
      editors,
      { kind: 'hidden' },
    );
    expect([...placed.byCell]).toEqual([['title', '标题不能为空']]);
    expect(placed.others).toEqual(['数量不能为空']);
  });
});
