import type { Language } from '@platform/contracts';
import { Form } from 'antd';
import { memo, useCallback } from 'react';
import type { FormField } from '../../schema/form-schema.ts';
import type { JnpfKey } from '../../widget-registry.ts';
import { WIDGET_REGISTRY } from '../../widget-registry.ts';
import type { ReactWidget } from '../widget-types.ts';

/** Finds the face of a column's widget key; the registry passes it in so that this file does not import it. */
export type WidgetLookup = (key: JnpfKey) => ReactWidget;

export type SubTableRow = Readonly<Record<string, unknown>>;

export interface SubTableCellProps {
  widgetOf: WidgetLookup;
  id: string;
  column: FormField;
  row: SubTableRow;
  rowIndex: number;
  error: string | undefined;
  /** The table is shown read-only (read mode or a readOnly permission). */
  isReadOnly: boolean;
  disabled: boolean;
  locale: Language;
  /** Stable across renders, so that a row whose props did not change is not rendered again. */
  onCellChange: (rowIndex: number, column: string, value: unknown) => void;
}

const renderNoNodes = () => null;

/**
 * One cell: the column's own widget face (Edit, or Read in read-only tables and for calculated columns)
 * on the row's value, its validation message underneath. Memoised: typing in one cell renders that row's
 * cells only. Cells see their row as `values`, so options that depend on other fields read the row.
 */
export const SubTableCell = memo(function SubTableCell({
  widgetOf,
  id,
  column,
  row,
  rowIndex,
  error,
  isReadOnly,
  disabled,
  locale,
  onCellChange,
}: SubTableCellProps) {
  const name = column.__vModel__ ?? '';
  const key = column.__config__.jnpfKey;
  const onChange = useCallback(
    (next: unknown) => onCellChange(rowIndex, name, next),
    [onCellChange, rowIndex, name],
  );
  if (!key) return null;
  const widget = widgetOf(key);
  const isCellReadOnly = isReadOnly || WIDGET_REGISTRY[key].kind === 'calculate';
  const Face = isCellReadOnly ? widget.Read : widget.Edit;
  return (
    <Form.Item
      className="form-engine-sub-table-cell"
      style={{ marginBottom: 0 }}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Face
        id={id}
        field={column}
        value={row[name]}
        onChange={onChange}
        disabled={disabled || column.disabled === true || column.readonly === true}
        locale={locale}
        values={row}
        renderNodes={renderNoNodes}
      />
    </Form.Item>
  );
});
