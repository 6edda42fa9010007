import type { ModuleSchemeInfo } from '@platform/contracts';
import { moduleColumnEndpoints, moduleSchemeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Flex, type TableColumnType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { conditionsToRows } from './scheme-conditions.ts';
import { SchemeFormDialog } from './scheme-form-dialog.tsx';

/** The data-permission schemes of one page. The page's column codes are offered as condition fields. */
export function SchemeTable({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation(['menuScheme', 'adminKit']);
  const [target, setTarget] = useState<RecordTarget<ModuleSchemeInfo, never> | undefined>();
  const fields = useQuery(endpointQuery(moduleColumnEndpoints.list, { params: { moduleId } }));
  const columns = useMemo<TableColumnType<ModuleSchemeInfo>[]>(
    () => [
      { ...fieldColumn(t, 'fullName'), ellipsis: false },
      { ...fieldColumn(t, 'enCode'), ellipsis: false },
      {
        key: 'conditions',
        title: t('scheme.conditions'),
        render: (_, row) =>
          row.allData === 1 ? (
            <Tag color="blue">{t('scheme.allData')}</Tag>
          ) : (
            t('scheme.count', { count: conditionsToRows(row.conditionJson).length })
          ),
      },
      stateColumn(t, 70),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: moduleSchemeEndpoints.list, params: { moduleId }, columns });

  return (
    <div data-testid="resource-scheme">
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <AddButton size="small" onClick={() => setTarget({})} />
      </Flex>
      <AdminTable
        state={list}
        testId="resource-scheme"
        scrollX={false}
        actionsWidth={110}
        tableProps={{ size: 'small' }}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(moduleSchemeEndpoints.remove, { params: { id: row.id } })}
      />
      <SchemeFormDialog
        moduleId={moduleId}
        target={target}
        fieldOptions={(fields.data?.list ?? []).map((c) => c.enCode)}
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
    </div>
  );
}
