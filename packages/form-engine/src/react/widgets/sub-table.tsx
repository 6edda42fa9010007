import { Button, Form, Table, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormField } from '../../schema/form-schema.ts';
import { permittedColumns } from '../column-permissions.ts';
import { type CurrentUserDefaults, currentDefault } from '../current-defaults.ts';
import { useFieldPermissions } from '../field-node.tsx';
import { rendererText } from '../messages.ts';
import { useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import type { SubTableRow, WidgetLookup } from './sub-table-cell.tsx';
import {
  ACTION_COLUMN_WIDTH,
  columnWidth,
  groupColumns,
  INDEX_COLUMN_WIDTH,
  type SubTableRecord,
  subTableColumns,
  visibleColumns,
} from './sub-table-columns.tsx';
import { useFieldErrors } from './sub-table-errors.tsx';
import { addsByPicking, SubTablePickDialog } from './sub-table-pick.tsx';
import { hasSummary, subTableSummary } from './sub-table-summary.tsx';

/** From this many rows on, the body renders only the rows in view. */
export const VIRTUAL_ROWS_FROM = 30;
/** Height of the scrolling body of a virtualised table, in pixels. */
export const VIRTUAL_BODY_HEIGHT = 480;

const rowsOf = (value: unknown): SubTableRow[] => (Array.isArray(value) ? (value as SubTableRow[]) : []);

/** A button of the older designers' `footerBtnsList` / `columnBtnsList` (`{value, label, show}`). */
function designButton(list: unknown, value: string): { label?: unknown; show?: unknown } | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.find((item) => item !== null && typeof item === 'object' && item.value === value);
}

/** Whether the design lets users add or delete rows: on unless a switch or the button's `show` says no. */
function tableButtons(table: FormField) {
  const config = table.__config__;
  const addButton = designButton(table.footerBtnsList, 'add');
  const removeButton = designButton(table.columnBtnsList, 'remove');
  const addLabel = typeof addButton?.label === 'string' ? addButton.label : '';
  return {
    canAdd: table.showAddBtn !== false && config.showAddBtn !== false && addButton?.show !== false,
    canDelete:
      table.showDeleteBtn !== false && config.showDeleteBtn !== false && removeButton?.show !== false,
    addText: table.actionText || addLabel,
  };
}

/** A copy of a column default, so rows never share one array or object. */
const copyDefault = (value: unknown) =>
  value !== null && typeof value === 'object' ? structuredClone(value) : value;

/** A new row: every column at its `__config__.defaultValue` (or the current one it asks for), the others absent. */
export function newSubTableRow(columns: readonly FormField[], user?: CurrentUserDefaults): SubTableRow {
  const row: Record<string, unknown> = {};
  const now = new Date();
  for (const column of columns) {
    const value = currentDefault(column, user, now) ?? column.__config__.defaultValue;
    if (column.__vModel__ && value !== undefined && value !== null)
      row[column.__vModel__] = copyDefault(value);
  }
  return row;
}

function SubTableTitle({ table }: { table: FormField }) {
  const { label, tipLabel, showTitle } = table.__config__;
  if (showTitle === false || !label) return null;
  return (
    <Typography.Text strong className="form-engine-sub-table-title">
      {label}
      {tipLabel && (
        <Tooltip title={tipLabel}>
          <span role="img" aria-label={tipLabel} style={{ marginInlineStart: 4, cursor: 'help' }}>
            ⓘ
          </span>
        </Tooltip>
      )}
    </Typography.Text>
  );
}

function SubTable({
  widgetOf,
  isReadOnly,
  ...props
}: WidgetProps & { widgetOf: WidgetLookup; isReadOnly: boolean }) {
  const { field: table, locale, disabled, id } = props;
  const name = table.__vModel__ ?? '';
  const rows = rowsOf(props.value);
  const designColumns = useMemo(() => visibleColumns(table), [table]);
  // Columns a role may not see are left out (header, cells, summary); read-only ones show their Read face.
  const fieldPermissions = useFieldPermissions();
  const { shown: columns, readOnly: readOnlyColumns } = useMemo(
    () => permittedColumns(designColumns, name, fieldPermissions),
    [designColumns, name, fieldPermissions],
  );
  const buttons = tableButtons(table);
  const isEditable = !isReadOnly && !disabled;
  // The latest rows and onChange, so that the cell callbacks stay the same from one render to the next.
  const latest = useRef({ rows, onChange: props.onChange });
  latest.current = { rows, onChange: props.onChange };
  const commit = useCallback((next: SubTableRow[]) => {
    latest.current.rows = next;
    latest.current.onChange(next);
  }, []);
  const onCellChange = useCallback(
    (rowIndex: number, column: string, value: unknown) => {
      const next = [...latest.current.rows];
      next[rowIndex] = { ...next[rowIndex], [column]: value };
      commit(next);
    },
    [commit],
  );
  const onDelete = useCallback(
    (rowIndex: number) => commit(latest.current.rows.filter((_, index) => index !== rowIndex)),
    [commit],
  );
  const errors = useFieldErrors();
  const sources = useFormDataSources();
  const newRow = () => newSubTableRow(designColumns, sources.currentUser?.());
  const canDelete = isEditable && buttons.canDelete;
  const antdColumns = useMemo(
    () =>
      subTableColumns(table, columns, {
        table: name,
        idPrefix: id,
        widgetOf,
        isReadOnly,
        readOnlyColumns,
        disabled,
        locale,
        errors,
        onCellChange,
        onDelete: canDelete ? onDelete : undefined,
      }),
    [
      table,
      columns,
      name,
      id,
      widgetOf,
      isReadOnly,
      readOnlyColumns,
      disabled,
      locale,
      errors,
      onCellChange,
      canDelete,
      onDelete,
    ],
  );
  const records = useMemo<SubTableRecord[]>(
    () => rows.map((row, index) => ({ key: index, index, row })),
    [rows],
  );
  const leaves = useMemo(
    () => groupColumns(table, columns).flatMap((entry) => (Array.isArray(entry) ? entry[1] : [entry])),
    [table, columns],
  );
  const width =
    INDEX_COLUMN_WIDTH +
    columns.reduce((sum, column) => sum + columnWidth(column), 0) +
    (canDelete ? ACTION_COLUMN_WIDTH : 0);
  const isVirtual = rows.length >= VIRTUAL_ROWS_FROM;
  const tableError = errors.get(name);
  const [isPicking, setIsPicking] = useState(false);
  return (
    <div className="form-engine-sub-table" data-sub-table={name} style={{ marginBottom: 18 }}>
      <SubTableTitle table={table} />
      <Table<SubTableRecord>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        columns={antdColumns}
        dataSource={records}
        virtual={isVirtual}
        scroll={{ x: width, y: isVirtual ? VIRTUAL_BODY_HEIGHT : undefined }}
        summary={
          hasSummary(table)
            ? () => subTableSummary({ table, leaves, rows, hasActions: canDelete, locale })
            : undefined
        }
      />
      {tableError && <Form.ErrorList errors={[tableError]} />}
      {isEditable && buttons.canAdd && (
        <Button
          type="dashed"
          block
          style={{ marginTop: 8 }}
          onClick={() =>
            addsByPicking(table) ? setIsPicking(true) : commit([...latest.current.rows, newRow()])
          }
        >
          {buttons.addText || rendererText('formEngine.renderer.subTableAdd', locale)}
        </Button>
      )}
      {isPicking && (
        <SubTablePickDialog
          table={table}
          values={props.values}
          locale={locale}
          onCancel={() => setIsPicking(false)}
          onPick={(picked) => {
            setIsPicking(false);
            commit([...latest.current.rows, ...picked.map((cells) => ({ ...newRow(), ...cells }))]);
          }}
        />
      )}
    </div>
  );
}

/**
 * The editable sub-table (`table`): rows of the child widgets' own faces, a 序号 column, a delete action
 * per row, an add button, an optional title, summary row and grouped headers. Its value is the list of
 * rows keyed by the columns' `__vModel__`. `widgetOf` gives the face of a column's key.
 */
export function createSubTableWidget(widgetOf: WidgetLookup): ReactWidget {
  return {
    frame: 'bare',
    Edit: (props) => <SubTable {...props} widgetOf={widgetOf} isReadOnly={false} />,
    Read: (props) => <SubTable {...props} widgetOf={widgetOf} isReadOnly />,
  };
}
