import { type BillRuleInfo, ButtonCode, resourceCodes } from '@platform/contracts';
import { billRuleEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { BackupImportDialog } from '../../../shared/admin-kit/backup-import-dialog.tsx';
import { ImportButton } from '../../../shared/admin-kit/import-button.tsx';
import { creatorTimeColumn, fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { billRuleLocales } from './bill-rule.locales.ts';
import { BillRuleFormDialog, type BillRuleFormValues } from './bill-rule-form-dialog.tsx';
import { useBillCategories } from './use-bill-categories.ts';

registerLocales(billRuleLocales);

const COLUMN_CODES = resourceCodes('billRule').columns;

/**
 * Menu system.billRule (单据规则): the document-number rules with keyword and category search, new,
 * edit, enable/disable, delete (refused by the server once a rule has issued a number), and `.bb`
 * export and import.
 */
export default function BillRulePage() {
  const { t } = useTranslation(['billRule', 'adminKit']);
  const stateAction = useStateAction();
  const { params, search, filter, page } = useListParams<{ categoryId?: string }>();
  const [target, setTarget] = useState<RecordTarget<BillRuleInfo, BillRuleFormValues> | undefined>();
  const [isImporting, setIsImporting] = useState(false);
  const { categories, nameOf } = useBillCategories();
  const columns = useMemo<TableColumnType<BillRuleInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), width: 200, ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 180, ellipsis: true },
      {
        key: 'category',
        dataIndex: 'category',
        title: t('field.category'),
        width: 120,
        render: (value: string) => nameOf(value),
      },
      { key: 'digit', dataIndex: 'digit', title: t('field.digit'), width: 90 },
      { key: 'startNumber', dataIndex: 'startNumber', title: t('field.startNumber'), width: 110 },
      { key: 'outputNumber', dataIndex: 'outputNumber', title: t('field.outputNumber'), ellipsis: true },
      fieldColumn(t, 'sortCode', 70),
      stateColumn<BillRuleInfo>(t),
      creatorTimeColumn<BillRuleInfo>(t),
    ],
    [t, nameOf],
  );
  const list = useAdminList({
    endpoint: billRuleEndpoints.list,
    query: params,
    columns,
    grantCodes: COLUMN_CODES,
  });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ categoryId: undefined })}
        testId="bill-rule-search"
        filters={
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('allCategories')}
            value={params.categoryId}
            onChange={(categoryId?: string) => filter({ categoryId })}
            options={categories.map((c) => ({ value: c.id, label: c.fullName }))}
            data-testid="bill-rule-category-filter"
          />
        }
        actions={
          <>
            <AddButton onClick={() => setTarget({})} />
            <ImportButton onClick={() => setIsImporting(true)} />
          </>
        }
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="bill-rule"
        actionsWidth={200}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(billRuleEndpoints.remove, { params: { id: row.id } })}
        actions={[
          stateAction((row) => callWithMessage(billRuleEndpoints.setState, { params: { id: row.id } })),
          {
            code: ButtonCode.export,
            label: t('export'),
            isInMore: true,
            prompt: () => ({ content: t('exportPrompt') }),
            confirmRun: (row) => callAndDownload(billRuleEndpoints.export, { params: { id: row.id } }),
          },
        ]}
      />
      <BillRuleFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <BackupImportDialog
        open={isImporting}
        endpoint={billRuleEndpoints.import}
        accept=".bb"
        title={t('import')}
        testId="bill-rule-import"
        onClose={() => setIsImporting(false)}
        onImported={list.refresh}
      />
    </AdminPage>
  );
}
