import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import { commentText, type GeneratedFile, lines, modulePaths, quoted, typeName } from './template-text.ts';

/** The antd input of a field in the record dialog. */
function inputOf(field: GeneratedField): string {
  switch (field.kind) {
    case 'text':
      return `<Input maxLength={${field.maxLength}} />`;
    case 'multilineText':
      return `<Input.TextArea maxLength={${field.maxLength}} rows={3} />`;
    case 'number':
      return "<InputNumber style={{ width: '100%' }} />";
    case 'boolean':
      return '<Switch />';
    case 'timestamp':
      return "<DatePicker style={{ width: '100%' }} />";
    case 'enum':
      return `<Select allowClear options={[${field.options
        .map((option) => `{ value: ${quoted(option.value)}, label: ${quoted(option.label)} }`)
        .join(', ')}]} />`;
  }
}

/** Form.Item props that turn a stored value into the input's and back (dates are timestamps). */
function itemProps(field: GeneratedField): string {
  const required = field.isRequired ? ' rules={[{ required: true }]}' : '';
  if (field.kind === 'boolean') return `${required} valuePropName="checked"`;
  if (field.kind !== 'timestamp') return required;
  return `${required} getValueProps={(value?: number) => ({ value: value ? dayjs(value) : undefined })} normalize={(value?: Dayjs) => value?.valueOf()}`;
}

function cellOf(field: GeneratedField): string | undefined {
  if (field.kind === 'boolean') return `render: (value: boolean | null) => (value ? t('yes') : t('no'))`;
  if (field.kind === 'timestamp')
    return "render: (value: number | null) => (value ? dayjs(value).format('YYYY-MM-DD') : '')";
  return undefined;
}

function pageFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const endpoints = `${model.camel}Endpoints`;
  const hasDate = model.fields.some((field) => field.kind === 'timestamp');
  const antd = new Set(['Form', 'Modal', 'type TableColumnType']);
  const tags = {
    text: 'Input',
    multilineText: 'Input',
    number: 'InputNumber',
    boolean: 'Switch',
    timestamp: 'DatePicker',
    enum: 'Select',
  };
  for (const field of model.fields) antd.add(tags[field.kind]);
  const antdNames = [...antd].sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', '')));
  return {
    path: `${modulePaths(model).web}.page.tsx`,
    content: lines(
      `import type { Create${name}Body, ${name}Info } from '@platform/contracts';`,
      `import { ${endpoints} } from '@platform/contracts/web-endpoints';`,
      `import { ${antdNames.join(', ')} } from 'antd';`,
      hasDate && "import dayjs, { type Dayjs } from 'dayjs';",
      "import { useMemo, useState } from 'react';",
      "import { useTranslation } from 'react-i18next';",
      "import { callWithMessage } from '../../../platform/http/call.ts';",
      "import { registerLocales } from '../../../platform/i18n/register-locales.ts';",
      "import { AddButton } from '../../../shared/admin-kit/add-button.tsx';",
      "import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';",
      "import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';",
      "import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';",
      "import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';",
      "import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';",
      `import { ${model.camel}Locales } from './${model.kebab}.locales.ts';`,
      '',
      `registerLocales(${model.camel}Locales);`,
      '',
      '/** The record being edited: a row, or an empty object for a new one. */',
      `type Target = { row?: ${name}Info };`,
      '',
      `function ${name}FormDialog({ target, onClose, onSaved }: { target: Target; onClose: () => void; onSaved: () => void }) {`,
      `  const { t } = useTranslation('${model.camel}');`,
      `  const [form] = Form.useForm<Create${name}Body>();`,
      '  const [isSaving, setSaving] = useState(false);',
      '  const save = async () => {',
      '    const body = await form.validateFields();',
      '    setSaving(true);',
      '    try {',
      '      await (target.row',
      `        ? callWithMessage(${endpoints}.update, { params: { id: target.row.id }, body })`,
      `        : callWithMessage(${endpoints}.create, { body }));`,
      '      onSaved();',
      '      onClose();',
      '    } finally {',
      '      setSaving(false);',
      '    }',
      '  };',
      '  return (',
      "    <Modal open title={t(target.row ? 'edit' : 'add')} onOk={save} onCancel={onClose} confirmLoading={isSaving}>",
      '      <Form form={form} layout="vertical" initialValues={target.row ?? {}}>',
      ...model.fields.map(
        (field) =>
          `        <Form.Item name="${field.name}" label={t('field.${field.name}')}${itemProps(field)}>\n          ${inputOf(field)}\n        </Form.Item>`,
      ),
      '      </Form>',
      '    </Modal>',
      '  );',
      '}',
      '',
      `/** ${commentText(model.title)}: the records with keyword search, new, edit and delete. */`,
      `export default function ${name}Page() {`,
      `  const { t } = useTranslation('${model.camel}');`,
      '  const { params, search, page } = useListParams();',
      '  const [target, setTarget] = useState<Target | undefined>();',
      `  const columns = useMemo<TableColumnType<${name}Info>[]>(`,
      '    () => [',
      ...model.fields.map((field) => {
        const cell = cellOf(field);
        return `      { key: '${field.name}', dataIndex: '${field.name}', title: t('field.${field.name}')${cell ? `, ${cell}` : ''} },`;
      }),
      '    ],',
      '    [t],',
      '  );',
      `  const list = useAdminList({ endpoint: ${endpoints}.list, query: params, columns });`,
      '  return (',
      '    <AdminPage>',
      '      <SearchBar',
      '        onSearch={search}',
      '        onRefresh={list.refresh}',
      `        testId="${model.kebab}-search"`,
      '        actions={<AddButton onClick={() => setTarget({})} />}',
      '      />',
      '      <AdminTable',
      '        state={list}',
      '        onPage={page}',
      `        testId="${model.kebab}"`,
      '        onEdit={(row) => setTarget({ row })}',
      `        onRemove={(row) => callWithMessage(${endpoints}.remove, { params: { id: row.id } })}`,
      '      />',
      `      {target && <${name}FormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />}`,
      '    </AdminPage>',
      '  );',
      '}',
    ),
  };
}

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
    ...model.fields.map((field) => `      ${field.name}: ${quoted(label(field))},`),
    '    },',
    '  },',
  ];
}

function localesFile(model: GeneratorModel): GeneratedFile {
  const designLabel = (field: GeneratedField) => field.label;
  return {
    path: `${modulePaths(model).web}.locales.ts`,
    content: lines(
      "import { defineLocales } from '../../../platform/i18n/define-locales.ts';",
      '',
      `/** Strings of the ${model.kebab} page; field labels are the design's (English from the field names). */`,
      `export const ${model.camel}Locales = defineLocales(`,
      `  '${model.camel}',`,
      ...localeBlock(model, { add: '新建', edit: '编辑', yes: '是', no: '否' }, designLabel),
      ...localeBlock(model, { add: '新建', edit: '編輯', yes: '是', no: '否' }, designLabel),
      ...localeBlock(model, { add: 'New', edit: 'Edit', yes: 'Yes', no: 'No' }, (field) =>
        englishLabel(field.name),
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

/** The web page (list and record dialog) and its strings in three languages. */
export function webFiles(model: GeneratorModel): GeneratedFile[] {
  return [pageFile(model), localesFile(model)];
}
