import type { OrganizeTreeNode } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { Button, Table, type TableColumnType, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectIds } from '../../../../shared/admin-kit/filter-tree.ts';
import { creatorTimeColumn, stateColumn } from '../../../../shared/admin-kit/record-columns.tsx';
import { Auth } from '../../../../shared/permission/auth.tsx';
import { useGrantedColumns } from '../../../../shared/permission/use-grant-gate.ts';
import { tableEmptyText } from '../../../../shared/query-state/query-state.tsx';
import { ORGANIZE_CODES } from '../grant-codes.ts';

type Row = Omit<OrganizeTreeNode, 'children'> & { children?: Row[] };

/** antd shows an expand arrow for any children array, so leaves carry none. */
const toRows = (nodes: readonly OrganizeTreeNode[]): Row[] =>
  nodes.map(({ children, ...node }) =>
    children.length > 0 ? { ...node, children: toRows(children) } : node,
  );

/**
 * The data columns of the organization and department tables that the current page may show (spec
 * §6, ADR 0009), and whether any declared one is among them (none: the page says why instead).
 */
export function useOrganizeColumns(): { columns: TableColumnType<Row>[]; hasDeclared: boolean } {
  const { t } = useTranslation('organize');
  const all = useMemo<TableColumnType<Row>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('column.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('column.enCode'), width: 160 },
      {
        key: 'category',
        title: t('column.category'),
        width: 90,
        render: (_, row) =>
          row.category === 'company' ? <Tag color="blue">{t('company')}</Tag> : <Tag>{t('department')}</Tag>,
      },
      { key: 'managerName', dataIndex: 'managerName', title: t('column.manager'), width: 120 },
      { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 70 },
      stateColumn<Row>(t),
      creatorTimeColumn<Row>(t),
    ],
    [t],
  );
  return useGrantedColumns(all, ORGANIZE_CODES.columns);
}

interface OrganizeTreeTableProps {
  nodes: readonly OrganizeTreeNode[] | undefined;
  /** The data columns to show (useOrganizeColumns). */
  columns: TableColumnType<Row>[];
  query: { isFetching: boolean; isError: boolean; refetch: () => unknown };
  onEdit: (row: OrganizeTreeNode) => void;
  onRemove: (row: OrganizeTreeNode) => void;
  testId?: string;
}

/** The organization (or department) tree as a table, every branch open after each load. */
export function OrganizeTreeTable({
  nodes,
  columns,
  query,
  onEdit,
  onRemove,
  testId,
}: OrganizeTreeTableProps) {
  const { t } = useTranslation(['organize', 'adminKit']);
  const rows = useMemo(() => toRows(nodes ?? []), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => setExpanded(collectIds(nodes ?? [])), [nodes]);
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      pagination={false}
      loading={query.isFetching}
      dataSource={query.isError ? [] : rows}
      locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
      expandable={{
        expandedRowKeys: expanded,
        onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
      }}
      scroll={{ x: 1000 }}
      data-testid={testId}
      columns={[
        ...columns,
        {
          key: 'actions',
          title: t('adminKit:actions'),
          width: 120,
          fixed: 'right',
          render: (_, row) => (
            <>
              <Auth code={ButtonCode.edit}>
                <Button type="link" size="small" onClick={() => onEdit(row as OrganizeTreeNode)}>
                  {t('edit')}
                </Button>
              </Auth>
              <Auth code={ButtonCode.remove}>
                <Button type="link" size="small" danger onClick={() => onRemove(row as OrganizeTreeNode)}>
                  {t('remove')}
                </Button>
              </Auth>
            </>
          ),
        },
      ]}
    />
  );
}
