import { TRANSLATION_ENTITIES, type TranslationEntityName, type TranslationEntry } from '@platform/contracts';
import { translationEndpoints } from '@platform/contracts/web-endpoints';
import { Checkbox, Select, type TableColumnType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { languageLocales } from './language.locales.ts';
import { LanguageFileActions } from './language-file-actions.tsx';
import { LanguageFormDialog } from './language-form-dialog.tsx';

registerLocales(languageLocales);

type Filters = { entity?: TranslationEntityName; missing?: 0 | 1 };

/**
 * Menu system.language (翻译管理): every name kept in data (applications, menus, dictionaries, system
 * texts) with its simplified Chinese, traditional Chinese and English text; search, a missing-only
 * filter, editing of the two translations, export and import.
 */
export default function LanguagePage() {
  const { t } = useTranslation(['language', 'adminKit']);
  const { params, search, filter, page } = useListParams<Filters>({});
  const [editing, setEditing] = useState<TranslationEntry | undefined>();
  const columns = useMemo<TableColumnType<TranslationEntry>[]>(() => {
    const text = (language: 'zh-TW' | 'en-US'): TableColumnType<TranslationEntry> => ({
      key: language,
      dataIndex: language,
      title: t(`field.${language}`),
      ellipsis: true,
      render: (value: string | null) =>
        value ? value : <Typography.Text type="warning">{t('missing')}</Typography.Text>,
    });
    return [
      {
        key: 'entity',
        dataIndex: 'entity',
        title: t('field.entity'),
        width: 150,
        render: (entity: TranslationEntityName) => t(`entity.${entity}`),
      },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 180, ellipsis: true },
      { key: 'zh-CN', dataIndex: 'zh-CN', title: t('field.zh-CN'), ellipsis: true },
      text('zh-TW'),
      text('en-US'),
    ];
  }, [t]);
  const list = useAdminList({ endpoint: translationEndpoints.list, query: params, columns });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ entity: undefined, missing: undefined })}
        testId="language-search"
        filters={
          <>
            <Select
              allowClear
              style={{ width: 150 }}
              placeholder={t('allEntities')}
              value={params.entity}
              onChange={(entity?: TranslationEntityName) => filter({ entity })}
              options={TRANSLATION_ENTITIES.map((entity) => ({
                value: entity,
                label: t(`entity.${entity}`),
              }))}
              data-testid="language-entity-filter"
            />
            <Checkbox
              checked={params.missing === 1}
              onChange={(event) => filter({ missing: event.target.checked ? 1 : undefined })}
              data-testid="language-missing-filter"
            >
              {t('onlyMissing')}
            </Checkbox>
          </>
        }
        actions={<LanguageFileActions onImported={list.refresh} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="language"
        actionsWidth={80}
        onEdit={(row) => setEditing(row)}
        tableProps={{ rowKey: 'id' }}
      />
      <LanguageFormDialog entry={editing} onClose={() => setEditing(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
