import {
  DATA_MODEL_IDENTIFIER,
  type VisualDevPlannedColumn,
  type VisualDevPlannedTable,
  type VisualDevTable,
} from '@platform/contracts';
import {
  type FormDesign,
  type FormField,
  holdsValue,
  type JnpfKey,
  type ListDesign,
  toNumber,
  WIDGET_REGISTRY,
  walkWidgets,
} from '@platform/form-engine';
import { badRequest } from '../../../http/app-error.ts';
import { isStored, SECONDARY_BINDING } from './visual-dev-design-check.ts';

/*
 * The tables "create the tables" makes for a design without tables. The main table is `vd_{code}` (the
 * design's code in lower case), each sub-table `{main}_{sub-table field}`; both have a varchar(50) key `id`,
 * a sub-table also `parent_id`, the main row's id. Every stored widget of the form gets a column of its own
 * name, typed by what the widget keeps: text → varchar(maxlength, else 255), multi-line text and rich text →
 * text, numbers → decimal(18, precision; 2 when unset), switch → int, dates and the system times → datetime
 * (the runtime turns the forms' epoch milliseconds into times and back), choices, pickers, ranges and other
 * system values → varchar(500), uploads → text. Every table also gets the audit columns the runtime fills
 * when a table has them (creator_user_id, creator_time, last_modify_user_id, last_modify_time), unless a
 * field already has that name. The list's search fields and its default sort field on the main table get
 * an index; a sub-table's `parent_id` gets one. The main table's text columns the list's keyword reads (its
 * shown columns) or a "contains" search field reads also get a trigram index, which serves "contains".
 * A main-form field bound as `jnpf_{table}_jnpf_{column}` names a secondary table (副表): it is made under
 * that name with the `id` key, `parent_id` (the main row's id, indexed) and a column per such field.
 */

const KEY_COLUMN = 'id';
export const PARENT_COLUMN = 'parent_id';
const COMMENT_MAX = 100;
const VARCHAR_MAX = 4000;

type ColumnType = Pick<VisualDevPlannedColumn, 'dataType' | 'dataLength'>;

const varchar = (length: number): ColumnType => ({ dataType: 'varchar', dataLength: String(length) });
const TEXT: ColumnType = { dataType: 'text', dataLength: '' };
const DATETIME: ColumnType = { dataType: 'datetime', dataLength: '' };
const CHOICE = varchar(500);
const LONG_TEXT_KEYS = new Set<JnpfKey>(['textarea', 'editor']);
const TIME_KEYS = new Set<JnpfKey>(['createTime', 'modifyTime']);

function decimalOf(field: FormField): ColumnType {
  const precision = toNumber(field.precision);
  const scale = precision === undefined ? 2 : Math.min(Math.max(Math.trunc(precision), 0), 10);
  return { dataType: 'decimal', dataLength: `18,${scale}` };
}

/** The column type of a stored widget. */
export function columnTypeOf(key: JnpfKey, field: FormField): ColumnType {
  const kind = WIDGET_REGISTRY[key].kind;
  if (kind === 'text') {
    if (LONG_TEXT_KEYS.has(key)) return TEXT;
    const max = toNumber(field.maxlength);
    return varchar(max !== undefined && max >= 1 ? Math.min(Math.trunc(max), VARCHAR_MAX) : 255);
  }
  if (kind === 'number' || kind === 'calculate' || kind === 'rate' || kind === 'slider')
    return decimalOf(field);
  if (kind === 'switch') return { dataType: 'int', dataLength: '' };
  if (kind === 'date' || TIME_KEYS.has(key)) return DATETIME;
  if (kind === 'time') return varchar(50);
  if (kind === 'file' || kind === 'image') return TEXT;
  return CHOICE;
}

const column = (field: string, fieldName: string | null, type: ColumnType): VisualDevPlannedColumn => ({
  field,
  fieldName: fieldName === null ? null : fieldName.slice(0, COMMENT_MAX),
  ...type,
  primaryKey: false,
});

const keyColumn = (): VisualDevPlannedColumn => ({
  ...column(KEY_COLUMN, null, varchar(50)),
  primaryKey: true,
});

function requireTableName(name: string): string {
  if (!DATA_MODEL_IDENTIFIER.test(name)) throw badRequest('visualDev.badTableName', { table: name });
  return name;
}

export interface DesignForTables {
  enCode: string;
  fullName: string;
  design: FormDesign;
  list: ListDesign | null;
}

/** The tables of the design, main first, each field's column checked to be a valid name. */
export function planDesignTables({
  enCode,
  fullName,
  design,
  list,
}: DesignForTables): VisualDevPlannedTable[] {
  const mainName = requireTableName(`vd_${enCode.toLowerCase()}`);
  const main: VisualDevPlannedTable = {
    typeId: '1',
    table: mainName,
    tableName: fullName.slice(0, COMMENT_MAX),
    columns: [keyColumn()],
    indexes: [],
    searchIndexes: [],
  };
  const subs = new Map<string, VisualDevPlannedTable>();
  const secondaries = new Map<string, VisualDevPlannedTable>();
  walkWidgets(design.fields, ({ field, key, table: subTable }) => {
    const name = field.__vModel__;
    if (!key || !name) return;
    const label = field.__config__.label ?? name;
    const isNameValid = DATA_MODEL_IDENTIFIER.test(name) && !SECONDARY_BINDING.test(name);
    if (key === 'table') {
      if (!isNameValid) throw badRequest('visualDev.badColumnName', { label, name });
      subs.set(name, {
        typeId: '0',
        table: requireTableName(`${mainName}_${name.toLowerCase()}`),
        tableName: label.slice(0, COMMENT_MAX),
        columns: [keyColumn(), column(PARENT_COLUMN, null, varchar(50))],
        indexes: [PARENT_COLUMN],
        searchIndexes: [],
      });
      return;
    }
    if (!holdsValue(key) || !isStored(field, key)) return;
    const secondary = subTable ? null : SECONDARY_BINDING.exec(name);
    if (secondary) {
      const [, table = '', columnName = ''] = secondary;
      if (!DATA_MODEL_IDENTIFIER.test(columnName))
        throw badRequest('visualDev.badColumnName', { label, name });
      secondaryTable(secondaries, table, mainName).columns.push(
        column(columnName, label, columnTypeOf(key, field)),
      );
      return;
    }
    if (!isNameValid) throw badRequest('visualDev.badColumnName', { label, name });
    const target = subTable ? subs.get(subTable) : main;
    target?.columns.push(column(name, label, columnTypeOf(key, field)));
  });
  if (main.columns.length === 1 && subs.size === 0 && secondaries.size === 0)
    throw badRequest('visualDev.noStoredFields');
  main.indexes = listIndexes(main, list);
  main.searchIndexes = containsIndexes(main, list);
  const tables = [main, ...subs.values(), ...secondaries.values()];
  const names = tables.map((table) => table.table);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw badRequest('visualDev.tableNamedTwice', { table: twice });
  for (const table of tables) addAuditColumns(table);
  return tables;
}

/** The secondary table of that name, planned on its first field. */
function secondaryTable(secondaries: Map<string, VisualDevPlannedTable>, name: string, mainName: string) {
  const known = secondaries.get(name);
  if (known) return known;
  if (name === mainName) throw badRequest('visualDev.tableNamedTwice', { table: name });
  const table: VisualDevPlannedTable = {
    typeId: '0',
    table: requireTableName(name),
    tableName: name.slice(0, COMMENT_MAX),
    columns: [keyColumn(), column(PARENT_COLUMN, null, varchar(50))],
    indexes: [PARENT_COLUMN],
    searchIndexes: [],
  };
  secondaries.set(name, table);
  return table;
}

const AUDIT_COLUMNS: readonly VisualDevPlannedColumn[] = [
  column('creator_user_id', null, varchar(50)),
  column('creator_time', null, DATETIME),
  column('last_modify_user_id', null, varchar(50)),
  column('last_modify_time', null, DATETIME),
];

function addAuditColumns(table: VisualDevPlannedTable): void {
  const names = new Set(table.columns.map((c) => c.field.toLowerCase()));
  table.columns.push(...AUDIT_COLUMNS.filter((c) => !names.has(c.field)));
}

/** The main-table columns the list searches on or sorts by default, each once. */
function listIndexes(main: VisualDevPlannedTable, list: ListDesign | null): string[] {
  if (!list) return [];
  const props = [
    ...list.searchList.map((search) => search.prop),
    ...(list.defaultSidx ? [list.defaultSidx] : []),
  ];
  const names = new Set(main.columns.filter((c) => !c.primaryKey).map((c) => c.field));
  return [...new Set(props.filter((prop) => names.has(prop)))];
}

const CONTAINS_SEARCH = 2;
const TEXT_TYPES = new Set(['varchar', 'text']);

/** The main table's text columns the list's keyword (its shown columns) or a "contains" search reads. */
function containsIndexes(main: VisualDevPlannedTable, list: ListDesign | null): string[] {
  if (!list) return [];
  const props = [
    ...list.columnList.map((column) => column.prop),
    ...list.searchList.filter((search) => search.searchType === CONTAINS_SEARCH).map((search) => search.prop),
  ];
  const names = new Set(
    main.columns.filter((c) => !c.primaryKey && TEXT_TYPES.has(c.dataType)).map((c) => c.field),
  );
  return [...new Set(props.filter((prop) => names.has(prop)))];
}

/** The design's `tables` for the planned tables: sub-tables point at the main row by `parent_id`. */
export function designTablesOf(tables: readonly VisualDevPlannedTable[]): VisualDevTable[] {
  return tables.map((table) => ({
    typeId: table.typeId,
    table: table.table,
    tableName: table.tableName,
    tableField: table.typeId === '1' ? '' : PARENT_COLUMN,
    relationField: table.typeId === '1' ? '' : KEY_COLUMN,
  }));
}

/** Writes each sub-table widget's table name into the stored form JSON (walked as the design it parsed to). */
export function bindSubTables(
  rawForm: { fields: unknown },
  tables: readonly VisualDevPlannedTable[],
  mainName: string,
) {
  const prefix = `${mainName}_`;
  walkWidgets(rawForm.fields as FormField[], ({ field, key }) => {
    const name = field.__vModel__;
    if (key !== 'table' || !name) return;
    const table = tables.find((t) => t.typeId === '0' && t.table === `${prefix}${name.toLowerCase()}`);
    if (table) (field.__config__ as { tableName?: string }).tableName = table.table;
  });
}
