import { LANGUAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { parseFormDesign } from '../schema/parse-design.ts';
import { holdsValue } from '../widget-registry.ts';
import { PALETTE, PALETTE_GROUPS, type PaletteKey } from './widget-names.ts';
import { newWidget } from './widget-templates.ts';

const allKeys = PALETTE_GROUPS.flatMap((group) => [...PALETTE[group]]) as PaletteKey[];

describe('new widgets of the designer', () => {
  it.each(LANGUAGES)('every offered widget makes a design the engine loads (%s)', (lang) => {
    let id = 101;
    // A new calculated field has no formula yet: the design is refused until the designer writes one.
    const fields = allKeys.filter((key) => key !== 'calculate').map((key) => newWidget(key, id++, lang));
    const result = parseFormDesign({ formRef: 'elForm', formModel: 'dataForm', fields }, lang);
    if (!result.success) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    const names = result.model.fields.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('comInputField101');
  });

  it('refuses a new calculated field until it has a formula', () => {
    const result = parseFormDesign({ fields: [newWidget('calculate', 101, 'zh-CN')] });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[0]?.key).toBe('formEngine.expression.empty');
  });

  it('names value widgets {key}Field{formId}, labels them in the language and leaves layout unnamed', () => {
    const input = newWidget('comInput', 105, 'en-US');
    expect(input.__vModel__).toBe('comInputField105');
    expect(input.__config__).toMatchObject({ label: 'Text', formId: 105, layout: 'colFormItem', span: 24 });
    const card = newWidget('card', 106, 'zh-CN');
    expect(card.__vModel__).toBeUndefined();
    expect(card.__config__).toMatchObject({ label: '卡片容器', layout: 'rowFormItem', children: [] });
    expect(newWidget('select', 107, 'zh-TW').options).toEqual([
      { fullName: '選項一', id: '1' },
      { fullName: '選項二', id: '2' },
    ]);
    for (const key of allKeys)
      expect(newWidget(key, 1, 'zh-CN').__vModel__ !== undefined).toBe(holdsValue(key));
  });

  it('gives every call its own copy of the defaults', () => {
    const first = newWidget('checkbox', 101, 'zh-CN');
    (first.options as unknown[]).push({ fullName: '新', id: '3' });
    expect(newWidget('checkbox', 102, 'zh-CN').options).toHaveLength(2);
  });
});
