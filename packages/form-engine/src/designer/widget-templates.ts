import type { Language } from '@platform/contracts';
import type { FormField } from '../schema/form-schema.ts';
import { holdsValue } from '../widget-registry.ts';
import { type PaletteKey, WIDGET_NAMES } from './widget-names.ts';
import { SAMPLE_TEXTS } from './widget-sample-texts.ts';
import { type Template, widgetTemplates } from './widget-template-data.ts';

/*
 * A new widget as the form designer adds it, in the original designer's JSON (so a design made here
 * opens in the original's clients): the common `__config__` (label, span, required, rules, where it
 * shows), the widget's own defaults, a `formId` the design counts up, and for widgets that hold a
 * value a field name `{key}Field{formId}`. Placeholders are left out (the renderer shows 请输入 /
 * 请选择 in the reader's language); sample options and pane titles are in the designer's language.
 */

type Json = Record<string, unknown>;

const byLanguage = new Map<Language, Record<PaletteKey, Template>>();
function templatesIn(lang: Language): Record<PaletteKey, Template> {
  let found = byLanguage.get(lang);
  if (!found) {
    found = widgetTemplates((key) => SAMPLE_TEXTS[lang][key]);
    byLanguage.set(lang, found);
  }
  return found;
}

/** The settings a new form starts with (`formConf` without `fields`), as the original designer writes them. */
export const NEW_FORM_CONF = {
  formRef: 'elForm',
  formModel: 'dataForm',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  formRules: 'rules',
  gutter: 15,
  disabled: false,
  span: 24,
  formBtns: false,
  popupType: 'general',
  idGlobal: 100,
} as const;

/** The field name a new value widget gets. */
export const newFieldName = (key: PaletteKey, formId: number) => `${key}Field${formId}`;

/** A new widget of `key` numbered `formId`, labelled with its name in the designer's language. */
export function newWidget(key: PaletteKey, formId: number, lang: Language): FormField {
  const template = templatesIn(lang)[key];
  const cloned = structuredClone(template) as Template;
  const field: Json = {
    __config__: {
      jnpfKey: key,
      label: WIDGET_NAMES[key][lang],
      tipLabel: '',
      showLabel: true,
      className: [],
      required: false,
      layout: cloned.isRow ? 'rowFormItem' : 'colFormItem',
      span: 24,
      visibility: ['pc', 'app'],
      tableName: '',
      noShow: false,
      regList: [],
      formId,
      renderKey: formId,
      ...cloned.config,
    },
    ...cloned.props,
  };
  if (holdsValue(key)) field.__vModel__ = newFieldName(key, formId);
  return field as FormField;
}
