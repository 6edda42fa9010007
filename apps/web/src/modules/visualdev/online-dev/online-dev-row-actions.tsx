import { Button, Flex, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { RuntimeButton } from './online-dev-column-data.ts';
import { isGroupRow, type Row } from './online-dev-row-shape.ts';

/** The smallest width of the column: room for two buttons (an edited row's 保存 and 取消). */
const MIN_BUTTONS = 2;

/**
 * The buttons column at the right of each record; a group header row has none, and a row for which
 * `instead` gives something (a row being edited in place) shows that.
 */
export function rowActionsColumn(
  buttons: readonly RuntimeButton[],
  title: string,
  labelOf: (button: RuntimeButton) => string,
  onRun: (button: RuntimeButton, row: Row) => void,
  instead?: (row: Row) => ReactNode | undefined,
): TableColumnType<Row> {
  const count = instead ? Math.max(buttons.length, MIN_BUTTONS) : buttons.length;
  return {
    key: '__actions',
    title,
    fixed: 'right',
    width: count * 56 + 16,
    render: (_: unknown, row: Row) => {
      if (isGroupRow(row)) return null;
      const replaced = instead?.(row);
      if (replaced !== undefined) return replaced;
      return (
        <Flex gap={4}>
          {buttons.map((button) => (
            <Button
              key={button.value}
              type="link"
              size="small"
              danger={button.value === 'remove'}
              onClick={() => onRun(button, row)}
            >
              {labelOf(button)}
            </Button>
          ))}
        </Flex>
      );
    },
  };
}
