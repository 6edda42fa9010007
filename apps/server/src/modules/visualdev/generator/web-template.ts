import { formDesignFile } from './form-design-template.ts';
import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import {
  commentText,
  type GeneratedFile,
  lines,
  mainFields,
  modulePaths,
  quoted,
  typeName,
} from './template-text.ts';
import { localesFile } from './web-locales-template.ts';

/**
 * A list cell: the form engine's cell text of the field (option labels, dictionary entries, the names of
 * picked users, organizations and areas), file names for an upload, dates for a date range, date and
 * time for a time the server filled.
 */
function cellOf(field: GeneratedField): string {
  if (field.kind === 'files') {
    return "render: (files: { name: string }[] | null) => files?.map((file) => file.name).join(', ')";
  }
  if (field.kind === 'timestamp' && field.filledOn) {
    return "render: (time: number | null) => (time === null ? '' : dayjs(time).format('YYYY-MM-DD HH:mm:ss'))";
  }
  if (field.kind === 'dateRange') {
    return "render: (range: number[] | null) => range?.map((time) => dayjs(time).format('YYYY-MM-DD')).join(' ~ ')";
  }
  return `render: (value: unknown) => textOf(${quoted(field.name)}, value)`;
}

/** The record dialog: the design drawn by the form engine, a stored record read first. */
function dialogLines(model: GeneratorModel): string[] {
  const name = typeName(model);
  const endpoints = `${model.camel}Endpoints`;
  return [
    '/** What the dialog edits, the sources its form reads, and what it reports. */',
    'type DialogProps = { target: Target; sources: FormDataSources; onClose: () => void; onSaved: () => void };',
    '',
    `function ${name}FormDialog({ target, sources, onClose, onSaved }: DialogProps) {`,
    `  const { t, i18n } = useTranslation('${model.camel}');`,
    '  const locale = (i18n.language || DEFAULT_LANGUAGE) as Language;',
    '  const [error, setError] = useState<string>();',
    '  const [isSaving, setSaving] = useState(false);',
    '  const id = target.row?.id;',
    '  const read = useQuery({',
    `    ...endpointQuery(${endpoints}.get, { params: { id: id ?? '' } }),`,
    '    enabled: id !== undefined,',
    '    // An edit always starts from the stored record, never from a cached read.',
    '    gcTime: 0,',
    '  });',
    '  const save = async (value: Record<string, unknown>) => {',
    `    const body = create${name}BodySchema.safeParse(value);`,
    '    if (!body.success) {',
    "      setError(body.error.issues[0]?.message ?? t('saveFailed'));",
    '      return;',
    '    }',
    '    setSaving(true);',
    '    setError(undefined);',
    '    try {',
    '      await (id',
    `        ? callWithMessage(${endpoints}.update, { params: { id }, body: body.data })`,
    `        : callWithMessage(${endpoints}.create, { body: body.data }));`,
    '      onSaved();',
    '      onClose();',
    '    } catch (caught) {',
    "      setError(caught instanceof ApiError ? caught.message : t('saveFailed'));",
    '    } finally {',
    '      setSaving(false);',
    '    }',
    '  };',
    '  return (',
    "    <Modal open title={t(id ? 'edit' : 'add')} footer={null} width={800} onCancel={onClose} destroyOnHidden>",
    '      {id !== undefined && read.isPending ? (',
    "        <Spin style={{ display: 'block', padding: 32 }} />",
    '      ) : (',
    '        <Spin spinning={isSaving}>',
    '          {(error || read.error) && (',
    '            <Alert type="error" showIcon title={error ?? read.error?.message} style={{ marginBottom: 16 }} />',
    '          )}',
    '          <FormRenderer',
    `            design={${model.camel}Form}`,
    '            value={read.data ? formValueOf(read.data) : undefined}',
    '            sources={sources}',
    '            locale={locale}',
    '            onSubmit={(value) => void save(value)}',
    '          />',
    '        </Spin>',
    '      )}',
    '    </Modal>',
    '  );',
    '}',
  ];
}

function pageFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const endpoints = `${model.camel}Endpoints`;
  const fields = mainFields(model);
  const hasDayjs = fields.some((field) => cellOf(field).includes('dayjs('));
  return {
    path: `${modulePaths(model).web}.page.tsx`,
    content: lines(
      `import { create${name}BodySchema, DEFAULT_LANGUAGE, type Language, type ${name}Detail, type ${name}Info } from '@platform/contracts';`,
      `import { ${endpoints} } from '@platform/contracts/web-endpoints';`,
      "import { cellTexts, storedText } from '@platform/form-engine';",
      "import { type FormDataSources, FormRenderer } from '@platform/form-engine/react';",
      "import { keepPreviousData, useQuery } from '@tanstack/react-query';",
      "import { Alert, Modal, Spin, type TableColumnType } from 'antd';",
      hasDayjs && "import dayjs from 'dayjs';",
      "import { useState } from 'react';",
      "import { useTranslation } from 'react-i18next';",
      "import { ApiError } from '../../../platform/http/api-error.ts';",
      "import { callWithMessage } from '../../../platform/http/call.ts';",
      "import { endpointQuery } from '../../../platform/http/endpoint-query.ts';",
      "import { registerLocales } from '../../../platform/i18n/register-locales.ts';",
      "import { AddButton } from '../../../shared/admin-kit/add-button.tsx';",
      "import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';",
      "import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';",
      "import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';",
      "import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';",
      "import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';",
      "import { appFormSources } from '../../visualdev/form-sources.ts';",
      "import { useCellNames } from '../../visualdev/online-dev/online-dev-cell-names.ts';",
      "import { useDictionaryLabels } from '../../visualdev/online-dev/online-dev-dictionary-labels.ts';",
      "import { withPickerSources } from '../../visualdev/pickers/picker-sources.ts';",
      `import { ${model.camel}Form } from './${model.kebab}.form.ts';`,
      `import { ${model.camel}Locales } from './${model.kebab}.locales.ts';`,
      '',
      `registerLocales(${model.camel}Locales);`,
      '',
      '/** The record being edited: a row, or an empty object for a new one. */',
      `type Target = { row?: ${name}Info };`,
      '',
      "/** The form's record of a stored one: its fields (sub-table rows included), without the empty ones. */",
      `function formValueOf({ id: _id, creatorTime: _created, ...fields }: ${name}Detail): Record<string, unknown> {`,
      '  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));',
      '}',
      '',
      ...dialogLines(model),
      '',
      `/** ${commentText(model.title)}: the records with keyword search, new, edit and delete. */`,
      `export default function ${name}Page() {`,
      `  const { t } = useTranslation('${model.camel}');`,
      '  const { params, search, page } = useListParams();',
      '  const [target, setTarget] = useState<Target | undefined>();',
      '  const [sources] = useState(() => withPickerSources(appFormSources));',
      "  // The page's rows (the list's own query), for the names of the ids they hold, looked up as the online runtime does.",
      `  const shown = useQuery({ ...endpointQuery(${endpoints}.list, { query: params }), placeholderData: keepPreviousData });`,
      `  const names = useCellNames(${model.camel}Form.model, shown.data?.list ?? [], sources.lookupNames);`,
      `  const dictionaries = useDictionaryLabels(${model.camel}Form.model);`,
      `  const texts = cellTexts(${model.camel}Form.model, { on: t('yes'), off: t('no') }, {}, dictionaries, names);`,
      '  const textOf = (field: string, value: unknown) => (texts.get(field) ?? storedText)(value);',
      `  const columns: TableColumnType<${name}Info>[] = [`,
      ...fields.map(
        (field) =>
          `    { key: '${field.name}', dataIndex: '${field.name}', title: t('field.${field.name}'), ${cellOf(field)} },`,
      ),
      '  ];',
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
      '      {target && (',
      `        <${name}FormDialog target={target} sources={sources} onClose={() => setTarget(undefined)} onSaved={list.refresh} />`,
      '      )}',
      '    </AdminPage>',
      '  );',
      '}',
    ),
  };
}

/** The web page (list and record dialog on the form engine), its form and its strings in three languages. */
export function webFiles(model: GeneratorModel): GeneratedFile[] {
  return [pageFile(model), formDesignFile(model), localesFile(model)];
}
