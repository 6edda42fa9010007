import { FILE_SIZE_UNITS, type FileSizeUnit } from '@platform/contracts';
import {
  type FieldEntry,
  hasStaticOptions,
  isMultiple,
  type JnpfKey,
  optionKeysOf,
  staticOptionsOf,
  toNumber,
} from '@platform/form-engine';

/*
 * What each widget of a design becomes in a generated module: the value the form engine produces for it,
 * stored as is. Plain values get a column of their type; lists, id paths, files and ranges a jsonb column
 * of the engine's shape; a sub-table a child table.
 */

export type GeneratedKind =
  | 'text'
  | 'multilineText'
  | 'number'
  | 'boolean'
  | 'timestamp'
  /** One static option's value. */
  | 'enum'
  /** Static option values of a checkbox or a multiple select. */
  | 'enumList'
  /** An id: a single picker, tree select, or select over a dictionary or data interface. */
  | 'id'
  /** Ids: a multiple picker or select; also one id path (organization, area, cascader). */
  | 'idList'
  /** Id paths: a multiple organization, area or cascader choice. */
  | 'idPaths'
  /** The file list of an upload. */
  | 'files'
  | 'numberRange'
  | 'dateRange'
  | 'timeRange'
  /** Rows of columns, stored in a child table. */
  | 'subTable';

/** A static option: its value as the design holds it (a number stays a number) and its label. */
export interface GeneratedOption {
  value: string | number;
  label: string;
}

/** The design's numeric bounds the contract checks as the form engine does; each only where set. */
export interface GeneratedLimits {
  /** A number input's least and greatest value and its decimal places. */
  min?: number;
  max?: number;
  precision?: number;
  /** An upload's greatest file count and the greatest size of a file that carries one, in bytes. */
  count?: number;
  bytes?: number;
}

/** Pickers over the platform's directories whose value is ids; organization pickers store id paths. */
const ID_PICKERS: ReadonlySet<JnpfKey> = new Set([
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
]);
const PATH_PICKERS: ReadonlySet<JnpfKey> = new Set(['comSelect', 'organizeSelect']);

function pickerKind(entry: FieldEntry, isList: boolean): GeneratedKind | undefined {
  if (PATH_PICKERS.has(entry.key)) return isList ? 'idPaths' : 'idList';
  if (ID_PICKERS.has(entry.key)) return isList ? 'idList' : 'id';
  return undefined;
}

/**
 * The widgets the server fills as the online runtime does: who created the record and when (on the
 * create), who changed it last and when (on every save, the create included). Their values are no part
 * of a body.
 */
export const FILLED_WIDGETS: Readonly<
  Partial<Record<JnpfKey, { kind: GeneratedKind; on: 'create' | 'save' }>>
> = {
  createUser: { kind: 'id', on: 'create' },
  createTime: { kind: 'timestamp', on: 'create' },
  modifyUser: { kind: 'id', on: 'save' },
  modifyTime: { kind: 'timestamp', on: 'save' },
};

/** The generated kind of a widget; undefined for what no template generates. */
export function kindOf(entry: FieldEntry): GeneratedKind | undefined {
  const isList = isMultiple(entry.field);
  const isStatic = hasStaticOptions(entry.field);
  switch (entry.kind) {
    case 'text':
      return entry.key === 'textarea' ? 'multilineText' : 'text';
    case 'number':
    case 'rate':
    case 'calculate':
      return 'number';
    case 'slider':
      return entry.field.range ? 'numberRange' : 'number';
    case 'switch':
      return 'boolean';
    case 'date':
      return 'timestamp';
    case 'time':
    case 'color':
      return 'text';
    case 'option':
      if (isStatic) return isList ? 'enumList' : 'enum';
      return isList ? 'idList' : 'id';
    case 'multiOption':
      return isStatic ? 'enumList' : 'idList';
    case 'treeSelect':
      return isList ? 'idList' : 'id';
    case 'cascader':
    case 'area':
      return isList || entry.field.multiple ? 'idPaths' : 'idList';
    case 'picker':
      return pickerKind(entry, isList);
    case 'file':
    case 'image':
      return 'files';
    case 'numRange':
      return 'numberRange';
    case 'dateRange':
      return 'dateRange';
    case 'timeRange':
      return 'timeRange';
    case 'subTable':
      return 'subTable';
    case 'system':
      return FILLED_WIDGETS[entry.key]?.kind;
    default:
      return undefined;
  }
}

/** The static options of a choice: the values the form sends, numbers as numbers. */
export function optionsOf(entry: FieldEntry): GeneratedOption[] {
  const keys = optionKeysOf(entry.field);
  return staticOptionsOf(entry.field).map((option) => {
    const value = option[keys.value];
    return {
      value: typeof value === 'number' ? value : String(value),
      label: String(option[keys.label] ?? value),
    };
  });
}

const positive = (value: unknown) => {
  const number = toNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
};

/** The bounds of a number input or an upload, read as the form engine's value checks read them. */
export function limitsOf(entry: FieldEntry, kind: GeneratedKind): GeneratedLimits {
  const { field } = entry;
  if (kind === 'number' && entry.kind === 'number') {
    const precision = toNumber(field.precision);
    return {
      min: toNumber(field.min),
      max: toNumber(field.max),
      precision: precision !== undefined && precision >= 0 ? precision : undefined,
    };
  }
  if (kind !== 'files') return {};
  const size = positive(field.fileSize);
  const unit = (field.sizeUnit && field.sizeUnit in FILE_SIZE_UNITS ? field.sizeUnit : 'MB') as FileSizeUnit;
  return { count: positive(field.limit), bytes: size && size * FILE_SIZE_UNITS[unit] };
}
