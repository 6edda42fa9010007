import { type AccountConfigInfo, ButtonCode } from '@platform/contracts';
import { accountConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType } from 'antd';
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
import { accountConfigLocales } from './account-config.locales.ts';
import { AccountConfigFormDialog, type AccountFormValues } from './account-config-form-dialog.tsx';
import { type AccountKind, CHOICE_OPTIONS } from './account-config-kinds.ts';
import { WechatFollowersDialog } from './wechat-followers-dialog.tsx';

registerLocales(accountConfigLocales);

type Filters = { enabledMark?: number; channel?: number; webhookType?: number };

/**
 * One 账号配置 page (the kind's menu): its accounts with keyword (name or code), state and the kind's
 * filter, paging, new/edit (btn_add/btn_edit), copy in 更多 (btn_add: a copy is a new record) and
 * delete (btn_remove), each after asking.
 */
export function AccountConfigList({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation(['accountConfig', 'adminKit']);
  const { params, search, filter, page } = useListParams<Filters>();
  const [target, setTarget] = useState<RecordTarget<AccountConfigInfo, AccountFormValues> | undefined>();
  const [followersOf, setFollowersOf] = useState<AccountConfigInfo>();
  const columns = useMemo<TableColumnType<AccountConfigInfo>[]>(
    () => [
      { ...fieldColumn(t, 'fullName'), minWidth: 150 },
      fieldColumn(t, 'enCode', 150),
      ...kind.columns.map(({ key, label, width, choice }) => ({
        key,
        dataIndex: key,
        title: t(`field.${label}`),
        width,
        ellipsis: true,
        render: choice
          ? (code: number | null) => {
              const option = CHOICE_OPTIONS[choice].find((o) => o.code === code);
              return option ? t(option.key) : (code ?? '');
            }
          : undefined,
      })),
      { key: 'creatorUser', dataIndex: 'creatorUser', title: t('field.creatorUser'), width: 120 },
      creatorTimeColumn<AccountConfigInfo>(t),
      timeColumn<AccountConfigInfo>('lastModifyTime', t('field.lastModifyTime')),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<AccountConfigInfo>(t),
    ],
    [t, kind],
  );
  const list = useAdminList({
    endpoint: accountConfigEndpoints.list,
    query: { ...params, type: kind.type },
    columns,
  });
  const kindFilter = kind.filter;

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ enabledMark: undefined, channel: undefined, webhookType: undefined })}
        testId={`${kind.testId}-search`}
        filters={
          <>
            {kindFilter && (
              <Select<number>
                allowClear
                value={params[kindFilter]}
                placeholder={t(`field.${kindFilter}`)}
                style={{ width: 140 }}
                onChange={(value) => filter({ [kindFilter]: value })}
                options={CHOICE_OPTIONS[kindFilter].map(({ code, key }) => ({ value: code, label: t(key) }))}
              />
            )}
            <Select<number>
              allowClear
              value={params.enabledMark}
              placeholder={t('adminKit:field.enabledMark')}
              style={{ width: 120 }}
              onChange={(enabledMark) => filter({ enabledMark })}
              options={[
                { value: 1, label: t('adminKit:enabled') },
                { value: 0, label: t('adminKit:disabled') },
              ]}
            />
          </>
        }
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId={kind.testId}
        scrollX={1300}
        actionsWidth={150}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(accountConfigEndpoints.remove, { params: { id: row.id } })}
        actions={[
          {
            code: ButtonCode.add,
            label: t('copy'),
            isInMore: true,
            prompt: () => ({ content: t('confirmCopy') }),
            confirmRun: (row) => callWithMessage(accountConfigEndpoints.copy, { params: { id: row.id } }),
          },
          // An official account's followers (who bound it to receive template messages).
          ...(kind.type === '7'
            ? [{ label: t('followers.open'), isInMore: true, onClick: setFollowersOf }]
            : []),
        ]}
      />
      <AccountConfigFormDialog
        kind={kind}
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
      {kind.type === '7' && (
        <WechatFollowersDialog account={followersOf} onClose={() => setFollowersOf(undefined)} />
      )}
    </AdminPage>
  );
}
