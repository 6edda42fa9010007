import type { Language } from '@platform/contracts';
import { Alert, Button, Drawer, Flex, Input, Modal, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type RendererMessageKey, rendererText } from '../messages.ts';
import type { PageQuery, PickRecord, RecordPage } from '../record-sources.ts';

/** A shown column of the pick list: the record's column `value` under the heading `label`. */
export interface PopupColumn {
  value: string;
  label: string;
}

/** Rows per page when the design turns paging off: the whole list in one page. */
export const UNPAGED_PAGE_SIZE = 10000;
const DEFAULT_PAGE_SIZE = 20;

/** The design's `columnOptions` (`[{value, label}]`); items without a column name are skipped. */
export function popupColumns(columnOptions: unknown): PopupColumn[] {
  if (!Array.isArray(columnOptions)) return [];
  return columnOptions.flatMap((item) => {
    const value = item?.value;
    if (typeof value !== 'string' || value === '') return [];
    return [{ value, label: typeof item.label === 'string' && item.label !== '' ? item.label : value }];
  });
}

/** Rows per page: the design's `pageSize` (20 by default) with `hasPage`, else everything at once. */
export function popupPageSize(hasPage: boolean, pageSize: unknown): number {
  if (!hasPage) return UNPAGED_PAGE_SIZE;
  const size = Number(pageSize);
  return Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE;
}

/** The list of a picker without a data source: nothing to pick. */
export const emptyPage = async (): Promise<RecordPage> => ({ list: [], total: 0 });

/** The key a row is selected by: its identifying column as text. */
export const recordKey = (row: PickRecord, rowKey: string) => {
  const value = row[rowKey];
  return value === null || value === undefined ? '' : String(value);
};

export interface PopupTableProps {
  columns: PopupColumn[];
  /** The column that identifies a row. */
  rowKey: string;
  isMultiple: boolean;
  hasPage: boolean;
  pageSize: number;
  /** The keys selected when the list opens. */
  initialKeys: string[];
  load: (query: PageQuery) => Promise<RecordPage>;
  locale: Language;
  onCancel: () => void;
  /** The picked keys and the rows seen for them (rows of keys picked before opening may be missing). */
  onConfirm: (keys: string[], rows: PickRecord[]) => void;
  /** Whether Confirm with nothing picked is allowed (it clears); otherwise it does nothing. */
  canConfirmEmpty: boolean;
}

/**
 * The pick list: a keyword box with Search and Reset, a refresh icon, a table with a radio (or checkbox)
 * column, a 序号 column and the configured columns, a pager when paged, Cancel and Confirm. It loads the
 * first page with an empty keyword when it opens; clicking a row marks it (toggles it when multiple).
 */
export function PopupTable(props: PopupTableProps) {
  const { locale, rowKey, isMultiple, load } = props;
  const text = (key: RendererMessageKey) => rendererText(key, locale);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<PageQuery>({ keyword: '', currentPage: 1, pageSize: props.pageSize });
  const [page, setPage] = useState<RecordPage>({ list: [], total: 0 });
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [selected, setSelected] = useState<string[]>(props.initialKeys);
  const seen = useRef(new Map<string, PickRecord>());
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setIsLoading(true);
    setHasFailed(false);
    load(query).then(
      (result) => {
        if (request !== latest.current) return;
        for (const row of result.list) seen.current.set(recordKey(row, rowKey), row);
        setPage(result);
        setIsLoading(false);
      },
      () => {
        if (request !== latest.current) return;
        setPage({ list: [], total: 0 });
        setHasFailed(true);
        setIsLoading(false);
      },
    );
  }, [load, query, rowKey]);

  const search = (next: string) => setQuery({ keyword: next, currentPage: 1, pageSize: props.pageSize });
  const mark = useCallback(
    (key: string) =>
      setSelected((previous) => {
        if (!isMultiple) return [key];
        return previous.includes(key) ? previous.filter((held) => held !== key) : [...previous, key];
      }),
    [isMultiple],
  );
  const confirm = () => {
    if (selected.length === 0 && !props.canConfirmEmpty) return;
    const rows = selected.flatMap((key) => {
      const row = seen.current.get(key);
      return row ? [row] : [];
    });
    props.onConfirm(selected, rows);
  };

  const offset = (query.currentPage - 1) * query.pageSize;
  const columns: ColumnsType<PickRecord> = [
    {
      key: '__index',
      title: text('formEngine.renderer.subTableIndex'),
      width: 60,
      align: 'center',
      render: (_value, _row, index) => offset + index + 1,
    },
    ...props.columns.map((column) => ({
      key: column.value,
      dataIndex: column.value,
      title: column.label,
      render: (value: unknown) => (value === null || typeof value === 'object' ? '' : String(value)),
    })),
  ];

  return (
    <Flex vertical gap={8} data-testid="popup-table">
      <Flex gap={8} align="center" wrap>
        <Input
          style={{ width: 240 }}
          aria-label={text('formEngine.renderer.popupKeyword')}
          placeholder={text('formEngine.renderer.pickerSearch')}
          value={keyword}
          allowClear
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={() => search(keyword)}
        />
        <Button type="primary" onClick={() => search(keyword)}>
          {text('formEngine.renderer.popupSearch')}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            search('');
          }}
        >
          {text('formEngine.renderer.popupReset')}
        </Button>
        <Tooltip title={text('formEngine.renderer.popupRefresh')}>
          <Button
            type="text"
            aria-label={text('formEngine.renderer.popupRefresh')}
            style={{ marginInlineStart: 'auto' }}
            // A copy of the query asks for the same page again.
            onClick={() => setQuery((previous) => ({ ...previous }))}
          >
            ↻
          </Button>
        </Tooltip>
      </Flex>
      {hasFailed && <Alert type="error" showIcon message={text('formEngine.renderer.pickerLoadFailed')} />}
      <Table<PickRecord>
        size="small"
        rowKey={(row) => recordKey(row, rowKey)}
        loading={isLoading}
        columns={columns}
        dataSource={page.list}
        scroll={{ y: 400 }}
        locale={{ emptyText: text('formEngine.renderer.pickerNoData') }}
        rowSelection={{
          type: isMultiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onSelect: (row) => mark(recordKey(row, rowKey)),
          onSelectAll: (isChecked, _rows, changed) => {
            const keys = changed.map((row) => recordKey(row, rowKey));
            setSelected((previous) =>
              isChecked
                ? [...previous, ...keys.filter((key) => !previous.includes(key))]
                : previous.filter((key) => !keys.includes(key)),
            );
          },
        }}
        onRow={(row) => ({ onClick: () => mark(recordKey(row, rowKey)) })}
        pagination={
          props.hasPage
            ? {
                current: query.currentPage,
                pageSize: query.pageSize,
                total: page.total,
                showSizeChanger: false,
                onChange: (currentPage) => setQuery((previous) => ({ ...previous, currentPage })),
              }
            : false
        }
      />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={props.onCancel}>{text('formEngine.renderer.pickerCancel')}</Button>
        <Button type="primary" onClick={confirm}>
          {text('formEngine.renderer.pickerConfirm')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** How the pick list appears: the design's `popupType` (`dialog` by default). */
export type PopupKind = 'dialog' | 'drawer' | 'popover';

export const popupKindOf = (popupType: unknown, fallback: PopupKind = 'dialog'): PopupKind =>
  popupType === 'dialog' || popupType === 'drawer' || popupType === 'popover' ? popupType : fallback;

/** The design's `popupWidth` ('800px', '40%', a number), 800 px by default. */
export const popupWidthOf = (width: unknown): string | number =>
  typeof width === 'number' || (typeof width === 'string' && width !== '') ? width : 800;

/**
 * The pick list in a dialog or a drawer (a popover is placed by its field, around the input). Mount it
 * only while open: every opening starts from a fresh query and the current value.
 */
export function PopupFrame({
  kind,
  title,
  width,
  onClose,
  children,
}: {
  kind: 'dialog' | 'drawer';
  title: string;
  width: string | number;
  onClose: () => void;
  children: ReactNode;
}) {
  return kind === 'drawer' ? (
    <Drawer open title={title} size={width} onClose={onClose} mask={{ closable: false }}>
      {children}
    </Drawer>
  ) : (
    <Modal open title={title} width={width} footer={null} onCancel={onClose} mask={{ closable: false }}>
      {children}
    </Modal>
  );
}
