import type { ModuleButtonInfo } from '@platform/contracts';
import { Flex, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { type AdminListState, useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { MenuIcon } from '../../../shared/menu-icon/menu-icon.tsx';
import {
  isField,
  RESOURCE_ENDPOINTS,
  ResourceFormDialog,
  type ResourceKind,
  type ResourceRow,
} from './resource-form-dialog.tsx';

/** The buttons, columns or form fields of one page: a small table with new, edit and delete. */
export function ResourceTable({ kind, moduleId }: { kind: ResourceKind; moduleId: string }) {
  const { t } = useTranslation(['systemMenu', 'adminKit']);
  const [target, setTarget] = useState<RecordTarget<ResourceRow, never> | undefined>();
  const endpoints = RESOURCE_ENDPOINTS[kind];
  const columns = useMemo<TableColumnType<ResourceRow>[]>(
    () => [
      {
        key: 'fullName',
        title: t('adminKit:field.fullName'),
        render: (_, row) => (
          <span>
            {kind === 'button' && 'icon' in row && row.icon && <MenuIcon name={row.icon} />} {row.fullName}
          </span>
        ),
      },
      { key: 'enCode', dataIndex: 'enCode', title: t('adminKit:field.enCode') },
      ...(kind === 'button'
        ? []
        : [
            {
              key: 'bindTable',
              title: t('resource.bindTable'),
              render: (_: unknown, row: ResourceRow) => (isField(row) ? row.bindTable : null),
            },
          ]),
      fieldColumn(t, 'sortCode', 60),
      stateColumn(t, 70),
    ],
    [t, kind],
  );
  // Buttons, columns and form fields list alike; the rows differ only in their own fields.
  const list = useAdminList({
    endpoint: endpoints.list as typeof RESOURCE_ENDPOINTS.button.list,
    params: { moduleId },
    columns: columns as TableColumnType<ModuleButtonInfo>[],
  }) as unknown as AdminListState<ResourceRow>;

  return (
    <div data-testid={`resource-${kind}`}>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <AddButton size="small" onClick={() => setTarget({})} />
      </Flex>
      <AdminTable<ResourceRow>
        state={list}
        testId={`resource-${kind}`}
        scrollX={false}
        actionsWidth={110}
        tableProps={{ size: 'small' }}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(endpoints.remove, { params: { id: row.id } })}
      />
      <ResourceFormDialog
        kind={kind}
        moduleId={moduleId}
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
    </div>
  );
}
