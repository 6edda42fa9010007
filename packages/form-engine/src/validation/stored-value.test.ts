import { describe, expect, it } from 'vitest';
import { parseFormDesign } from '../schema/parse-design.ts';
import { validateRecord } from './validate-record.ts';

const editor = (name: string) => ({ __config__: { jnpfKey: 'editor', label: name }, __vModel__: name });

const design = parseFormDesign({
  fields: [
    editor('detail'),
    { __config__: { jnpfKey: 'comInput', label: '标题' }, __vModel__: 'title' },
    {
      __config__: { jnpfKey: 'table', label: '明细', children: [editor('note')] },
      __vModel__: 'items',
    },
  ],
});
if (!design.success) throw new Error(JSON.stringify(design.errors));
const { model } = design;

describe('validateRecord stores rich text sanitised', () => {
  it('drops scripts, handlers and javascript: links from editor values, in the form and in rows', async () => {
    const result = await validateRecord(model, {
      detail: '<p onclick="x()">要求<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
      title: '<b>not rich text</b>',
      items: [{ note: '<img src=x onerror=alert(1)><svg onload=alert(1)></svg>说明' }],
    });
    expect(result.ok).toBe(true);
    expect(result.value.detail).toBe('<p>要求<a>链接</a></p>');
    expect(result.value.items).toEqual([{ note: '<img src="x">说明' }]);
    // Plain text fields are stored as typed: they are never rendered as HTML.
    expect(result.value.title).toBe('<b>not rich text</b>');
  });

  it('keeps ordinary formatting unchanged', async () => {
    const html = '<h1>标题</h1><p style="color: red">正文 <strong>加粗</strong></p>';
    const result = await validateRecord(model, { detail: html });
    expect(result.value.detail).toBe(html);
  });
});
