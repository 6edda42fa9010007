import { type CommonWordsInfo, resourceCodes } from '@platform/contracts';
import { commonWordsEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { creatorTimeColumn, fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { commonWordsLocales } from './common-words.locales.ts';
import { CommonWordsFormDialog } from './common-words-form-dialog.tsx';

registerLocales(commonWordsLocales);

const COLUMN_CODES = resourceCodes('commonWords').columns;

/**
 * Menu system.commonWords (常用语): the system words approvers pick from, with keyword search on the
 * words or an application's name, new, edit, enable/disable and delete.
 */
export default function CommonWordsPage() {
  const { t } = useTranslation(['commonWords', 'adminKit']);
  const stateAction = useStateAction();
  const { params, search, page } = useListParams();
  const [target, setTarget] = useState<RecordTarget<CommonWordsInfo, never> | undefined>();
  const columns = useMemo<TableColumnType<CommonWordsInfo>[]>(
    () => [
      {
        key: 'systemNames',
        dataIndex: 'systemNames',
        title: t('field.systemNames'),
        width: 200,
        ellipsis: true,
      },
      {
        key: 'commonWordsText',
        dataIndex: 'commonWordsText',
        title: t('field.commonWordsText'),
        ellipsis: true,
      },
      fieldColumn(t, 'sortCode', 70),
      stateColumn<CommonWordsInfo>(t),
      creatorTimeColumn<CommonWordsInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: commonWordsEndpoints.list,
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
        testId="common-words-search"
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="common-words"
        actionsWidth={170}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(commonWordsEndpoints.remove, { params: { id: row.id } })}
        actions={[
          stateAction((row) => callWithMessage(commonWordsEndpoints.setState, { params: { id: row.id } })),
        ]}
      />
      <CommonWordsFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
