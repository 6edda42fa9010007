import { ButtonCode, type DataInterfaceVariate } from '@platform/contracts';
import { dataInterfaceVariateEndpoints } from '@platform/contracts/web-endpoints';
import { Drawer, type TableColumnType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminTable, type RowAction } from '../../../shared/admin-kit/admin-table.tsx';
import { creatorTimeColumn, timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { interfaceVariablesLocales } from './interface-variables.locales.ts';
import {
  InterfaceVariableFormDialog,
  type InterfaceVariableFormValues,
} from './interface-variables-form-dialog.tsx';

registerLocales(interfaceVariablesLocales);

/** The drawer's content, mounted while open: the keyword starts empty for every interface. */
function InterfaceVariables({ target }: { target: { id: string; fullName: string } }) {
  const { t } = useTranslation(['interfaceVariables', 'adminKit']);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<
    RecordTarget<DataInterfaceVariate, InterfaceVariableFormValues> | undefined
  >();
  const columns = useMemo<TableColumnType<DataInterfaceVariate>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), width: 160, ellipsis: true },
      { key: 'value', dataIndex: 'value', title: t('field.value'), ellipsis: true },
      { key: 'creatorUser', dataIndex: 'creatorUser', title: t('field.creatorUser'), width: 140 },
      creatorTimeColumn<DataInterfaceVariate>(t),
      timeColumn<DataInterfaceVariate>('lastModifyTime', t('field.lastModifyTime')),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: dataInterfaceVariateEndpoints.list,
    params: { id: target.id },
    query: keyword ? { keyword } : {},
    columns,
  });
  return (
    <>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        maxLength={50}
        onSearch={setKeyword}
        onRefresh={list.refresh}
        testId="interface-variables-search"
        actions={<AddButton onClick={() => setEditing({})} />}
      />
      <AdminTable
        state={list}
        testId="interface-variables"
        scrollX={false}
        onEdit={(row) => setEditing({ row })}
        onRemove={(row) => callWithMessage(dataInterfaceVariateEndpoints.remove, { params: { id: row.id } })}
        actions={[
          {
            code: ButtonCode.copy,
            label: t('copy'),
            isInMore: true,
            prompt: () => ({ content: t('copyPrompt') }),
            confirmRun: (row) =>
              callWithMessage(dataInterfaceVariateEndpoints.copy, { params: { id: row.id } }),
          },
          {
            code: ButtonCode.export,
            label: t('export'),
            isInMore: true,
            prompt: () => ({ content: t('exportPrompt') }),
            confirmRun: (row) =>
              callAndDownload(dataInterfaceVariateEndpoints.export, { params: { id: row.id } }),
          },
        ]}
      />
      <InterfaceVariableFormDialog
        interfaceId={target.id}
        target={editing}
        onClose={() => setEditing(undefined)}
        onSaved={list.refresh}
      />
    </>
  );
}

/**
 * 变量 of a data-interface row: that interface's variables (`{@name}` in its SQL) with a name search,
 * new and edit, copy and export (asked first) and delete, each behind the data-interface menu's button.
 */
export function InterfaceVariablesDrawer({
  target,
  onClose,
}: {
  target?: { id: string; fullName: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('interfaceVariables');
  return (
    <Drawer
      open={target !== undefined}
      title={t('title', { name: target?.fullName ?? '' })}
      size={900}
      onClose={onClose}
      destroyOnHidden
      data-testid="interface-variables-drawer"
    >
      {target && <InterfaceVariables target={target} />}
    </Drawer>
  );
}

/**
 * The page's hook: the 变量 row action (in 更多; the variables' list needs only the menu) and the
 * drawer it opens, to render once on the page.
 */
export function useInterfaceVariables<Row extends { id: string; fullName?: string | null }>(): {
  action: RowAction<Row>;
  drawer: ReactNode;
} {
  const { t } = useTranslation('interfaceVariables');
  const [target, setTarget] = useState<{ id: string; fullName: string } | undefined>();
  return {
    action: {
      label: t('open'),
      isInMore: true,
      onClick: (row) => setTarget({ id: row.id, fullName: row.fullName ?? '' }),
    },
    drawer: <InterfaceVariablesDrawer target={target} onClose={() => setTarget(undefined)} />,
  };
}
