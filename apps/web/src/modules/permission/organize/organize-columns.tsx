import type { OrganizeTreeNode } from '@platform/contracts';
import { type TableColumnType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { creatorTimeColumn, fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';

/** The data columns of the organization and department tree tables (granted by useAdminList). */
export function useOrganizeColumns(): TableColumnType<OrganizeTreeNode>[] {
  const { t } = useTranslation(['organize', 'adminKit']);
  return useMemo<TableColumnType<OrganizeTreeNode>[]>(
    () => [
      fieldColumn(t, 'fullName'),
      fieldColumn(t, 'enCode', 160),
      {
        key: 'category',
        title: t('field.category'),
        width: 90,
        render: (_, row) =>
          row.category === 'company' ? <Tag color="blue">{t('company')}</Tag> : <Tag>{t('department')}</Tag>,
      },
      { key: 'managerName', dataIndex: 'managerName', title: t('field.manager'), width: 120 },
      fieldColumn(t, 'sortCode', 70),
      stateColumn<OrganizeTreeNode>(t),
      creatorTimeColumn<OrganizeTreeNode>(t),
    ],
    [t],
  );
}
