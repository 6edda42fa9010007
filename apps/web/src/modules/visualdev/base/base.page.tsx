import { ButtonCode, resourceCodes, type VisualDevRow } from '@platform/contracts';
import { visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { BackupImportDialog } from '../../../shared/admin-kit/backup-import-dialog.tsx';
import { ImportButton } from '../../../shared/admin-kit/import-button.tsx';
import {
  creatorTimeColumn,
  fieldColumn,
  stateColumn,
  timeColumn,
} from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { hasShortLink, ShortLinkDialog } from '../short-link/short-link-dialog.tsx';
import { useDesignCategories } from './use-design-categories.ts';
import { visualDevLocales } from './visual-dev.locales.ts';
import { VisualDevFormDialog } from './visual-dev-form-dialog.tsx';
import type { DesignFormValues } from './visual-dev-form-values.ts';
import { VisualDevPreviewDialog } from './visual-dev-preview-dialog.tsx';
import { VisualDevReleaseDialog } from './visual-dev-release-dialog.tsx';
import { VisualDevTablesDialog } from './visual-dev-tables-dialog.tsx';

registerLocales(visualDevLocales);

const COLUMN_CODES = resourceCodes('webDesign').columns;
/** This page lists the web designs (type 1), as the original's. */
const WEB_APP = 1;
const STATE_COLORS = { '0': 'default', '1': 'success', '2': 'warning' } as const;

const kindOf = (row: VisualDevRow) => {
  if (row.webType === 4) return 'kind.view' as const;
  return row.enableFlow === 1 ? ('kind.flow' as const) : ('kind.form' as const);
};

/**
 * Menu onlineDev.webDesign (在线开发 › 功能设计): the designs with keyword and category filters and
 * paging; new/edit (basic information and the design JSON), copy, delete, `.vdd` export and import,
 * release to Web/App menus, rollback to the released version, enable/disable and form preview, each
 * behind its button.
 */
export default function BasePage() {
  const { t } = useTranslation(['visualDev', 'visualDevTables', 'shortLink', 'adminKit']);
  const stateAction = useStateAction();
  const { params, search, filter, page } = useListParams<{ category?: string; type: number }>({
    type: WEB_APP,
  });
  const [target, setTarget] = useState<RecordTarget<VisualDevRow, DesignFormValues>>();
  const [releasing, setReleasing] = useState<VisualDevRow>();
  const [makingTables, setMakingTables] = useState<VisualDevRow>();
  const [previewing, setPreviewing] = useState<string>();
  const [linking, setLinking] = useState<VisualDevRow>();
  const [isImporting, setIsImporting] = useState(false);
  const categories = useDesignCategories();
  const columns = useMemo<TableColumnType<VisualDevRow>[]>(
    () => [
      { ...fieldColumn(t, 'fullName'), minWidth: 200 },
      fieldColumn(t, 'enCode', 180),
      { key: 'category', dataIndex: 'category', title: t('field.category'), width: 130, ellipsis: true },
      {
        key: 'webType',
        title: t('field.webType'),
        width: 100,
        render: (_, row) => t(kindOf(row)),
      },
      { key: 'creatorUser', dataIndex: 'creatorUser', title: t('field.creatorUser'), width: 140 },
      creatorTimeColumn<VisualDevRow>(t),
      timeColumn<VisualDevRow>('lastModifyTime', t('field.lastModifyTime')),
      fieldColumn(t, 'sortCode', 70),
      {
        key: 'state',
        title: t('field.state'),
        width: 90,
        render: (_, row) => {
          const state = String(row.state ?? 0) as '0' | '1' | '2';
          return <Tag color={STATE_COLORS[state] ?? 'default'}>{t(`states.${state}`)}</Tag>;
        },
      },
      stateColumn<VisualDevRow>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: visualDevEndpoints.list,
    query: params,
    columns,
    grantCodes: COLUMN_CODES,
  });
  const preview = async (row: VisualDevRow) => {
    const design = await call(visualDevEndpoints.get, { params: { id: row.id } });
    setPreviewing(design.formData ?? '');
  };

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ category: undefined })}
        testId="visual-dev-search"
        filters={
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 160 }}
            placeholder={t('allCategories')}
            value={params.category}
            onChange={(category?: string) => filter({ category })}
            options={categories}
            data-testid="visual-dev-category-filter"
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
        testId="visual-dev"
        scrollX={1500}
        actionsWidth={200}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(visualDevEndpoints.remove, { params: { id: row.id } })}
        actions={[
          stateAction((row) => callWithMessage(visualDevEndpoints.setState, { params: { id: row.id } })),
          {
            code: ButtonCode.preview,
            label: t('preview'),
            isInMore: true,
            onClick: (row) => void preview(row),
          },
          { code: ButtonCode.release, label: t('release'), isInMore: true, onClick: setReleasing },
          {
            code: ButtonCode.edit,
            label: t('visualDevTables:action'),
            isInMore: true,
            onClick: setMakingTables,
          },
          {
            code: ButtonCode.release,
            label: t('rollback'),
            isInMore: true,
            isShownFor: (row) => row.state !== 0,
            prompt: () => ({ content: t('confirmRollback') }),
            confirmRun: (row) => callWithMessage(visualDevEndpoints.rollback, { params: { id: row.id } }),
          },
          {
            code: ButtonCode.copy,
            label: t('copy'),
            isInMore: true,
            prompt: () => ({ content: t('confirmCopy') }),
            confirmRun: (row) => callWithMessage(visualDevEndpoints.copy, { params: { id: row.id } }),
          },
          {
            code: ButtonCode.export,
            label: t('export'),
            isInMore: true,
            prompt: () => ({ content: t('exportPrompt') }),
            confirmRun: (row) => callAndDownload(visualDevEndpoints.export, { params: { id: row.id } }),
          },
          // The settings are the menu's (the server checks the menu), as the original's.
          { label: t('shortLink:action'), isInMore: true, isShownFor: hasShortLink, onClick: setLinking },
        ]}
      />
      <VisualDevFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <VisualDevReleaseDialog
        key={releasing?.id}
        row={releasing}
        onClose={() => setReleasing(undefined)}
        onReleased={list.refresh}
      />
      <VisualDevTablesDialog
        row={makingTables}
        onClose={() => setMakingTables(undefined)}
        onCreated={list.refresh}
      />
      <ShortLinkDialog key={linking?.id} row={linking} onClose={() => setLinking(undefined)} />
      <VisualDevPreviewDialog formData={previewing} onClose={() => setPreviewing(undefined)} />
      <BackupImportDialog
        open={isImporting}
        endpoint={visualDevEndpoints.import}
        accept=".vdd"
        title={t('import')}
        testId="visual-dev-import"
        onClose={() => setIsImporting(false)}
        onImported={list.refresh}
      />
    </AdminPage>
  );
}
