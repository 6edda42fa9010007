import type { FormModel } from '../../schema/form-model.ts';
import type { FormField } from '../../schema/form-schema.ts';
import { type JnpfKey, WIDGET_REGISTRY } from '../../widget-registry.ts';

/*
 * The fields of a form design a list can show or search: the main form's value widgets in design order.
 * Sub-table columns are left out (the runtime list reads main-form values only). As in the original,
 * widgets that show nothing useful in a cell (password, colour, rate, slider, files, images, rich text,
 * related attributes) are no column, and those without a usable search box (also switches, ranges,
 * popup and relation pickers) are not searched.
 */

const NO_COLUMN: ReadonlySet<JnpfKey> = new Set<JnpfKey>([
  'PsdInput',
  'colorPicker',
  'rate',
  'slider',
  'uploadImg',
  'uploadFz',
  'uploadFile',
  'editor',
  'relationFormAttr',
  'popupAttr',
]);
const NO_SEARCH: ReadonlySet<JnpfKey> = new Set<JnpfKey>([
  ...NO_COLUMN,
  'switch',
  'timeRange',
  'dateRange',
  'numRange',
  'relationForm',
  'popupSelect',
  'popupTableSelect',
]);
/** Searched by part of the text (searchType 2). */
const FUZZY_SEARCH: ReadonlySet<JnpfKey> = new Set<JnpfKey>(['comInput', 'input', 'textarea', 'billRule']);
/** Searched between two bounds (searchType 3). */
const RANGE_SEARCH: ReadonlySet<JnpfKey> = new Set<JnpfKey>([
  'date',
  'time',
  'createTime',
  'modifyTime',
  'numInput',
  'inputNumber',
  'calculate',
]);
/** Offered as a multiple choice in the search form by default. */
const MULTIPLE_SEARCH: ReadonlySet<JnpfKey> = new Set<JnpfKey>([
  'select',
  'comSelect',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'userSelect',
  'usersSelect',
]);

export interface ListCandidate {
  name: string;
  label: string;
  key: JnpfKey;
  field: FormField;
  canBeColumn: boolean;
  canBeSearched: boolean;
  /** Numbers and calculated fields may be summed. */
  isNumber: boolean;
}

export function listCandidates(model: FormModel): ListCandidate[] {
  return model.fields
    .filter((entry) => entry.table === undefined && entry.kind !== 'subTable')
    .map((entry) => ({
      name: entry.name,
      label: entry.field.__config__.label || entry.name,
      key: entry.key,
      field: entry.field,
      canBeColumn: !NO_COLUMN.has(entry.key),
      canBeSearched: !NO_SEARCH.has(entry.key),
      isNumber: ['number', 'calculate'].includes(WIDGET_REGISTRY[entry.key].kind),
    }));
}

export function searchTypeOf(key: JnpfKey): 1 | 2 | 3 {
  if (RANGE_SEARCH.has(key)) return 3;
  if (FUZZY_SEARCH.has(key)) return 2;
  return 1;
}

export function isMultipleSearch(key: JnpfKey): boolean {
  return MULTIPLE_SEARCH.has(key);
}
