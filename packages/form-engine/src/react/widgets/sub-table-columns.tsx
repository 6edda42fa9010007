import type { Language } from '@platform/contracts';
import { Button, Popconfirm } from 'antd';
import type { ColumnGroupType, ColumnType } from 'antd/es/table';
import { type FormField, toNumber } from '../../schema/form-schema.ts';
import { rendererText } from '../messages.ts';
import { SubTableCell, type SubTableRow, type WidgetLookup } from './sub-table-cell.tsx';
import { cellErrorName } from './sub-table-errors.tsx';

/** What the antd table holds per row: the row and where it sits, so a moved row renders again. */
export interface SubTableRecord {
  key: number;
  index: number;
  row: SubTableRow;
}

type Column = ColumnType<SubTableRecord> | ColumnGroupType<SubTableRecord>;

export interface SubTableColumnsContext {
  table: string;
  idPrefix: string;
  widgetOf: WidgetLookup;
  isReadOnly: boolean;
  /** Columns the role may only read (`<table>-<column>` permission readOnly). */
  readOnlyColumns: ReadonlySet<string>;
  disabled: boolean;
  locale: Language;
  errors: ReadonlyMap<string, string>;
  onCellChange: (rowIndex: number, column: string, value: unknown) => void;
  /** Set when rows can be deleted: removes the row at that index. */
  onDelete?: (rowIndex: number) => void;
}

export const INDEX_COLUMN_WIDTH = 60;
export const ACTION_COLUMN_WIDTH = 70;
const DEFAULT_COLUMN_WIDTH = 180;

/** A column's width: the design's `columnWidth` (config or top level), else a width that fits a control. */
export function columnWidth(column: FormField): number {
  return toNumber(column.__config__.columnWidth ?? column.columnWidth) ?? DEFAULT_COLUMN_WIDTH;
}

/** The columns a sub-table shows: children that hold a record key, minus those the design hides on the web. */
export function visibleColumns(table: FormField): FormField[] {
  return (table.__config__.children ?? []).filter((column) => {
    const { jnpfKey, noShow, visibility } = column.__config__;
    if (!jnpfKey || !column.__vModel__) return false;
    return noShow !== true && !(Array.isArray(visibility) && !visibility.includes('pc'));
  });
}

interface ComplexHeader {
  title: string;
  align: 'left' | 'center' | 'right';
  childColumns: string[];
}

const ALIGNS = ['left', 'center', 'right'] as const;

/** The design's grouped headers (`__config__.complexHeaderList`: `{fullName, align, childColumns}`). */
function complexHeaders(table: FormField): ComplexHeader[] {
  const list = table.__config__.complexHeaderList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const { fullName, align, childColumns } = item as Record<string, unknown>;
    if (!Array.isArray(childColumns)) return [];
    return [
      {
        title: typeof fullName === 'string' ? fullName : '',
        align: ALIGNS.find((value) => value === align) ?? 'center',
        childColumns: childColumns.filter((name): name is string => typeof name === 'string'),
      },
    ];
  });
}

/**
 * Groups columns under the design's complex headers: a group takes the place of its first column and
 * gathers its other columns there; columns in no group stay where they are. Returns the top-level
 * entries, each a column or a group of columns, in display order.
 */
export function groupColumns(
  table: FormField,
  columns: FormField[],
): (FormField | [ComplexHeader, FormField[]])[] {
  const groups = complexHeaders(table)
    .map(
      (header) =>
        [header, columns.filter((column) => header.childColumns.includes(column.__vModel__ ?? ''))] as const,
    )
    .filter(([, members]) => members.length > 0);
  const groupOf = (column: FormField) => groups.find(([, members]) => members.includes(column));
  const entries: (FormField | [ComplexHeader, FormField[]])[] = [];
  for (const column of columns) {
    const group = groupOf(column);
    if (!group) entries.push(column);
    else if (group[1][0] === column) entries.push([group[0], group[1]]);
  }
  return entries;
}

function cellColumn(column: FormField, context: SubTableColumnsContext): ColumnType<SubTableRecord> {
  const name = column.__vModel__ ?? '';
  const config = column.__config__;
  const isReadOnly = context.isReadOnly || context.readOnlyColumns.has(name);
  const isRequired = config.required === true && !isReadOnly;
  return {
    key: name,
    width: columnWidth(column),
    title: (
      <span className={isRequired ? 'form-engine-sub-table-required' : undefined}>
        {isRequired && (
          <span style={{ color: 'var(--ant-color-error, #ff4d4f)', marginInlineEnd: 4 }}>*</span>
        )}
        {config.label}
      </span>
    ),
    render: (_, record) => (
      <SubTableCell
        widgetOf={context.widgetOf}
        id={`${context.idPrefix}-${record.index}-${name}`}
        column={column}
        row={record.row}
        rowIndex={record.index}
        error={context.errors.get(cellErrorName(context.table, record.index, name))}
        isReadOnly={isReadOnly}
        disabled={context.disabled}
        locale={context.locale}
        onCellChange={context.onCellChange}
      />
    ),
  };
}

function deleteColumn(onDelete: (rowIndex: number) => void, locale: Language): ColumnType<SubTableRecord> {
  return {
    key: '__actions__',
    width: ACTION_COLUMN_WIDTH,
    align: 'center',
    title: rendererText('formEngine.renderer.subTableActions', locale),
    render: (_, record) => (
      <Popconfirm
        title={rendererText('formEngine.renderer.subTableDeleteConfirm', locale, { row: record.index + 1 })}
        okText={rendererText('formEngine.renderer.subTableDeleteOk', locale)}
        cancelText={rendererText('formEngine.renderer.subTableDeleteCancel', locale)}
        onConfirm={() => onDelete(record.index)}
      >
        <Button type="link" danger size="small">
          {rendererText('formEngine.renderer.subTableDelete', locale)}
        </Button>
      </Popconfirm>
    ),
  };
}

/** The antd columns: 序号, the cells (grouped under complex headers), and the delete action when allowed. */
export function subTableColumns(
  table: FormField,
  columns: FormField[],
  context: SubTableColumnsContext,
): Column[] {
  const indexColumn: ColumnType<SubTableRecord> = {
    key: '__index__',
    width: INDEX_COLUMN_WIDTH,
    align: 'center',
    title: rendererText('formEngine.renderer.subTableIndex', context.locale),
    render: (_, record) => record.index + 1,
  };
  const body: Column[] = groupColumns(table, columns).map((entry) =>
    Array.isArray(entry)
      ? {
          key: `__group__${entry[1][0].__vModel__}`,
          title: entry[0].title,
          align: entry[0].align,
          children: entry[1].map((column) => cellColumn(column, context)),
        }
      : cellColumn(entry, context),
  );
  const actions = context.onDelete ? [deleteColumn(context.onDelete, context.locale)] : [];
  return [indexColumn, ...body, ...actions];
}
