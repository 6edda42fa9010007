import { describe, expect, it } from 'vitest';
import { JNPF_KEYS, WIDGET_REGISTRY } from '../widget-registry.ts';
import purchaseRequest from './fixtures/purchase-request.design.json' with { type: 'json' };
import type { FormModel } from './form-model.ts';
import { parseFormDesign, serializeFormDesign } from './parse-design.ts';

/** The design JSON as a test edits it: widgets with their config, loosely typed. */
interface WidgetJson {
  __config__: { jnpfKey?: string; children?: WidgetJson[]; regList?: unknown[]; [key: string]: unknown };
  __vModel__?: string;
  expression?: unknown;
  [key: string]: unknown;
}

const designText = JSON.stringify(purchaseRequest);
const clone = (): { fields: WidgetJson[] } => JSON.parse(designText);

function parsedModel(input: unknown = designText): FormModel {
  const result = parseFormDesign(input);
  if (!result.success) throw new Error(JSON.stringify(result.errors, null, 2));
  return result.model;
}

function errorsOf(input: unknown, lang?: Parameters<typeof parseFormDesign>[1]) {
  const result = parseFormDesign(input, lang);
  if (result.success) throw new Error('the design should be refused');
  return result.errors;
}

describe('parseFormDesign on an original design', () => {
  it('loads the design JSON text and lists its value fields, layout children included', () => {
    const model = parsedModel();
    expect(model.fields.map((entry) => entry.name)).toEqual([
      'title',
      'remark',
      'price',
      'quantity',
      'amount',
      'urgent',
      'payType',
      'documents',
      'supplierLevel',
      'category',
      'deliveryDate',
      'deliveryTime',
      'attachments',
      'photos',
      'tagColor',
      'priority',
      'progress',
      'detail',
      'region',
      'organize',
      'receiver',
      'costCenter',
      'contract',
      'contractCode',
      'tableField130',
      'totalWithTax',
      'validity',
      'budget',
      'creatorUserId',
      'creatorTime',
      'organizeId',
      'billNo',
    ]);
    expect(model.columns.get('tableField130')?.map((entry) => entry.ref)).toEqual([
      'tableField130.itemName',
      'tableField130.unitPrice',
      'tableField130.qty',
      'tableField130.unit',
      'tableField130.lineTotal',
    ]);
    expect(model.byRef.get('progress')?.designPath).toBe(
      'fields[15].__config__.children[0].__config__.children[0]',
    );
    expect(model.byRef.get('creatorUserId')?.kind).toBe('system');
  });

  it('gives back the same JSON after parse and serialise: no key lost, added or changed', () => {
    const result = parseFormDesign(designText);
    if (!result.success) throw new Error('should parse');
    expect(JSON.parse(serializeFormDesign(result.design))).toStrictEqual(purchaseRequest);
  });

  it('accepts the parsed object as well as the text', () => {
    expect(parsedModel(clone()).fields).toHaveLength(32);
  });

  it('orders calculated fields by dependency and knows what each change recomputes', () => {
    const model = parsedModel();
    expect(model.calculated.map((node) => node.entry.ref)).toEqual([
      'amount',
      'tableField130.lineTotal',
      'totalWithTax',
    ]);
    expect(model.calculated[2].dependsOn).toEqual(['tableField130.lineTotal']);
    expect(model.dependents.get('price')).toEqual(['amount']);
    expect(model.dependents.get('tableField130.qty')).toEqual(['tableField130.lineTotal', 'totalWithTax']);
    expect(model.dependents.get('title')).toBeUndefined();
  });
});

describe('parseFormDesign refusals', () => {
  it('refuses an unknown widget key, naming the key and where it is, in each language', () => {
    const design = clone();
    design.fields[15].__config__.children![1].__config__.children![0].__config__.jnpfKey = 'fancyWidget';
    const path = 'fields[15].__config__.children[1].__config__.children[0].__config__.jnpfKey';
    expect(errorsOf(design)).toEqual([
      {
        path,
        key: 'formEngine.design.unknownWidget',
        params: { key: 'fancyWidget' },
        message: '未知的控件类型“fancyWidget”',
      },
    ]);
    expect(errorsOf(design, 'zh-TW')[0].message).toBe('未知的控件類型「fancyWidget」');
    expect(errorsOf(design, 'en-US')[0].message).toBe('Unknown widget key "fancyWidget"');
  });

  it('refuses a widget without a key outside tab and collapse panes', () => {
    const design = clone();
    delete design.fields[0].__config__.jnpfKey;
    expect(errorsOf(design).map((error) => [error.path, error.key])).toEqual([
      ['fields[0].__config__.jnpfKey', 'formEngine.design.missingWidget'],
    ]);
  });

  it('refuses a declared prop of the wrong type', () => {
    const design = clone();
    design.fields[0].maxlength = { max: 50 };
    const [error] = errorsOf(design, 'en-US');
    expect(error.path).toBe('fields[0].maxlength');
    expect(error.key).toBe('formEngine.design.invalidValue');
  });

  it('refuses a pattern that does not compile', () => {
    const design = clone();
    design.fields[0].__config__.regList = [{ pattern: '/([a-z/', message: 'x' }];
    expect(errorsOf(design)[0]).toMatchObject({
      path: 'fields[0].__config__.regList[0].pattern',
      key: 'formEngine.design.invalidPattern',
    });
  });

  it('refuses a pattern that could backtrack without end, naming it', () => {
    const design = clone();
    design.fields[0].__config__.regList = [{ pattern: '/^(\\w+\\s?)*$/', message: 'x' }];
    expect(errorsOf(design)[0]).toMatchObject({
      path: 'fields[0].__config__.regList[0].pattern',
      key: 'formEngine.design.unsafePattern',
      params: { pattern: '/^(\\w+\\s?)*$/' },
    });
  });

  it('refuses a record key used twice in the same scope', () => {
    const design = clone();
    design.fields[1].__vModel__ = 'title';
    expect(errorsOf(design)[0]).toMatchObject({ path: 'fields[1].__vModel__', params: { field: 'title' } });
  });

  it('refuses invalid JSON text', () => {
    expect(errorsOf('{"fields": [')[0].key).toBe('formEngine.design.invalidJson');
  });

  it('refuses an invalid formula at design time', () => {
    const design = clone();
    design.fields[4].expression = [
      { __vModel__: 'price', label: '单价' },
      '+',
      '×',
      { __vModel__: 'quantity', label: '数量' },
    ];
    expect(errorsOf(design)).toEqual([
      {
        path: 'fields[4].expression',
        key: 'formEngine.expression.unexpectedToken',
        params: { position: 3, token: '×' },
        message: '计算公式第3个位置的“×”不符合运算规则',
      },
    ]);
  });

  it('refuses a formula over an unknown field, the whole sub-table, or itself', () => {
    const unknown = clone();
    unknown.fields[4].expression = [
      { __vModel__: 'price', label: '' },
      '×',
      { __vModel__: 'ghost', label: '' },
    ];
    expect(errorsOf(unknown, 'en-US')[0].message).toBe('The formula refers to the unknown field "ghost"');
    const table = clone();
    table.fields[4].expression = [{ __vModel__: 'tableField130', label: '' }];
    expect(errorsOf(table)[0].key).toBe('formEngine.expression.unknownField');
    const self = clone();
    self.fields[4].expression = [{ __vModel__: 'amount', label: '' }, '+', '1'];
    expect(errorsOf(self)[0].key).toBe('formEngine.expression.selfReference');
  });

  it('refuses formulas that read each other in a cycle', () => {
    const design = clone();
    design.fields[4].expression = [{ __vModel__: 'totalWithTax', label: '' }, '+', '1'];
    design.fields[19].expression = [{ __vModel__: 'amount', label: '' }, '×', '2'];
    const errors = errorsOf(design);
    expect(errors.map((error) => error.key)).toEqual([
      'formEngine.expression.cycle',
      'formEngine.expression.cycle',
    ]);
    expect(errors[0].message).toBe('计算公式之间存在循环引用：amount, totalWithTax');
  });
});

describe('widget registry', () => {
  it('has one entry per built-in key and nothing else', () => {
    expect(Object.keys(WIDGET_REGISTRY).sort()).toEqual([...JNPF_KEYS].sort());
    expect(new Set(JNPF_KEYS).size).toBe(JNPF_KEYS.length);
  });
});
