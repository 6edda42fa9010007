import { DATA_MODEL_TYPES, type DataModelFieldBody, type DataModelType } from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';

/** One column as the models see it, whether read from the database or asked for in a save. */
export interface ColumnSpec {
  name: string;
  /** One of the model types, or the database's own type name when the models do not offer it. */
  type: DataModelType | string;
  /** varchar: characters; decimal: precision. */
  length: number | null;
  /** decimal: digits after the point. */
  scale: number | null;
  isNullable: boolean;
  isPrimaryKey: boolean;
  isIdentity: boolean;
  /** The default as a literal value; an expression read from the database is kept as written. */
  defaultValue: string | null;
  comment: string | null;
}

export interface TableSpec {
  name: string;
  comment: string | null;
  columns: ColumnSpec[];
}

export const isModelType = (type: string): type is DataModelType =>
  (DATA_MODEL_TYPES as readonly string[]).includes(type);

const DEFAULT_VARCHAR = 50;
const MAX_VARCHAR = 4000;
const DEFAULT_DECIMAL: [number, number] = [18, 2];

/** The length text of the wire: `50`, `10,2`, or 默认 where the type has none. */
export function lengthText(column: ColumnSpec): string {
  if (column.type === 'varchar' && column.length !== null) return String(column.length);
  if (column.type === 'decimal' && column.length !== null) return `${column.length},${column.scale ?? 0}`;
  return '默认';
}

function parseLength(
  field: string,
  type: DataModelType,
  text: string | undefined,
): [number | null, number | null] {
  const raw = (text ?? '').trim();
  const isBlank = raw === '' || raw === '默认' || raw.toLowerCase() === 'default';
  if (type === 'varchar') {
    if (isBlank) return [DEFAULT_VARCHAR, null];
    const n = /^\d{1,5}$/.test(raw) ? Number(raw) : 0;
    if (n < 1 || n > MAX_VARCHAR) throw badRequest('dataModel.badLength', { field, length: raw });
    return [n, null];
  }
  if (type === 'decimal') {
    if (isBlank) return DEFAULT_DECIMAL;
    const match = /^(\d{1,2})\s*(?:,\s*(\d{1,2}))?$/.exec(raw);
    const precision = Number(match?.[1] ?? 0);
    const scale = Number(match?.[2] ?? 0);
    if (!match || precision < 1 || precision > 38 || scale > Math.min(precision, 30))
      throw badRequest('dataModel.badLength', { field, length: raw });
    return [precision, scale];
  }
  return [null, null];
}

const DEFAULT_SHAPES: Partial<Record<DataModelType, RegExp>> = {
  int: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  decimal: /^-?\d{1,38}(\.\d{1,30})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/,
};

/** A default must be a value of the column's type; text columns take none (MySQL refuses them). */
function checkDefault(column: ColumnSpec): void {
  const value = column.defaultValue;
  if (value === null) return;
  const shape = DEFAULT_SHAPES[column.type as DataModelType];
  const fits =
    column.type === 'varchar'
      ? [...value].length <= (column.length ?? DEFAULT_VARCHAR)
      : shape?.test(value) === true;
  const fitsInt = column.type !== 'int' || Math.abs(Number(value)) <= 2147483647;
  if (!fits || !fitsInt || column.isIdentity)
    throw badRequest('dataModel.badDefault', { field: column.name, value });
}

/** A column of a save, its type, length and default checked. `existing` keeps a database-only type unchanged. */
export function columnOfBody(body: DataModelFieldBody, existing: ColumnSpec | undefined): ColumnSpec {
  const field = body.field;
  const isIdentity = (body.identity ?? body.autoIncrement ?? 0) === 1;
  const base = {
    name: field,
    isNullable: body.allowNull === 1,
    isPrimaryKey: body.primaryKey === 1,
    isIdentity,
    defaultValue: body.defaults ?? null,
    comment: body.fieldName ?? null,
  };
  const type = body.dataType.toLowerCase();
  if (!isModelType(type)) {
    // A type the models do not offer may only stay as the database has it.
    if (existing && !isModelType(existing.type) && existing.type === body.dataType)
      return { ...base, type: existing.type, length: existing.length, scale: existing.scale };
    if (existing) throw badRequest('dataModel.unknownTypeChange', { field, type: existing.type });
    throw badRequest('dataModel.badType', { field, type: body.dataType });
  }
  const [length, scale] = parseLength(field, type, body.dataLength);
  const column: ColumnSpec = { ...base, type, length, scale };
  // A default the database already has (an expression such as CURRENT_TIMESTAMP) stays as it is.
  if (existing?.defaultValue !== column.defaultValue) checkDefault(column);
  return column;
}

/** The rules of a whole table: unique names, a primary key of a key type, at most one int identity key. */
export function checkTable(columns: ColumnSpec[]): void {
  const seen = new Set<string>();
  for (const column of columns) {
    const key = column.name.toLowerCase();
    if (seen.has(key)) throw badRequest('dataModel.duplicateField', { field: column.name });
    seen.add(key);
    if (
      column.isPrimaryKey &&
      isModelType(column.type) &&
      !['varchar', 'int', 'bigint'].includes(column.type)
    )
      throw badRequest('dataModel.badPrimaryKey', { field: column.name });
  }
  if (!columns.some((column) => column.isPrimaryKey)) throw badRequest('dataModel.noPrimaryKey');
  const identities = columns.filter((column) => column.isIdentity);
  for (const column of identities) {
    const isIntKey = column.isPrimaryKey && (column.type === 'int' || column.type === 'bigint');
    if (!isIntKey || identities.length > 1) throw badRequest('dataModel.badIdentity', { field: column.name });
  }
}

/** Primary-key columns are never nullable. */
export const normalised = (column: ColumnSpec): ColumnSpec =>
  column.isPrimaryKey ? { ...column, isNullable: false } : column;

const INTEGER_DIGITS: Record<string, number> = { int: 10, bigint: 19 };

/** Whether every value of `from` fits `to` unchanged, so a column holding data may change type. */
export function isWidening(from: ColumnSpec, to: ColumnSpec): boolean {
  if (from.type === to.type) {
    if (from.type === 'varchar') return (to.length ?? 0) >= (from.length ?? Number.MAX_SAFE_INTEGER);
    if (from.type === 'decimal') {
      const fromScale = from.scale ?? 0;
      const toScale = to.scale ?? 0;
      return toScale >= fromScale && (to.length ?? 0) - toScale >= (from.length ?? 38) - fromScale;
    }
    return true;
  }
  if (to.type === 'text') return isModelType(from.type);
  const digits = INTEGER_DIGITS[from.type];
  if (digits !== undefined) {
    if (to.type === 'bigint') return true;
    if (to.type === 'decimal') return (to.length ?? 0) - (to.scale ?? 0) >= digits;
    if (to.type === 'varchar') return (to.length ?? 0) >= digits + 1;
  }
  if (from.type === 'date')
    return to.type === 'datetime' || (to.type === 'varchar' && (to.length ?? 0) >= 10);
  if (from.type === 'datetime') return to.type === 'varchar' && (to.length ?? 0) >= 26;
  return false;
}

/** The type as the messages show it: varchar(50), decimal(10,2), int. */
export function typeLabel(column: ColumnSpec): string {
  if (column.type === 'varchar' && column.length !== null) return `varchar(${column.length})`;
  if (column.type === 'decimal' && column.length !== null)
    return `decimal(${column.length},${column.scale ?? 0})`;
  return column.type;
}

export const isSameType = (a: ColumnSpec, b: ColumnSpec): boolean =>
  a.type === b.type && a.length === b.length && (a.type !== 'decimal' || (a.scale ?? 0) === (b.scale ?? 0));
