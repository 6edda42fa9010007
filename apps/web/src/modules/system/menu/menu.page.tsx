import {
  ButtonCode,
  isMenuGroupType,
  MENU_TYPE_FIELDS,
  MENU_TYPES,
  type MenuCategory,
  type MenuTreeNode,
} from '@platform/contracts';
import { menuEndpoints, systemEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Segmented, Space, type TableColumnType, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useTreeExpansion } from '../../../shared/admin-kit/tree-expansion.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { MenuIcon } from '../../../shared/menu-icon/menu-icon.tsx';
import { menuLocales } from './menu.locales.ts';
import { MenuFormDialog } from './menu-form-dialog.tsx';
import type { MenuFormValues } from './menu-form-values.ts';
import { menuSchemeLocales } from './menu-scheme.locales.ts';
import { ResourceDrawer } from './resource-drawer.tsx';
import { SystemManagerDialog } from './system-manager-dialog.tsx';

registerLocales(menuLocales);
registerLocales(menuSchemeLocales);

/** A menu type the page names (`type.*`); the server sends only these. */
const isMenuTypeValue = (type: number): type is (typeof MENU_TYPES)[number] =>
  (MENU_TYPES as readonly number[]).includes(type);

/**
 * Menu system.menu (urlAddress system/menu): the menus of each system as a tree (menu types 0-8),
 * with their page resources (buttons, columns, forms, data schemes) in a drawer, and the systems
 * themselves in a dialog. The server checks every action; the buttons follow btn_add / btn_edit /
 * btn_remove / btn_state.
 */
export default function MenuPage() {
  const { t } = useTranslation(['systemMenu', 'adminKit']);
  const [systemId, setSystemId] = useState<string>();
  const [category, setCategory] = useState<MenuCategory>('Web');
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<RecordTarget<{ id: string }, MenuFormValues>>();
  const [resourceMenu, setResourceMenu] = useState<MenuTreeNode>();
  const [isManagingSystems, setIsManagingSystems] = useState(false);

  const systems = useQuery(endpointQuery(systemEndpoints.list));
  const systemList = systems.data?.list ?? [];
  useEffect(() => {
    if (systemList.length > 0 && !systemList.some((s) => s.id === systemId)) setSystemId(systemList[0].id);
  }, [systemList, systemId]);

  const columns = useMemo<TableColumnType<MenuTreeNode>[]>(
    () => [
      {
        key: 'fullName',
        title: t('adminKit:field.fullName'),
        width: 240,
        render: (_, row) => (
          <span>
            <MenuIcon name={row.icon} /> {row.fullName} {row.isHidden === 1 && <Tag>{t('hidden')}</Tag>}
          </span>
        ),
      },
      fieldColumn(t, 'enCode', 200),
      {
        key: 'type',
        title: t('column.type'),
        width: 110,
        render: (_, row) => (
          <Tag color={isMenuGroupType(row.type) ? 'default' : row.type === 7 ? 'orange' : 'blue'}>
            {isMenuTypeValue(row.type) ? t(`type.${row.type}`) : row.type}
          </Tag>
        ),
      },
      { key: 'urlAddress', dataIndex: 'urlAddress', title: t('column.urlAddress'), ellipsis: true },
      fieldColumn(t, 'sortCode', 70),
      stateColumn(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: menuEndpoints.list,
    query: { systemId: systemId ?? '', category, keyword: keyword || undefined },
    columns,
    enabled: systemId !== undefined,
  });
  // A search opens every branch so the matches are visible.
  const tree = useTreeExpansion(list.list.data?.list, keyword !== '');

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
            onRefresh={list.refresh}
            testId="menu-search"
            actions={
              <>
                <Button onClick={tree.expandAll}>{t('adminKit:expandAll')}</Button>
                <Button onClick={tree.collapseAll}>{t('adminKit:collapseAll')}</Button>
                <AddButton onClick={() => setDialog({})} disabled={!systemId} />
              </>
            }
          />
          <AdminTable
            state={list}
            tree={tree}
            testId="menu"
            scrollX={1000}
            actionsWidth={300}
            onEdit={(row) => setDialog({ row })}
            onRemove={(row) => callWithMessage(menuEndpoints.remove, { params: { id: row.id } })}
            actions={[
              {
                code: ButtonCode.add,
                label: t('addChild'),
                isShownFor: (row) => isMenuGroupType(row.type),
                onClick: (row) => setDialog({ preset: { parentId: row.id } }),
              },
              {
                label: t('resources'),
                isShownFor: (row) => MENU_TYPE_FIELDS[row.type]?.hasResources ?? false,
                onClick: (row) => setResourceMenu({ ...row, children: [], hasChildren: false }),
              },
              {
                code: ButtonCode.state,
                label: (row) => (row.enabledMark === 1 ? t('adminKit:disabled') : t('adminKit:enabled')),
                prompt: (row) => (row.enabledMark === 1 ? 'disable' : 'enable'),
                confirmRun: (row) => callWithMessage(menuEndpoints.setState, { params: { id: row.id } }),
              },
            ]}
          />
        </>
      )}
      {systemId && (
        <MenuFormDialog
          target={dialog}
          systemId={systemId}
          category={category}
          onClose={() => setDialog(undefined)}
          onSaved={list.refresh}
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
