import { Checkbox, Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ExportColumnOption {
  key: string;
  label: string;
}

interface ExportColumnPickerProps {
  /** The columns that may be exported, in sheet order. */
  columns: readonly ExportColumnOption[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
  /** The heading beside the select-all box, and that box's text. */
  title: ReactNode;
  selectAllText: ReactNode;
  testId?: string;
}

/** The column choice of an export dialog: a select-all box and one box per column. */
export function ExportColumnPicker(props: ExportColumnPickerProps) {
  const { columns, value, onChange, title, selectAllText, testId } = props;
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 8 }}>
        <span>{title}</span>
        <Checkbox
          checked={value.length === columns.length && columns.length > 0}
          indeterminate={value.length > 0 && value.length < columns.length}
          onChange={(e) => onChange(e.target.checked ? columns.map((c) => c.key) : [])}
        >
          {selectAllText}
        </Checkbox>
      </Flex>
      <Checkbox.Group
        value={[...value]}
        onChange={(values) => onChange(values.map(String))}
        options={columns.map((c) => ({ value: c.key, label: c.label }))}
        data-testid={testId}
      />
    </>
  );
}

/** The chosen keys in the columns' (sheet) order, whatever order they were ticked in. */
export const inColumnOrder = <K extends string>(columns: readonly { key: K }[], chosen: readonly string[]) =>
  columns.map((c) => c.key).filter((key) => chosen.includes(key));
