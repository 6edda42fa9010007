import type { Language, ShortLinkConfig } from '@platform/contracts';
import { shortLinkEndpoints } from '@platform/contracts/web-endpoints';
import { rendererText } from '@platform/form-engine/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Modal, Spin, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { parseColumnData } from '../online-dev/online-dev-column-data.ts';
import { recordOf } from '../online-dev/online-dev-record-calls.ts';
import type { ParsedDesign } from '../online-dev/online-dev-record-form.tsx';
import { OnlineDevSearchBar } from '../online-dev/online-dev-search-bar.tsx';
import { type LinkCell, linkCells } from './short-link-cells.ts';
import { linkSearchQuery } from './short-link-fields.ts';

type Row = Record<string, unknown>;

const PAGE_SIZE = 20;

interface ShortLinkListProps {
  modelId: string;
  encryption: string;
  config: ShortLinkConfig;
  design: ParsedDesign;
  /** The link reads a record again for its details (not a data view's: its rows are the interface's). */
  hasDetail?: boolean;
}

/** A cell of the list: a sub-table column's texts one under the other. */
const cellView = (cell: string | string[]) =>
  Array.isArray(cell) ? <span style={{ whiteSpace: 'pre-line' }}>{cell.join('\n')}</span> : cell;

/** The link's columns (`columnText`) and search fields (`columnCondition`) as a list design. */
export function linkListDesign(config: Pick<ShortLinkConfig, 'columnText' | 'columnCondition'>) {
  const listOf = (text: string | null): unknown => {
    try {
      return JSON.parse(text ?? '[]');
    } catch {
      return [];
    }
  };
  return parseColumnData(
    JSON.stringify({ columnList: listOf(config.columnText), searchList: listOf(config.columnCondition) }),
  );
}

/** One record of the list link, read again with the link's columns only. */
function ShortLinkDetail(props: {
  modelId: string;
  encryption: string;
  id: string | undefined;
  columns: { prop: string; label: string }[];
  cellOf: (prop: string) => LinkCell;
  onClose: () => void;
}) {
  const { t } = useTranslation('shortLink');
  const { modelId, encryption, id, columns, cellOf } = props;
  const read = useQuery({
    ...endpointQuery(
      shortLinkEndpoints.detail,
      { params: { modelId, id: id ?? '' }, query: { encryption } },
      { isSilent: true },
    ),
    enabled: id !== undefined,
  });
  const record = recordOf(read.data?.data);
  const body = () => {
    if (read.isError) return <Alert type="error" showIcon title={read.error.message} />;
    if (!record) return <Spin style={{ display: 'block', padding: 32 }} />;
    const items = columns.map(({ prop, label }) => ({
      key: prop,
      label,
      children: cellView(cellOf(prop)(record)),
    }));
    return <Descriptions column={1} bordered size="small" items={items} />;
  };
  return (
    <Modal
      open={id !== undefined}
      title={t('detail')}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
      data-testid="short-link-detail"
    >
      {body()}
    </Modal>
  );
}

/** The public list of a link: its search fields, its columns, paging, and a record's details. */
export function ShortLinkList(props: ShortLinkListProps) {
  const { modelId, encryption, config, design, hasDetail = true } = props;
  const { t, i18n } = useTranslation(['shortLink', 'common']);
  const language = (i18n.language || 'zh-CN') as Language;
  const listDesign = useMemo(() => linkListDesign(config), [config]);
  // Choices show their options' labels, dates their format, as the signed-in list.
  const cellOf = useMemo(
    () =>
      linkCells(design.model, {
        on: rendererText('formEngine.renderer.on', language),
        off: rendererText('formEngine.renderer.off', language),
      }),
    [design.model, language],
  );
  const [page, setPage] = useState({ currentPage: 1, pageSize: PAGE_SIZE });
  const [query, setQuery] = useState<Record<string, unknown>>({});
  const [shown, setShown] = useState<string>();
  const body = { ...page, queryJson: Object.keys(query).length ? JSON.stringify(query) : undefined };
  const list = useQuery({
    ...endpointQuery(
      shortLinkEndpoints.list,
      { params: { modelId }, query: { encryption }, body },
      { isSilent: true },
    ),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnType<Row>[] = [
    ...listDesign.columns.map(
      (column): TableColumnType<Row> => ({
        key: column.prop,
        dataIndex: column.prop,
        title: column.label,
        width: column.width,
        align: column.align,
        render: (_: unknown, row: Row) => cellView(cellOf(column.prop)(row)),
      }),
    ),
    ...(hasDetail
      ? [
          {
            key: 'actions',
            title: '',
            width: 80,
            render: (_: unknown, row: Row) => (
              <Button type="link" size="small" onClick={() => setShown(String(row.id))}>
                {t('view')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="short-link-list">
      <OnlineDevSearchBar
        fields={listDesign.searchFields}
        onSearch={(next) => {
          setQuery(linkSearchQuery(next, config.columnCondition));
          setPage((current) => ({ ...current, currentPage: 1 }));
        }}
      />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>}
          style={{ marginBottom: 16 }}
          data-testid="short-link-list-error"
        />
      )}
      <Table<Row>
        rowKey={(row) => String(row.id)}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('common:noData')} /> }}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: list.data?.pagination.total ?? 0,
          showSizeChanger: true,
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
        data-testid="short-link-table"
      />
      <ShortLinkDetail
        modelId={modelId}
        encryption={encryption}
        id={shown}
        columns={listDesign.columns}
        cellOf={cellOf}
        onClose={() => setShown(undefined)}
      />
    </div>
  );
}
