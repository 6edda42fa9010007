import { parseFormDesign } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { generatedDesign } from './form-design-template.ts';
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
      { name: 'dictionaryPick', kind: 'id', maxLength: 500 },
      { name: 'tags', kind: 'enumList', maxLength: 500 },
    ]);
    expect(model.fields[2].options).toEqual([{ value: '1', label: '高' }]);
    expect(model.leftOut).toEqual(['id', 'createdAt']);
    expect(model).toMatchObject({ area: 'system', title: '订单' });
  });

  it('types uploads, pickers, areas and ranges as the engine stores them, and a sub-table with its columns', () => {
    const model = buildGeneratorModel(
      design([
        widget('uploadImg', 'photos'),
        widget('userSelect', 'owner'),
        widget('usersSelect', 'watchers', { multiple: true }),
        widget('comSelect', 'company'),
        widget('organizeSelect', 'organizations', { multiple: true }),
        widget('address', 'region'),
        widget('cascader', 'paths', { multiple: true, options: [{ fullName: 'a', id: 'a' }] }),
        widget('numRange', 'budget'),
        widget('dateRange', 'period'),
        widget('timeRange', 'hours'),
        widget('popupSelect', 'supplier'),
        {
          ...widget('table', 'items'),
          __config__: {
            jnpfKey: 'table',
            label: 'items',
            children: [
              widget('comInput', 'itemName'),
              widget('comInput', 'parentId'),
              widget('billRule', 'no'),
            ],
          },
        },
      ]),
      { className: 'order' },
      '订单',
    );
    expect(Object.fromEntries(model.fields.map((field) => [field.name, field.kind]))).toEqual({
      photos: 'files',
      owner: 'id',
      watchers: 'idList',
      company: 'idList',
      organizations: 'idPaths',
      region: 'idList',
      paths: 'idPaths',
      budget: 'numberRange',
      period: 'dateRange',
      hours: 'timeRange',
      items: 'subTable',
    });
    expect(model.fields.at(-1)?.columns.map((column) => column.name)).toEqual(['itemName']);
    expect(model.leftOut).toEqual(['supplier', 'items.parentId', 'items.no']);
  });

  it('draws the form from the stored widgets only, its switches holding booleans', () => {
    const model = buildGeneratorModel(
      design([
        widget('switch', 'isUrgent', { __config__: { jnpfKey: 'switch', label: '加急', defaultValue: 1 } }),
        widget('popupSelect', 'supplier'),
      ]),
      { className: 'order' },
      '订单',
    );
    const form = generatedDesign(model);
    expect(form.fields.map((field) => field.__vModel__)).toEqual(['isUrgent']);
    expect(form.fields[0]).toMatchObject({ 'active-value': true, 'inactive-value': false });
    expect(form.fields[0].__config__.defaultValue).toBe(true);
    expect(parseFormDesign(form, 'zh-CN').success).toBe(true);
  });
});
