import {
  ButtonCode,
  isMenuGroupType,
  MENU_TYPE_FIELDS,
  type MenuCategory,
  type MenuTreeNode,
} from '@platform/contracts';
import { menuEndpoints, systemEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Segmented, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { MenuIcon } from '../../../shared/menu-icon/menu-icon.tsx';
import { Auth } from '../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { type MenuDialogState, MenuFormDialog } from '../components/menu/menu-form-dialog.tsx';
import { ResourceDrawer } from '../components/menu/resource-drawer.tsx';
import { SystemManagerDialog } from '../components/menu/system-manager-dialog.tsx';
import { menuLocales } from './menu-locales.ts';

registerLocales(menuLocales);

const idsWithChildren = (nodes: readonly MenuTreeNode[]): string[] =>
  nodes.flatMap((n) => (n.children.length ? [n.id, ...idsWithChildren(n.children)] : []));

/** Table rows: leaves get no `children` so the table shows no expand icon for them. */
type Row = Omit<MenuTreeNode, 'children'> & { children?: Row[] };
const toRows = (nodes: readonly MenuTreeNode[]): Row[] =>
  nodes.map(({ children, ...node }) => (children.length ? { ...node, children: toRows(children) } : node));

/**
 * Menu system.menu (urlAddress system/menu): the menus of each system as a tree (spec §2.3 types),
 * with their page resources (buttons, columns, forms, data schemes) in a drawer, and the systems
 * themselves in a dialog. The server checks every action; the buttons follow btn_add / btn_edit /
 * btn_remove / btn_state.
 */
export default function MenuPage() {
  const { t } = useTranslation('systemMenu');
  const confirm = useConfirmAction();
  const [systemId, setSystemId] = useState<string>();
  const [category, setCategory] = useState<MenuCategory>('Web');
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const [dialog, setDialog] = useState<MenuDialogState>();
  const [resourceMenu, setResourceMenu] = useState<MenuTreeNode>();
  const [isManagingSystems, setIsManagingSystems] = useState(false);

  const systems = useQuery(endpointQuery(systemEndpoints.list));
  const systemList = systems.data?.list ?? [];
  useEffect(() => {
    if (systemList.length > 0 && !systemList.some((s) => s.id === systemId)) setSystemId(systemList[0].id);
  }, [systemList, systemId]);

  const params = { systemId: systemId ?? '', category, keyword: keyword || undefined };
  const menus = useQuery({
    ...endpointQuery(menuEndpoints.list, { query: params }),
    enabled: systemId !== undefined,
    placeholderData: keepPreviousData,
  });
  const tree = menus.data?.list ?? [];
  const rows = useMemo(() => toRows(tree), [tree]);
  const allExpandable = useMemo(() => idsWithChildren(tree), [tree]);
  // A search opens every branch so the matches are visible.
  useEffect(() => {
    if (keyword) setExpanded(allExpandable);
  }, [keyword, allExpandable]);
  const refresh = () => void menus.refetch();

  const typeTag = (type: number) => (
    <Tag color={isMenuGroupType(type) ? 'default' : type === 7 ? 'orange' : 'blue'}>{t(`type.${type}`)}</Tag>
  );

  return (
    <AdminPage>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Tabs
          activeKey={systemId}
          onChange={setSystemId}
          items={systemList.map((s) => ({
            key: s.id,
            label: (
              <span>
                <MenuIcon name={s.icon} /> {s.fullName}
              </span>
            ),
          }))}
          data-testid="menu-system-tabs"
        />
        <Space>
          <Segmented<MenuCategory>
            value={category}
            onChange={setCategory}
            options={(['Web', 'App'] as const).map((value) => ({ value, label: t(`category.${value}`) }))}
          />
          <Button onClick={() => setIsManagingSystems(true)}>{t('manageSystems')}</Button>
        </Space>
      </Space>
      {systems.isSuccess && systemList.length === 0 ? (
        <Empty description={t('noSystem')} />
      ) : (
        <>
          <SearchBar
            placeholder={t('keywordPlaceholder')}
            onSearch={(value) => setKeyword(value.trim())}
            onRefresh={refresh}
            testId="menu-search"
            actions={
              <>
                <Button onClick={() => setExpanded(allExpandable)}>{t('expandAll')}</Button>
                <Button onClick={() => setExpanded([])}>{t('collapseAll')}</Button>
                <Auth code={ButtonCode.add}>
                  <Button type="primary" onClick={() => setDialog({})} disabled={!systemId}>
                    {t('add')}
                  </Button>
                </Auth>
              </>
            }
          />
          <Table<Row>
            rowKey="id"
            size="middle"
            pagination={false}
            loading={menus.isFetching}
            dataSource={menus.isError ? [] : rows}
            locale={{ emptyText: tableEmptyText(menus.isError, refresh) }}
            expandable={{
              expandedRowKeys: [...expanded],
              onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
            }}
            scroll={{ x: 1000 }}
            data-testid="menu-table"
            columns={[
              {
                key: 'fullName',
                title: t('column.fullName'),
                width: 240,
                render: (_, row) => (
                  <span>
                    <MenuIcon name={row.icon} /> {row.fullName}{' '}
                    {row.isHidden === 1 && <Tag>{t('hidden')}</Tag>}
                  </span>
                ),
              },
              { key: 'enCode', dataIndex: 'enCode', title: t('column.enCode'), width: 200 },
              { key: 'type', title: t('column.type'), width: 110, render: (_, row) => typeTag(row.type) },
              { key: 'urlAddress', dataIndex: 'urlAddress', title: t('column.urlAddress'), ellipsis: true },
              { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 70 },
              stateColumn(t),
              {
                key: 'actions',
                title: t('actions'),
                width: 300,
                fixed: 'right',
                render: (_, row) => (
                  <Space size={0} wrap>
                    <Auth code={ButtonCode.edit}>
                      <Button type="link" size="small" onClick={() => setDialog({ id: row.id })}>
                        {t('edit')}
                      </Button>
                    </Auth>
                    {isMenuGroupType(row.type) && (
                      <Auth code={ButtonCode.add}>
                        <Button type="link" size="small" onClick={() => setDialog({ parentId: row.id })}>
                          {t('addChild')}
                        </Button>
                      </Auth>
                    )}
                    {MENU_TYPE_FIELDS[row.type]?.hasResources && (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setResourceMenu({ ...row, children: [], hasChildren: false })}
                      >
                        {t('resources')}
                      </Button>
                    )}
                    <Auth code={ButtonCode.state}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() =>
                          confirm(
                            row.enabledMark === 1 ? 'disable' : 'enable',
                            async () =>
                              (await callWithMessage(menuEndpoints.setState, { params: { id: row.id } })).msg,
                            refresh,
                          )
                        }
                      >
                        {row.enabledMark === 1 ? t('disabled') : t('enabled')}
                      </Button>
                    </Auth>
                    <Auth code={ButtonCode.remove}>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() =>
                          confirm(
                            'delete',
                            async () =>
                              (await callWithMessage(menuEndpoints.remove, { params: { id: row.id } })).msg,
                            refresh,
                          )
                        }
                      >
                        {t('remove')}
                      </Button>
                    </Auth>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      {systemId && (
        <MenuFormDialog
          state={dialog}
          systemId={systemId}
          category={category}
          onClose={() => setDialog(undefined)}
          onSaved={refresh}
        />
      )}
      <ResourceDrawer menu={resourceMenu} onClose={() => setResourceMenu(undefined)} />
      <SystemManagerDialog
        open={isManagingSystems}
        onClose={() => setIsManagingSystems(false)}
        onChanged={() => void systems.refetch()}
      />
    </AdminPage>
  );
}
