import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnType, Tooltip } from 'antd';
import type { Row } from './online-dev-row-shape.ts';

interface RowNumberColumnInput {
  title: string;
  openLabel: string;
  /** Opens a stored row in the full form dialog; undefined when the caller may not edit. */
  onOpen?: (row: Row) => void;
  isNew: (row: Row) => boolean;
}

/**
 * The 序号 column of an inline-edit list (type 4), as the original shows it: the row's number and,
 * for a stored row, the icon that opens the row in the full form dialog.
 */
export function rowNumberColumn({
  title,
  openLabel,
  onOpen,
  isNew,
}: RowNumberColumnInput): TableColumnType<Row> {
  return {
    key: '__rowNumber',
    title,
    width: 72,
    align: 'center',
    render: (_value: unknown, row: Row, index: number) => (
      <Flex gap={4} align="center" justify="center">
        <span>{index + 1}</span>
        {onOpen && !isNew(row) && (
          <Tooltip title={openLabel}>
            <Button
              type="text"
              size="small"
              icon={<ExpandAltOutlined />}
              aria-label={openLabel}
              onClick={() => onOpen(row)}
            />
          </Tooltip>
        )}
      </Flex>
    ),
  };
}
