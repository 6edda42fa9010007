import { idsToName, parseFormDesign } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { cellTexts, storedText } from './online-dev-cell-text.ts';

const widget = (key: string, name: string, extra: Record<string, unknown> = {}, config = {}) => ({
  __config__: { jnpfKey: key, label: name, ...config },
  __vModel__: name,
  ...extra,
});
const LEVELS = {
  options: [
    { id: 'h', fullName: '紧急' },
    { id: 'l', fullName: '普通' },
  ],
};
const AREAS = {
  options: [{ id: 'zj', fullName: '浙江', children: [{ id: 'hz', fullName: '杭州' }] }],
  props: { props: { value: 'id', label: 'fullName', children: 'children' } },
};

function model() {
  const result = parseFormDesign({
    fields: [
      widget('select', 'level', LEVELS),
      widget('checkbox', 'tags', LEVELS),
      widget('cascader', 'area', AREAS),
      widget('select', 'dict', {}, { dataType: 'dictionary', dictionaryType: 'x' }),
      widget('comInput', 'title'),
      widget('select', 'source', {}, { dataType: 'dynamicDictionary', dictionaryType: 'd1' }),
      widget(
        'treeSelect',
        'sourceCode',
        { props: { props: { value: 'enCode' } } },
        { dataType: 'dynamicDictionary', dictionaryType: 'd1' },
      ),
      widget('date', 'day', { format: 'yyyy-MM-dd' }),
      widget('date', 'at', { format: 'yyyy-MM-dd HH:mm' }),
      widget('switch', 'valid'),
      widget('switch', 'paid', {
        activeTxt: '已付',
        inactiveTxt: '未付',
        activeValue: 'y',
        inactiveValue: 'n',
      }),
      widget('userSelect', 'handler'),
      widget('usersSelect', 'people', { multiple: true }),
      widget('comSelect', 'org'),
      widget('address', 'place'),
    ],
  });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.model;
}

const WORDS = { on: '开', off: '关' };

describe('list cell text of a released design', () => {
  it('names static options by their labels, keeps unknown values and other fields as stored', () => {
    const texts = cellTexts(model(), WORDS);
    expect(texts.get('level')?.('h')).toBe('紧急');
    expect(texts.get('level')?.('gone')).toBe('gone');
    expect(texts.get('tags')?.(['h', 'l'])).toBe('紧急,普通');
    expect(texts.get('area')?.(['zj', 'hz'])).toBe('浙江,杭州');
    expect(texts.get('area')?.([['zj', 'hz']])).toBe('浙江/杭州');
    expect(texts.has('dict')).toBe(false);
    expect(texts.has('title')).toBe(false);
    expect(storedText(['a', 1])).toBe('a,1');
    expect(storedText({ a: 1 })).toBe('{"a":1}');
    expect(storedText(null)).toBe('');
  });

  it('names a dynamic dictionary choice by the entries handed in, under its option keys', () => {
    const entries = [
      { id: 'e1', enCode: 'web', fullName: '网站', children: [{ id: 'e2', enCode: 'ad', fullName: '广告' }] },
    ];
    const loaded = new Map([
      ['source', entries],
      ['sourceCode', entries],
    ]);
    const texts = cellTexts(model(), WORDS, {}, loaded);
    expect(texts.get('source')?.('e2')).toBe('广告');
    expect(texts.get('source')?.('gone')).toBe('gone');
    expect(texts.get('sourceCode')?.('web')).toBe('网站');
    expect(cellTexts(model(), WORDS).has('source')).toBe(false);
  });

  it('shows dates in the design format and switches by their design text, else 开/关', () => {
    const texts = cellTexts(model(), WORDS);
    const noon = new Date(2026, 10, 27, 12, 30).getTime();
    expect(texts.get('day')?.(noon)).toBe('2026-11-27');
    expect(texts.get('at')?.(noon)).toBe('2026-11-27 12:30');
    expect(texts.get('day')?.(null)).toBe('');
    expect(texts.get('valid')?.(1)).toBe('开');
    expect(texts.get('valid')?.(0)).toBe('关');
    expect(texts.get('valid')?.(null)).toBe('');
    expect(texts.get('paid')?.('y')).toBe('已付');
    expect(texts.get('paid')?.('n')).toBe('未付');
  });

  it('names pickers and areas by the names looked up, an organization path level by level', () => {
    const rows = [
      {
        handler: 'u1',
        people: ['u2', 'r1--role', 'd1--department'],
        org: [['c1', 'd1']],
        place: ['zj', 'hz'],
      },
      { handler: 'u2', people: [], org: null, place: '' },
    ];
    expect(Object.fromEntries(idsToName(model(), rows))).toEqual({
      user: ['u1', 'u2'],
      role: ['r1'],
      organize: ['c1', 'd1'],
      area: ['hz', 'zj'],
    });
    const names = {
      user: { u1: '李四/lisi', u2: '王五/wangwu' },
      role: { r1: '普通员工' },
      organize: { c1: '示例公司', d1: '技术研发部' },
      area: { zj: '浙江省', hz: '杭州市' },
    };
    const texts = cellTexts(model(), WORDS, {}, new Map(), names);
    expect(texts.get('handler')?.('u1')).toBe('李四/lisi');
    expect(texts.get('handler')?.('gone')).toBe('gone');
    expect(texts.get('people')?.(['u2', 'r1--role', 'd1--department'])).toBe(
      '王五/wangwu,普通员工,技术研发部',
    );
    expect(texts.get('org')?.([['c1', 'd1']])).toBe('示例公司/技术研发部');
    expect(texts.get('place')?.(['zj', 'hz'])).toBe('浙江省/杭州市');
    expect(texts.get('place')?.([['zj'], ['zj', 'hz']])).toBe('浙江省,浙江省/杭州市');
    expect(texts.get('org')?.(['c1', 'd1'])).toBe('示例公司/技术研发部');
    expect(cellTexts(model(), WORDS).get('handler')?.('u1')).toBe('u1');
  });
});
