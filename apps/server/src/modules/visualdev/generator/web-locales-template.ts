import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import { type GeneratedFile, lines, mainFields, modulePaths, quoted } from './template-text.ts';

/** `dueDate` → `Due date`: the English label when the design names the field only in Chinese. */
function englishLabel(name: string): string {
  const text = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return text[0].toUpperCase() + text.slice(1);
}

function localeBlock(
  model: GeneratorModel,
  words: Record<string, string>,
  label: (field: GeneratedField) => string,
) {
  return [
    '  {',
    ...Object.entries(words).map(([key, value]) => `    ${key}: ${quoted(value)},`),
    '    field: {',
    ...mainFields(model).map((field) => `      ${field.name}: ${quoted(label(field))},`),
    '    },',
    '  },',
  ];
}

/** The page's strings in three languages: its words and the list's column titles. */
export function localesFile(model: GeneratorModel): GeneratedFile {
  const designLabel = (field: GeneratedField) => field.label;
  return {
    path: `${modulePaths(model).web}.locales.ts`,
    content: lines(
      "import { defineLocales } from '../../../platform/i18n/define-locales.ts';",
      '',
      `/** Strings of the ${model.kebab} page; field labels are the design's (English from the field names). */`,
      `export const ${model.camel}Locales = defineLocales(`,
      `  '${model.camel}',`,
      ...localeBlock(
        model,
        { add: '新建', edit: '编辑', yes: '是', no: '否', saveFailed: '保存失败' },
        designLabel,
      ),
      ...localeBlock(
        model,
        { add: '新建', edit: '編輯', yes: '是', no: '否', saveFailed: '儲存失敗' },
        designLabel,
      ),
      ...localeBlock(
        model,
        { add: 'New', edit: 'Edit', yes: 'Yes', no: 'No', saveFailed: 'Save failed' },
        (field) => englishLabel(field.name),
      ),
      ');',
      '',
      "declare module '../../../platform/i18n/define-locales.ts' {",
      '  interface AppNamespaces {',
      `    ${model.camel}: KeysOf<typeof ${model.camel}Locales>;`,
      '  }',
      '}',
    ),
  };
}
