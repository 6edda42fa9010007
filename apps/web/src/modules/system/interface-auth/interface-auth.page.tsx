import { ButtonCode, type InterfaceOauthInfo, resourceCodes } from '@platform/contracts';
import { interfaceOauthEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import {
  creatorTimeColumn,
  fieldColumn,
  stateColumn,
  timeColumn,
} from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { interfaceAuthLocales } from './interface-auth.locales.ts';
import { InterfaceAuthEmpowerDialog } from './interface-auth-empower-dialog.tsx';
import { InterfaceAuthFormDialog, type InterfaceAuthFormValues } from './interface-auth-form-dialog.tsx';
import { InterfaceAuthLogDrawer } from './interface-auth-log-drawer.tsx';
import { signatureInfoLocales } from './signature-info.locales.ts';

registerLocales(interfaceAuthLocales);
registerLocales(signatureInfoLocales);

const COLUMN_CODES = resourceCodes('interfaceOauth').columns;

/**
 * Menu system.interfaceAuth (接口认证): the outside systems that may call data interfaces, each with its
 * app id and secret, bound user, validity and allowlist; 授权 chooses its interfaces, 日志 shows its calls.
 */
export default function InterfaceAuthPage() {
  const { t } = useTranslation(['interfaceAuth', 'adminKit']);
  const { params, search, page } = useListParams();
  const [target, setTarget] = useState<
    RecordTarget<InterfaceOauthInfo, InterfaceAuthFormValues> | undefined
  >();
  const [empowered, setEmpowered] = useState<InterfaceOauthInfo | undefined>();
  const [logged, setLogged] = useState<InterfaceOauthInfo | undefined>();
  const columns = useMemo<TableColumnType<InterfaceOauthInfo>[]>(
    () => [
      { key: 'appId', dataIndex: 'appId', title: t('field.appId'), width: 200, ellipsis: true },
      { key: 'appName', dataIndex: 'appName', title: t('field.appName'), ellipsis: true },
      {
        key: 'usefulLife',
        title: t('field.usefulLife'),
        width: 120,
        render: (_, row) => (row.usefulLife ? dayjs(row.usefulLife).format('YYYY-MM-DD') : t('forever')),
      },
      { key: 'creatorUser', dataIndex: 'creatorUser', title: t('field.creatorUser'), width: 120 },
      creatorTimeColumn<InterfaceOauthInfo>(t),
      timeColumn<InterfaceOauthInfo>('lastModifyTime', t('field.lastModifyTime')),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<InterfaceOauthInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: interfaceOauthEndpoints.list,
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
        testId="interface-auth-search"
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="interface-auth"
        actionsWidth={200}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(interfaceOauthEndpoints.remove, { params: { id: row.id } })}
        actions={[
          { code: ButtonCode.authorize, label: t('authorize'), onClick: setEmpowered },
          { code: ButtonCode.detail, label: t('log'), onClick: setLogged, isInMore: true },
        ]}
      />
      <InterfaceAuthFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <InterfaceAuthEmpowerDialog target={empowered} onClose={() => setEmpowered(undefined)} />
      <InterfaceAuthLogDrawer target={logged} onClose={() => setLogged(undefined)} />
    </AdminPage>
  );
}
