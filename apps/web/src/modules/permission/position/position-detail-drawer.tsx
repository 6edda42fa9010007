import type { PositionInfo } from '@platform/contracts';
import { Descriptions, Drawer, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PositionDetailDrawerProps {
  /** The row to show; undefined while closed. */
  row: PositionInfo | undefined;
  /** The list's granted columns: the drawer shows what the caller may see in the list, nothing more. */
  columns: TableColumnType<PositionInfo>[];
  onClose: () => void;
}

/** A cell as the list renders it: the column's render, else the row's field. */
function cellOf(column: TableColumnType<PositionInfo>, row: PositionInfo, index: number): ReactNode {
  const key = String(column.dataIndex ?? column.key);
  const value = (row as Record<string, unknown>)[key];
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

/** 详情 (btn_detail): the position read-only, one line per granted column of the list. */
export function PositionDetailDrawer({ row, columns, onClose }: PositionDetailDrawerProps) {
  const { t } = useTranslation('position');
  return (
    <Drawer open={row !== undefined} onClose={onClose} title={t('detailTitle')} size={420} destroyOnHidden>
      {row && (
        <Descriptions
          column={1}
          bordered
          size="small"
          data-testid="position-detail"
          items={columns.map((column, index) => ({
            key: String(column.key ?? index),
            label: column.title as ReactNode,
            children: cellOf(column, row, index),
          }))}
        />
      )}
    </Drawer>
  );
}
