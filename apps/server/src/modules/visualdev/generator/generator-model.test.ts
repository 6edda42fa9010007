import { parseFormDesign } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { buildGeneratorModel, namesOf } from './generator-model.ts';

const design = (fields: unknown[]) => {
  const parsed = parseFormDesign(JSON.stringify({ fields }), 'zh-CN');
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return parsed.model;
};
const widget = (jnpfKey: string, name: string, extra: object = {}) => ({
  __config__: { jnpfKey, label: name },
  __vModel__: name,
  ...extra,
});

describe('generator model', () => {
  it('spells a class name the ways the layout names things', () => {
    expect(namesOf('purchaseOrder')).toEqual({
      kebab: 'purchase-order',
      camel: 'purchaseOrder',
      pascal: 'PurchaseOrder',
      snake: 'purchase_order',
    });
    expect(namesOf('Leave_apply2')).toMatchObject({ kebab: 'leave-apply2', pascal: 'LeaveApply2' });
    expect(namesOf('__').pascal).toBe('');
  });

  it('types the value fields and names the ones it leaves out', () => {
    const model = buildGeneratorModel(
      design([
        widget('comInput', 'title', { maxlength: '20' }),
        widget('inputNumber', 'qty'),
        widget('radio', 'level', { options: [{ fullName: '高', id: 1 }] }),
        widget('select', 'dictionaryPick', { __config__: { jnpfKey: 'select', dataType: 'dictionary' } }),
        widget('checkbox', 'tags', { options: [{ fullName: 'a', id: 'a' }] }),
        widget('comInput', 'id'),
        widget('comInput', 'createdAt'),
      ]),
      { className: 'order' },
      '订单',
    );
    expect(model.fields.map(({ name, kind, maxLength }) => ({ name, kind, maxLength }))).toEqual([
      { name: 'title', kind: 'text', maxLength: 20 },
      { name: 'qty', kind: 'number', maxLength: 500 },
      { name: 'level', kind: 'enum', maxLength: 500 },
    ]);
    expect(model.fields[2].options).toEqual([{ value: '1', label: '高' }]);
    expect(model.leftOut).toEqual(['dictionaryPick', 'tags', 'id', 'createdAt']);
    expect(model).toMatchObject({ area: 'system', title: '订单' });
  });
});
