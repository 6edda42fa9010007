import type { OnlineUser } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { onlineUserEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { onlineUserLocales } from './online-user-locales.ts';

registerLocales(onlineUserLocales);

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Menu permission.onlineUser: live sessions, and forcing them offline (btn_forceOffline). The kicked
 * session's next call answers 601 and its browser returns to the sign-in page.
 */
export default function OnlineUserPage() {
  const { t } = useTranslation(['onlineUser', 'adminKit']);
  const { params, search, page } = useListParams();
  const [selected, setSelected] = useState<string[]>([]);
  const confirm = useConfirmAction();
  const canKick = usePermission().has(ButtonCode.forceOffline);
  const query = useQuery({
    ...endpointQuery(onlineUserEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected([]);
    void query.refetch();
  };
  const kickOne = (row: OnlineUser) =>
    confirm(
      { content: t('confirmOne', { name: row.realName }) },
      async () =>
        (await callWithMessage(onlineUserEndpoints.forceOffline, { params: { sessionId: row.id } })).msg,
      refresh,
    );
  const kickSelected = () =>
    confirm(
      { content: t('confirmMany', { count: selected.length }) },
      async () =>
        (await callWithMessage(onlineUserEndpoints.forceOfflineMany, { body: { ids: selected } })).msg,
      refresh,
    );

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        testId="online-user-search"
        actions={
          <Auth code={ButtonCode.forceOffline}>
            <Button danger disabled={selected.length === 0} onClick={kickSelected}>
              {t('forceOfflineSelected')}
            </Button>
          </Auth>
        }
      />
      <Table<OnlineUser>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.isError ? [] : (query.data?.list ?? [])}
        locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
        pagination={false}
        scroll={{ x: 1000 }}
        data-testid="online-user-table"
        rowSelection={
          canKick
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: row.isCurrent }),
              }
            : undefined
        }
        columns={[
          { key: 'account', dataIndex: 'account', title: t('account'), width: 140 },
          {
            key: 'realName',
            title: t('realName'),
            width: 140,
            render: (_, row) => (
              <span>
                {row.realName} {row.isCurrent && <Tag color="blue">{t('current')}</Tag>}
              </span>
            ),
          },
          { key: 'organizeName', dataIndex: 'organizeName', title: t('organizeName'), ellipsis: true },
          { key: 'device', dataIndex: 'device', title: t('device'), width: 160 },
          { key: 'ip', dataIndex: 'ip', title: t('ip'), width: 140 },
          {
            key: 'loginTime',
            title: t('loginTime'),
            width: 170,
            render: (_, row) => dayjs(row.loginTime).format(TIME_FORMAT),
          },
          {
            key: 'lastSeen',
            title: t('lastSeen'),
            width: 170,
            render: (_, row) => dayjs(row.lastSeen).format(TIME_FORMAT),
          },
          {
            key: 'actions',
            title: t('adminKit:actions'),
            width: 110,
            fixed: 'right',
            render: (_, row) =>
              row.isCurrent ? null : (
                <Auth code={ButtonCode.forceOffline}>
                  <Button type="link" danger style={{ padding: 0 }} onClick={() => kickOne(row)}>
                    {t('forceOffline')}
                  </Button>
                </Auth>
              ),
          },
        ]}
      />
      <ListPager
        current={params.currentPage}
        pageSize={params.pageSize}
        total={query.isError ? 0 : (query.data?.pagination.total ?? 0)}
        onChange={page}
        testId="online-user-pager"
      />
    </AdminPage>
  );
}
