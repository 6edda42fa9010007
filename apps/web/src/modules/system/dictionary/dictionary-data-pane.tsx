import { type DictionaryDataNode, resourceCodes } from '@platform/contracts';
import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { useTreeExpansion } from '../../../shared/admin-kit/tree-expansion.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { dictionaryLocales } from './dictionary.locales.ts';
import { DictionaryDataDialog } from './dictionary-data-dialog.tsx';

registerLocales(dictionaryLocales);

const COLUMN_CODES = resourceCodes('dictionary').columns;

/** The category roots 业务字典 (0) and 系统字典 (1) hold no entries of their own. */
export const isRootType = (id: string | undefined) => id === '0' || id === '1';

/** The category whose entries the pane shows; undefined while none is chosen yet. */
export interface DictionaryTypeRef {
  id: string;
  isTree: number;
}

/**
 * The entries of one dictionary category (a tree for tree categories) with keyword search,
 * new/edit, enable/disable (asked first) and delete; the buttons follow the permission entry of the
 * page around it. The 数据字典 page shows it beside the category tree, and a form's dictionary select
 * opens it in a dialog.
 */
export function DictionaryDataPane({ type }: { type: DictionaryTypeRef | undefined }) {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const stateAction = useStateAction();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<RecordTarget<DictionaryDataNode, never> | undefined>();
  const columns = useMemo<TableColumnType<DictionaryDataNode>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('adminKit:field.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('adminKit:field.enCode'), width: 180 },
      { key: 'sortCode', dataIndex: 'sortCode', title: t('adminKit:field.sortCode'), width: 70 },
      stateColumn<DictionaryDataNode>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: dictionaryDataEndpoints.list,
    params: { typeId: type?.id ?? '0' },
    query: { keyword: keyword || undefined, isTree: type?.isTree ?? 0 },
    columns,
    grantCodes: COLUMN_CODES,
    enabled: type !== undefined,
  });
  const rows = list.list.data?.list;
  const tree = useTreeExpansion(rows, true);
  // The expand/collapse buttons show only when every row of a tree category has children.
  const hasBranchButtons = type?.isTree === 1 && !!rows?.length && rows.every((row) => row.children?.length);
  /** Pickers and DictionaryData/All read the entries too: their cached answers go. */
  const forgetOptions = () =>
    void queryClient.invalidateQueries({ queryKey: endpointPrefix(dictionaryDataEndpoints.create) });
  const refresh = () => {
    forgetOptions();
    list.refresh();
  };

  return (
    <>
      <SearchBar
        placeholder={t('adminKit:keywordPlaceholder')}
        onSearch={(value) => setKeyword(value.trim())}
        onRefresh={refresh}
        testId="dictionary-search"
        actions={
          <>
            {hasBranchButtons && (
              <>
                <Button onClick={tree.expandAll}>{t('adminKit:expandAll')}</Button>
                <Button onClick={tree.collapseAll}>{t('adminKit:collapseAll')}</Button>
              </>
            )}
            <AddButton onClick={() => setTarget({})} disabled={!type || isRootType(type.id)} />
          </>
        }
      />
      <AdminTable
        state={list}
        tree={type?.isTree === 1 ? tree : undefined}
        testId="dictionary"
        // Four narrow columns fit beside the category tree: no sideways scroll hiding 状态 under 操作.
        scrollX={false}
        actionsWidth={170}
        onEdit={(row) => setTarget({ row })}
        onRemove={async (row) => {
          const answer = await callWithMessage(dictionaryDataEndpoints.remove, { params: { id: row.id } });
          forgetOptions();
          return answer;
        }}
        actions={[
          stateAction(async (row) => {
            const answer = await callWithMessage(dictionaryDataEndpoints.setState, {
              params: { id: row.id },
            });
            forgetOptions();
            return answer;
          }),
        ]}
      />
      {type && (
        <DictionaryDataDialog
          type={type}
          target={target}
          onClose={() => setTarget(undefined)}
          onSaved={refresh}
        />
      )}
    </>
  );
}
