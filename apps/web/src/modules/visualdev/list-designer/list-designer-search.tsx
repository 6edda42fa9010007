import { type ListSearchItem, moveSearch, removeSearch } from '@platform/form-engine';
import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReorderButtons } from './reorder-buttons.tsx';
import type { ListDesignApi } from './use-list-design.ts';

/** The search form's fields in order, with how each matches (equals, contains, range). */
export function ListDesignerSearch({ api }: { api: ListDesignApi }) {
  const { t } = useTranslation('listDesigner');
  const list = api.design.searchList;
  const columns: TableProps<ListSearchItem>['columns'] = [
    { key: 'label', dataIndex: 'label', title: t('column.label') },
    { key: 'prop', dataIndex: 'prop', title: t('column.prop') },
    {
      key: 'searchType',
      title: t('searchType'),
      render: (_, item) => t(`searchTypes.${item.searchType}`),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 120,
      render: (_, item, index) => (
        <ReorderButtons
          index={index}
          count={list.length}
          testId={`list-search-${item.prop}`}
          onMove={(to) => api.apply((d) => moveSearch(d, index, to))}
          onRemove={() => api.apply((d) => removeSearch(d, item.prop))}
        />
      ),
    },
  ];
  return (
    <Table<ListSearchItem>
      rowKey="prop"
      size="small"
      columns={columns}
      dataSource={list}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noColumns')} /> }}
      data-testid="list-designer-search"
    />
  );
}
