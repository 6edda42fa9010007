import { describe, expect, it } from 'vitest';
import { linkFieldItems, linkSearchQuery, readLinkToken } from './short-link-fields.ts';

const payload = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('short link fields', () => {
  it('reads the design and use a token names, and nothing from a malformed one', () => {
    expect(readLinkToken(`${payload({ modelId: 'm1', type: 'list' })}.mac`)).toEqual({
      modelId: 'm1',
      type: 'list',
    });
    expect(readLinkToken(payload({ modelId: 'm1', type: 'list' }))).toBeUndefined();
    expect(readLinkToken(`${payload({ modelId: 'm1', type: 'other' })}.mac`)).toBeUndefined();
    expect(readLinkToken('%%%.mac')).toBeUndefined();
    expect(readLinkToken(null)).toBeUndefined();
  });

  it('offers plain fields and static choices of the main form only', () => {
    const formData = JSON.stringify({
      fields: [
        { __config__: { jnpfKey: 'comInput', label: '标题' }, __vModel__: 'title' },
        { __config__: { jnpfKey: 'select', label: '来源', dataType: 'dictionary' }, __vModel__: 'source' },
        { __config__: { jnpfKey: 'radio', label: '性别', dataType: 'static' }, __vModel__: 'sex' },
        { __config__: { jnpfKey: 'userSelect', label: '负责人' }, __vModel__: 'owner' },
      ],
    });
    expect(linkFieldItems(formData, 'zh-CN').map((item) => [item.prop, item.label, item.jnpfKey])).toEqual([
      ['title', '标题', 'comInput'],
      ['sex', '性别', 'radio'],
    ]);
    expect(linkFieldItems('not json', 'zh-CN')).toEqual([]);
  });

  it('searches a number or a time as the range from the value to itself', () => {
    const condition = JSON.stringify([
      { __vModel__: 'amount', __config__: { jnpfKey: 'numInput' } },
      { __vModel__: 'title', jnpfKey: 'comInput' },
    ]);
    expect(linkSearchQuery({ amount: '5', title: '会' }, condition)).toEqual({
      amount: ['5', '5'],
      title: '会',
    });
  });
});
