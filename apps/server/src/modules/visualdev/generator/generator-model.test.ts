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
    // Option values stay as the design holds them: the form sends the number 1, not '1'.
    expect(model.fields[2].options).toEqual([{ value: 1, label: '高' }]);
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

  it('reads the number and upload bounds the form engine checks', () => {
    const model = buildGeneratorModel(
      design([
        widget('numInput', 'amount', { min: '0', max: 100, precision: 2 }),
        widget('numInput', 'free'),
        widget('uploadFile', 'files', { limit: 3, fileSize: 2, sizeUnit: 'KB' }),
        widget('uploadImg', 'photos', { fileSize: 1 }),
      ]),
      { className: 'order' },
      '订单',
    );
    expect(model.fields.map((field) => field.limits)).toEqual([
      { min: 0, max: 100, precision: 2 },
      {},
      { count: 3, bytes: 2048 },
      { bytes: 1_048_576 },
    ]);
  });

  it('marks the creator and modifier widgets as filled by the server, in the main form only', () => {
    const model = buildGeneratorModel(
      design([
        widget('comInput', 'title'),
        widget('createUser', 'createdBy'),
        widget('createTime', 'createdOn'),
        widget('modifyUser', 'modifiedBy'),
        widget('modifyTime', 'modifiedOn'),
        widget('currPosition', 'position'),
        {
          ...widget('table', 'items'),
          __config__: {
            jnpfKey: 'table',
            label: 'items',
            children: [widget('comInput', 'itemName'), widget('createTime', 'rowCreatedOn')],
          },
        },
      ]),
      { className: 'order' },
      '订单',
    );
    expect(model.fields.map(({ name, kind, filledOn }) => ({ name, kind, filledOn }))).toEqual([
      { name: 'title', kind: 'text', filledOn: undefined },
      { name: 'createdBy', kind: 'id', filledOn: 'create' },
      { name: 'createdOn', kind: 'timestamp', filledOn: 'create' },
      { name: 'modifiedBy', kind: 'id', filledOn: 'save' },
      { name: 'modifiedOn', kind: 'timestamp', filledOn: 'save' },
      { name: 'items', kind: 'subTable', filledOn: undefined },
    ]);
    expect(model.leftOut).toEqual(['position', 'items.rowCreatedOn']);
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
