import {
  type FieldEntry,
  hasStaticOptions,
  isMultiple,
  type JnpfKey,
  optionKeysOf,
  staticOptionsOf,
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

export interface GeneratedOption {
  value: string;
  label: string;
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
    default:
      return undefined;
  }
}

/** The static options of a choice as the contract's enum values. */
export function optionsOf(entry: FieldEntry): GeneratedOption[] {
  const keys = optionKeysOf(entry.field);
  return staticOptionsOf(entry.field).map((option) => ({
    value: String(option[keys.value]),
    label: String(option[keys.label] ?? option[keys.value]),
  }));
}
