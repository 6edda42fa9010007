import { Button, Flex, type TableColumnType } from 'antd';
import type { RuntimeButton } from './online-dev-column-data.ts';
import { isGroupRow, type Row } from './online-dev-row-shape.ts';

/** The buttons column at the right of each record; a group header row has none. */
export function rowActionsColumn(
  buttons: readonly RuntimeButton[],
  title: string,
  labelOf: (button: RuntimeButton) => string,
  onRun: (button: RuntimeButton, id: string) => void,
): TableColumnType<Row> {
  return {
    key: '__actions',
    title,
    fixed: 'right',
    width: buttons.length * 56 + 16,
    render: (_: unknown, row: Row) =>
      !isGroupRow(row) && (
        <Flex gap={4}>
          {buttons.map((button) => (
            <Button
              key={button.value}
              type="link"
              size="small"
              danger={button.value === 'remove'}
              onClick={() => onRun(button, String(row.id))}
            >
              {labelOf(button)}
            </Button>
          ))}
        </Flex>
      ),
  };
}
