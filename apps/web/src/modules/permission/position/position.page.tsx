import { ButtonCode, type PositionInfo } from '@platform/contracts';
import { positionEndpoints } from '@platform/contracts/web-endpoints';
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
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { useGrantGate } from '../../../shared/permission/use-grant-gate.ts';
import { POSITION_CODES } from '../grant-codes.ts';
import { OrganizeTreePanel } from '../organize/organize-tree-panel.tsx';
import { positionLocales } from './position.locales.ts';
import { PositionDetailDrawer } from './position-detail-drawer.tsx';
import { PositionFormDialog, type PositionFormValues } from './position-form-dialog.tsx';

registerLocales(positionLocales);

/**
 * Menu permission.position (岗位管理): organizations on the left (searchable; choosing one lists the
 * positions of it and everything below it), the paged position list on the right with keyword search.
 * Columns show only when granted (ADR 0009).
 */
export default function PositionPage() {
  const { t } = useTranslation(['position', 'adminKit']);
  const { params, search, filter, page } = useListParams<{ organizeId?: string }>({ organizeId: undefined });
  const [target, setTarget] = useState<RecordTarget<PositionInfo, PositionFormValues> | undefined>();
  const [detailRow, setDetailRow] = useState<PositionInfo | undefined>();
  const columns = useMemo<TableColumnType<PositionInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 150 },
      { key: 'type', dataIndex: 'type', title: t('field.type'), width: 110 },
      { key: 'organizeName', dataIndex: 'organizeName', title: t('field.organize'), ellipsis: true },
      fieldColumn(t, 'userCount', 70),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<PositionInfo>(t),
      creatorTimeColumn<PositionInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: positionEndpoints.list,
    query: params,
    columns,
    grantCodes: POSITION_CODES.columns,
  });
  // The server refuses a filter on a column the caller may not see: the tree filters by 所属组织.
  const isColumnGranted = useGrantGate('column', POSITION_CODES.columns);

  return (
    <AdminPage
      aside={
        isColumnGranted('organizeName') && (
          <OrganizeTreePanel
            scope="all"
            hasTitle
            selectedId={params.organizeId}
            onSelect={(organizeId) => filter({ organizeId })}
            testId="position-organize-tree"
          />
        )
      }
    >
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="position-search"
        actions={<AddButton onClick={() => setTarget({ preset: { organizeId: params.organizeId } })} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="position"
        scrollX={1000}
        onEdit={(row) => setTarget({ row })}
        actions={[{ code: ButtonCode.detail, label: t('detail'), onClick: setDetailRow }]}
        onRemove={(row) => callWithMessage(positionEndpoints.remove, { params: { id: row.id } })}
      />
      <PositionFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <PositionDetailDrawer
        row={detailRow}
        columns={list.granted.columns}
        onClose={() => setDetailRow(undefined)}
      />
    </AdminPage>
  );
}
