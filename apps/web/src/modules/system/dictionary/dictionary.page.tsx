import {
  ButtonCode,
  type DictionaryDataNode,
  type DictionaryTypeNode,
  resourceCodes,
} from '@platform/contracts';
import { dictionaryDataEndpoints, dictionaryTypeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useTreeExpansion } from '../../../shared/admin-kit/tree-expansion.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { dictionaryLocales } from './dictionary.locales.ts';
import { DictionaryDataDialog } from './dictionary-data-dialog.tsx';
import { DictionaryTypeDrawer } from './dictionary-type-drawer.tsx';
import { DictionaryTypeTree } from './dictionary-type-tree.tsx';

registerLocales(dictionaryLocales);

const COLUMN_CODES = resourceCodes('dictionary').columns;
const isRoot = (id: string | undefined) => id === '0' || id === '1';

/** The first category below the roots, else the first root: what the page opens on. */
function firstType(nodes: readonly DictionaryTypeNode[]): DictionaryTypeNode | undefined {
  for (const root of nodes) if (root.children?.length) return root.children[0];
  return nodes[0];
}

/**
 * Menu system.dictionary (数据字典): the category tree on the left (refresh, expand/collapse all,
 * category management), the selected category's entries on the right (a tree for tree categories)
 * with keyword search, new/edit, enable/disable (asked first) and delete. The roots 业务字典 and
 * 系统字典 hold no entries of their own.
 */
export default function DictionaryPage() {
  const { t } = useTranslation(['dictionary', 'adminKit']);
  const queryClient = useQueryClient();
  const types = useQuery(endpointQuery(dictionaryTypeEndpoints.list));
  const [type, setType] = useState<{ id: string; isTree: number }>();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<RecordTarget<DictionaryDataNode, never> | undefined>();
  const [isManaging, setIsManaging] = useState(false);
  const nodes = types.data?.list;
  useEffect(() => {
    const first = nodes && firstType(nodes);
    if (first) setType((current) => current ?? { id: first.id, isTree: first.isTree });
  }, [nodes]);

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
    <AdminPage
      aside={
        <DictionaryTypeTree
          nodes={nodes}
          query={types}
          selectedId={type?.id}
          onSelect={(node) => {
            if (node.id === type?.id) return;
            setType({ id: node.id, isTree: node.isTree });
            setKeyword('');
          }}
          onManage={() => setIsManaging(true)}
        />
      }
    >
      <SearchBar
        key={type?.id}
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
            <AddButton onClick={() => setTarget({})} disabled={!type || isRoot(type.id)} />
          </>
        }
      />
      <AdminTable
        state={list}
        tree={type?.isTree === 1 ? tree : undefined}
        testId="dictionary"
        actionsWidth={170}
        onEdit={(row) => setTarget({ row })}
        onRemove={async (row) => {
          const answer = await callWithMessage(dictionaryDataEndpoints.remove, { params: { id: row.id } });
          forgetOptions();
          return answer;
        }}
        actions={[
          {
            code: ButtonCode.state,
            label: (row) => (row.enabledMark === 0 ? t('adminKit:enable') : t('adminKit:disable')),
            prompt: (row) => (row.enabledMark === 0 ? 'enable' : 'disable'),
            confirmRun: async (row) => {
              const answer = await callWithMessage(dictionaryDataEndpoints.setState, {
                params: { id: row.id },
              });
              forgetOptions();
              return answer;
            },
          },
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
      <DictionaryTypeDrawer
        open={isManaging}
        onClose={() => {
          setIsManaging(false);
          void types.refetch();
        }}
      />
    </AdminPage>
  );
}
