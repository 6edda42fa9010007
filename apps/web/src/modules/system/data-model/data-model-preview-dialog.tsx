import { dataModelEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

interface Props {
  linkId: string;
  table: string | undefined;
  onClose: () => void;
}

const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** 预览数据: a table's rows, paged; the keyword searches the chosen column. */
export function DataModelPreviewDialog({ linkId, table, onClose }: Props) {
  const { t } = useTranslation(['dataModel', 'adminKit']);
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const [field, setField] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<{ field?: string; keyword?: string }>({});
  const params = { linkId, table: table ?? '' };
  const fields = useQuery({
    ...endpointQuery(dataModelEndpoints.fields, { params, query: {} }),
    enabled: !!table,
  });
  const rows = useQuery({
    ...endpointQuery(dataModelEndpoints.preview, { params, query: { ...page, ...search } }),
    enabled: !!table,
    placeholderData: keepPreviousData,
  });
  const columns = (fields.data?.list ?? []).map((f) => ({
    key: f.columnName,
    dataIndex: f.columnName,
    title: f.columnName,
    ellipsis: true,
    width: 150,
    render: cellText,
  }));
  return (
    <Modal
      open={table !== undefined}
      title={`${t('preview')} · ${table ?? ''}`}
      width={1000}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('searchField')}
          value={field}
          options={(fields.data?.list ?? []).map((f) => ({ value: f.columnName, label: f.columnName }))}
          onChange={setField}
        />
        <Input
          placeholder={t('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ width: 200 }}
        />
        <Button
          type="primary"
          onClick={() => {
            setPage((p) => ({ ...p, currentPage: 1 }));
            setSearch(field ? { field, keyword } : {});
          }}
        >
          {t('adminKit:search')}
        </Button>
      </Space>
      {rows.isError && <Alert type="error" showIcon title={t('failed')} />}
      <Table
        size="small"
        rowKey={(_, index) => String(index)}
        loading={rows.isFetching || fields.isLoading}
        columns={columns}
        dataSource={rows.data?.list ?? []}
        scroll={{ x: Math.max(800, columns.length * 150), y: 420 }}
        data-testid="data-model-preview"
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: rows.data?.pagination.total ?? 0,
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
      />
    </Modal>
  );
}
