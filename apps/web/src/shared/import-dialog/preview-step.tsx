import type { ImportHeader, ImportRow } from '@platform/contracts';
import { Button, Input, Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoData } from '../query-state/query-state.tsx';
import { headerWidth, sumWidths } from './import-columns.ts';

export interface PreviewRow {
  /** Stable key while rows are edited and deleted. */
  key: number;
  values: ImportRow;
}

/** Rows beyond which the table body gets its own vertical scroll (below it, no empty scrollbar track). */
const SCROLL_Y_ROWS = 10;

interface PreviewStepProps {
  headers: ImportHeader[];
  rows: PreviewRow[];
  onChange: (rows: PreviewRow[]) => void;
}

/** Step 2: every cell editable, rows deletable; what is shown here is exactly what gets imported. */
export function PreviewStep({ headers, rows, onChange }: PreviewStepProps) {
  const { t } = useTranslation('importDialog');
  const setCell = (key: number, id: string, value: string) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, values: { ...r.values, [id]: value } } : r)));
  // Inputs need more room than text; a long value shows whole on hover. The delete column stays on
  // the right while the cells scroll under it, which they do only when they do not fit.
  const columns: TableColumnType<PreviewRow>[] = [
    ...headers.map(
      (h): TableColumnType<PreviewRow> => ({
        key: h.id,
        title: h.fullName,
        width: headerWidth(h, 112, 220),
        render: (_: unknown, row: PreviewRow) => (
          <Input
            size="small"
            value={row.values[h.id] ?? ''}
            title={row.values[h.id] ?? ''}
            aria-label={h.fullName}
            onChange={(e) => setCell(row.key, h.id, e.target.value)}
          />
        ),
      }),
    ),
    {
      key: 'actions',
      title: t('actions'),
      width: 72,
      fixed: 'right',
      render: (_: unknown, row: PreviewRow) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          {t('remove')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div style={{ marginBottom: 8 }}>{t('rowCount', { count: rows.length })}</div>
      <Table<PreviewRow>
        rowKey="key"
        size="small"
        bordered
        dataSource={rows}
        locale={{ emptyText: <NoData /> }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: sumWidths(columns), y: rows.length > SCROLL_Y_ROWS ? 420 : undefined }}
        data-testid="import-preview"
        columns={columns}
      />
    </>
  );
}
