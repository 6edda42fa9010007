import type { UserListItem } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { usersEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { applyColumnSettings, useColumnSettings } from '../../../shared/admin-kit/column-settings-drawer.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { usePageModelId } from '../../../shared/permission/page-context.tsx';
import { useGrantGate } from '../../../shared/permission/use-grant-gate.ts';
import { OrganizeTreePanel } from '../organize/organize-tree-panel.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { userLocales } from './user.locales.ts';
import { STATE_TAGS, USER_COLUMN_CODES, useUserDataColumns } from './user-columns.tsx';
import { UserFormDialog, type UserFormValues } from './user-form-dialog.tsx';
import { UserIoToolbar } from './user-io-toolbar.tsx';
import { WorkHandoverDialog } from './work-handover-dialog.tsx';

registerLocales(userLocales);

/** Width of the fixed 操作 column: 编辑, 删除 and 更多 in the widest of the three languages. */
const USER_ACTIONS_WIDTH = 176;

/**
 * Menu permission.user (用户管理): organizations on the left (choosing one lists its users and those
 * below it), the paged list with keyword and state filters, and the account actions: new/edit,
 * reset password, enable/disable, unlock, work handover, delete, import, export. Columns show only
 * when granted and as the user arranged them in the column drawer. The two everyday
 * actions (编辑, 删除) are inline, the account actions in 更多, so the fixed column stays narrow.
 */
export default function UserPage() {
  const { t } = useTranslation(['user', 'adminKit']);
  const stateAction = useStateAction();
  const moduleId = usePageModelId();
  const dataColumns = useUserDataColumns();
  const savedColumns = useColumnSettings(moduleId);
  const arrange = useCallback(
    (columns: TableColumnType<UserListItem>[]) =>
      applyColumnSettings(columns, savedColumns, (c) => String(c.key)),
    [savedColumns],
  );
  const drawerColumns = useMemo(
    () => dataColumns.map((c) => ({ prop: c.key, label: String(c.title ?? c.key) })),
    [dataColumns],
  );
  const { params, search, filter, page } = useListParams<{ organizeId?: string; enabledMark?: number }>({
    organizeId: undefined,
    enabledMark: undefined,
  });
  const [target, setTarget] = useState<RecordTarget<UserListItem, UserFormValues> | undefined>();
  const [resetting, setResetting] = useState<UserListItem | undefined>();
  const [leaving, setLeaving] = useState<UserListItem | undefined>();
  const list = useAdminList({
    endpoint: usersEndpoints.list,
    query: params,
    columns: dataColumns,
    grantCodes: USER_COLUMN_CODES,
    arrange,
    keyset: true,
  });
  const shownColumns = list.granted.columns;
  // The server refuses a filter on a column the caller may not see: the organization tree filters by
  // 所属组织 and the state select by 状态, so each shows only with its column granted.
  const isColumnGranted = useGrantGate('column', USER_COLUMN_CODES);
  // The columns' own widths: antd widens them to fill the card and scrolls only beyond it.
  const tableWidth = shownColumns.reduce((sum, c) => sum + Number(c.width ?? 0), USER_ACTIONS_WIDTH);

  return (
    <AdminPage
      aside={
        isColumnGranted('organizeName') && (
          <OrganizeTreePanel
            scope="granted"
            hasTitle
            selectedId={params.organizeId}
            onSelect={(organizeId) => filter({ organizeId })}
            testId="user-organize-tree"
          />
        )
      }
    >
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ enabledMark: undefined })}
        testId="user-search"
        filters={
          isColumnGranted('enabledMark') && (
            <Select<number>
              allowClear
              value={params.enabledMark}
              placeholder={t('adminKit:field.enabledMark')}
              style={{ width: 110 }}
              onChange={(value) => filter({ enabledMark: value })}
              options={([1, 0, 2] as const).map((mark) => ({ value: mark, label: t(STATE_TAGS[mark].key) }))}
              data-testid="user-state-filter"
            />
          )
        }
        actions={
          <>
            <UserIoToolbar
              params={params}
              refresh={list.refresh}
              moduleId={moduleId}
              tableColumns={drawerColumns}
              shownKeys={shownColumns.map((c) => String(c.key))}
            />
            <AddButton
              onClick={() =>
                setTarget({ preset: { organizeIds: params.organizeId ? [params.organizeId] : [] } })
              }
            />
          </>
        }
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="user"
        scrollX={tableWidth}
        actionsWidth={USER_ACTIONS_WIDTH}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(usersEndpoints.remove, { params: { id: row.id } })}
        actions={[
          stateAction((row) => callWithMessage(usersEndpoints.setState, { params: { id: row.id } }), {
            isInMore: true,
          }),
          {
            code: ButtonCode.unlock,
            isInMore: true,
            label: t('unlock'),
            isShownFor: (row) => row.enabledMark === 2,
            prompt: () => ({ content: t('confirmUnlock') }),
            confirmRun: (row) => callWithMessage(usersEndpoints.unlock, { params: { id: row.id } }),
          },
          {
            code: ButtonCode.resetPassword,
            isInMore: true,
            label: t('resetPassword'),
            onClick: setResetting,
          },
          // Handing work over rewrites the user's memberships: the same right as editing the user.
          { code: ButtonCode.edit, isInMore: true, label: t('handover'), onClick: setLeaving },
        ]}
      />
      <UserFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} onSaved={list.refresh} />
      <WorkHandoverDialog user={leaving} onClose={() => setLeaving(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
