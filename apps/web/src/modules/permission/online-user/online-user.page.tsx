import type { OnlineUser } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { onlineUserEndpoints } from '@platform/contracts/web-endpoints';
import { Button, type TableColumnType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { onlineUserLocales } from './online-user.locales.ts';

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
  const columns = useMemo<TableColumnType<OnlineUser>[]>(
    () => [
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
      timeColumn<OnlineUser>('loginTime', t('loginTime'), { format: TIME_FORMAT }),
      timeColumn<OnlineUser>('lastSeen', t('lastSeen'), { format: TIME_FORMAT }),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: onlineUserEndpoints.list, query: params, columns });
  // A refresh (after a kick too) starts a new selection: the kicked sessions are gone.
  const state = {
    ...list,
    refresh: () => {
      setSelected([]);
      list.refresh();
    },
  };
  const kickSelected = () =>
    confirm(
      { content: t('confirmMany', { count: selected.length }) },
      async () =>
        (await callWithMessage(onlineUserEndpoints.forceOfflineMany, { body: { ids: selected } })).msg,
      state.refresh,
    );

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={state.refresh}
        testId="online-user-search"
        actions={
          <Auth code={ButtonCode.forceOffline}>
            <Button danger disabled={selected.length === 0} onClick={kickSelected}>
              {t('forceOfflineSelected')}
            </Button>
          </Auth>
        }
      />
      <AdminTable
        state={state}
        onPage={page}
        testId="online-user"
        scrollX={1000}
        actionsWidth={110}
        tableProps={{
          rowSelection: canKick
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: row.isCurrent }),
              }
            : undefined,
        }}
        actions={[
          {
            code: ButtonCode.forceOffline,
            label: t('forceOffline'),
            isDanger: true,
            // The caller's own session cannot be forced offline from here.
            isShownFor: (row) => !row.isCurrent,
            prompt: (row) => ({ content: t('confirmOne', { name: row.realName }) }),
            confirmRun: (row) =>
              callWithMessage(onlineUserEndpoints.forceOffline, { params: { sessionId: row.id } }),
          },
        ]}
      />
    </AdminPage>
  );
}
