import { type DataModelTable, PLATFORM_SOURCE_ID } from '@platform/contracts';
import { dataModelEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

interface TableChoiceDialogProps {
  /** The data source to list; undefined while closed. */
  dbLinkId: string | undefined;
  /** Tables already in the design: shown, not choosable again. */
  taken: readonly string[];
  isBusy: boolean;
  onChoose: (tables: DataModelTable[]) => void;
  onClose: () => void;
}

/**
 * 选择数据表: the tables of the design's data source (not its views, which take no rows), searched by
 * name or comment, several chosen at once.
 */
export function TableChoiceDialog({ dbLinkId, taken, isBusy, onChoose, onClose }: TableChoiceDialogProps) {
  const { t } = useTranslation('designTables');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<DataModelTable[]>([]);
  const list = useQuery({
    ...endpointQuery(
      dataModelEndpoints.all,
      { params: { linkId: dbLinkId || PLATFORM_SOURCE_ID }, query: { keyword } },
      { isSilent: true },
    ),
    enabled: dbLinkId !== undefined,
  });
  const tables = (list.data?.list ?? []).filter((table) => table.type === 0);
  const close = () => {
    setChosen([]);
    setKeyword('');
    onClose();
  };

  return (
    <Modal
      open={dbLinkId !== undefined}
      title={t('pickTitle')}
      width={720}
      okButtonProps={{ disabled: chosen.length === 0, loading: isBusy }}
      onOk={() => onChoose(chosen)}
      onCancel={close}
      afterClose={() => setChosen([])}
      destroyOnHidden
      data-testid="design-table-choice"
    >
      <Input.Search
        allowClear
        placeholder={t('keyword')}
        onSearch={setKeyword}
        style={{ marginBottom: 12 }}
        data-testid="design-table-keyword"
      />
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<DataModelTable>
        size="small"
        rowKey="table"
        loading={list.isLoading}
        dataSource={tables}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> }}
        rowSelection={{
          selectedRowKeys: chosen.map((table) => table.table),
          onChange: (_, rows) => setChosen(rows),
          getCheckboxProps: (row) => ({ disabled: taken.includes(row.table), name: row.table }),
        }}
        columns={[
          { key: 'table', dataIndex: 'table', title: t('table'), width: 280, ellipsis: true },
          { key: 'tableName', dataIndex: 'tableName', title: t('comment'), ellipsis: true },
        ]}
      />
    </Modal>
  );
}
