import type { CodeGeneratorDesign } from '@platform/contracts';
import { codeGeneratorEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { fieldColumn, timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { codeGeneratorLocales } from './code-generator.locales.ts';
import { GenerateCodeDialog } from './generate-code-dialog.tsx';

registerLocales(codeGeneratorLocales);

/**
 * Menu onlineDev.generator (代码生成): the designs of 功能设计 with keyword search; 生成代码 opens the
 * output settings, whose 预览代码 shows the generated module's files and 下载代码 downloads them as a zip.
 */
export default function GeneratorPage() {
  const { t } = useTranslation(['codeGenerator', 'adminKit']);
  const { params, search, page } = useListParams();
  const [design, setDesign] = useState<CodeGeneratorDesign>();
  const columns = useMemo<TableColumnType<CodeGeneratorDesign>[]>(
    () => [
      fieldColumn(t, 'fullName'),
      fieldColumn(t, 'enCode', 200),
      { key: 'category', dataIndex: 'category', title: t('category'), width: 150 },
      timeColumn<CodeGeneratorDesign>('lastModifyTime', t('lastModifyTime')),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: codeGeneratorEndpoints.list, query: params, columns });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="code-generator-search"
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="code-generator"
        actionsWidth={120}
        actions={[{ label: t('generate'), onClick: setDesign }]}
      />
      {design && <GenerateCodeDialog design={design} onClose={() => setDesign(undefined)} />}
    </AdminPage>
  );
}
