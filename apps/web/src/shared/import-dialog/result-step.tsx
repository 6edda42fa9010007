import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { ImportHeader, ImportResult } from '@platform/contracts';
import { Button, Flex, Table, type TableColumnType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { headerWidth, namedHeaderIds, sumWidths } from './import-columns.ts';

interface ResultStepProps {
  headers: ImportHeader[];
  result: ImportResult;
  onExportErrors: () => void;
}

/** A failed row with a stable key (its cells are a record of column id → text, like the preview's). */
interface FailedRow {
  key: number;
  values: ImportResult['failResult'][number];
}

/** Rows beyond which the table body gets its own vertical scroll (below it, no empty scrollbar track). */
const SCROLL_Y_ROWS = 8;

/**
 * Step 3: how many rows went in, how many did not, and why, with the failed rows to export and fix.
 * The reason comes first (fixed on the left, wrapped, red) so it stays readable while the row scrolls;
 * after the row's first column come the columns the reasons name, their failing cells in red, so the
 * culprit (e.g. 所属组织编码) is on screen without scrolling; the other columns follow in template order.
 */
export function ResultStep({ headers, result, onExportErrors }: ResultStepProps) {
  const { t } = useTranslation('importDialog');
  const rows: FailedRow[] = useMemo(
    () => result.failResult.map((values, key) => ({ key, values })),
    [result.failResult],
  );
  const columns = useMemo((): TableColumnType<FailedRow>[] => {
    const namedByRow = rows.map((row) => namedHeaderIds(headers, row.values.errorsInfo));
    const named = new Set(namedByRow.flatMap((ids) => [...ids]));
    const [first, ...others] = headers;
    const ordered = first
      ? [first, ...others.filter((h) => named.has(h.id)), ...others.filter((h) => !named.has(h.id))]
      : [];
    return [
      {
        key: 'errorsInfo',
        title: t('errorsInfo'),
        width: 220,
        fixed: 'left',
        render: (_, row) => (
          <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
            {row.values.errorsInfo}
          </Typography.Text>
        ),
      },
      ...ordered.map(
        (h): TableColumnType<FailedRow> => ({
          key: h.id,
          title: h.fullName,
          width: headerWidth(h, 96, 200),
          ellipsis: true,
          // antd puts a plain (or singly wrapped) text into the cut cell's title: the whole value on hover.
          render: (_, row) => {
            const value = row.values[h.id] ?? '';
            return namedByRow[row.key]?.has(h.id) ? (
              <Typography.Text type="danger">{value}</Typography.Text>
            ) : (
              value
            );
          },
        }),
      ),
    ];
  }, [headers, rows, t]);

  return (
    <Flex vertical gap={12} data-testid="import-result">
      <Flex gap={24} align="center">
        <Typography.Text type="success">
          <CheckCircleFilled /> {t('success', { count: result.snum })}
        </Typography.Text>
        <Typography.Text type={result.fnum > 0 ? 'danger' : 'secondary'}>
          <CloseCircleFilled /> {t('failed', { count: result.fnum })}
        </Typography.Text>
        {result.fnum > 0 && <Button onClick={onExportErrors}>{t('exportErrors')}</Button>}
      </Flex>
      {result.fnum === 0 ? (
        <Typography.Text>{t('allDone')}</Typography.Text>
      ) : (
        <Table<FailedRow>
          rowKey="key"
          size="small"
          bordered
          dataSource={rows}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: sumWidths(columns), y: rows.length > SCROLL_Y_ROWS ? 380 : undefined }}
          data-testid="import-failed-rows"
          columns={columns}
        />
      )}
    </Flex>
  );
}
