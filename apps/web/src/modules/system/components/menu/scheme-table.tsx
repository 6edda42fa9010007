import type { ModuleSchemeInfo } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { moduleColumnEndpoints, moduleSchemeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { stateColumn } from '../../../../shared/admin-kit/record-columns.tsx';
import { useConfirmAction } from '../../../../shared/admin-kit/use-confirm-action.ts';
import { Auth } from '../../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../../shared/query-state/query-state.tsx';
import { conditionsToRows } from './scheme-conditions.ts';
import { SchemeFormDialog } from './scheme-form-dialog.tsx';

/** The data-permission schemes of one page. The page's column codes are offered as condition fields. */
export function SchemeTable({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('systemMenu');
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<ModuleSchemeInfo | 'new' | undefined>();
  const query = useQuery(endpointQuery(moduleSchemeEndpoints.list, { params: { moduleId } }));
  const columns = useQuery(endpointQuery(moduleColumnEndpoints.list, { params: { moduleId } }));
  const refresh = () => void query.refetch();

  return (
    <div data-testid="resource-scheme">
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Auth code={ButtonCode.add}>
          <Button type="primary" size="small" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Auth>
      </Flex>
      <Table<ModuleSchemeInfo>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching}
        dataSource={query.isError ? [] : (query.data?.list ?? [])}
        locale={{ emptyText: tableEmptyText(query.isError, refresh) }}
        columns={[
          { key: 'fullName', dataIndex: 'fullName', title: t('resource.fullName') },
          { key: 'enCode', dataIndex: 'enCode', title: t('resource.enCode') },
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
          {
            key: 'actions',
            title: t('actions'),
            width: 110,
            render: (_, row) => (
              <>
                <Auth code={ButtonCode.edit}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('edit')}
                  </Button>
                </Auth>
                <Auth code={ButtonCode.remove}>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      confirm(
                        'delete',
                        async () =>
                          (await callWithMessage(moduleSchemeEndpoints.remove, { params: { id: row.id } }))
                            .msg,
                        refresh,
                      )
                    }
                  >
                    {t('remove')}
                  </Button>
                </Auth>
              </>
            ),
          },
        ]}
      />
      <SchemeFormDialog
        moduleId={moduleId}
        editing={editing}
        fieldOptions={(columns.data?.list ?? []).map((c) => c.enCode)}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
    </div>
  );
}
