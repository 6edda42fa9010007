import {
  DEFAULT_LIST_PAGE_SIZE,
  type FormField,
  isSafeButtonUrl,
  optionKeysOf,
  staticOptionsOf,
} from '@platform/form-engine';
import type { Dayjs } from 'dayjs';

/*
 * The list design of a released function (`columnData` of OnlineDev Config, the original's
 * ColumnDataModel): the parts the runtime page uses, read defensively since the text comes from the
 * designer as the author left it.
 */

export interface RuntimeColumn {
  prop: string;
  label: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Frozen at the left or right edge while the table scrolls sideways. */
  fixed?: 'left' | 'right';
  isSortable: boolean;
}

/** A toolbar or row button: `value` names it (`add`, `edit`…) and its grant (`btn_{value}`). */
export interface RuntimeButton {
  value: string;
  label: string;
  /** A custom row button's link (`{id}` stands for the row's id). */
  url?: string;
}

export type SearchKind = 'text' | 'select' | 'dateRange';

export interface RuntimeSearchField {
  name: string;
  label: string;
  kind: SearchKind;
  options: { label: string; value: string | number }[];
  isMultiple: boolean;
}

export interface RuntimeColumnData {
  columns: RuntimeColumn[];
  searchFields: RuntimeSearchField[];
  buttons: RuntimeButton[];
  rowButtons: RuntimeButton[];
  /** Columns summed under the table (the design's summaryField, when showSummary is on). */
  summaryFields: string[];
  sidx?: string;
  sort: 'asc' | 'desc';
  pageSize: number;
  hasPage: boolean;
  /** How rows are laid out: 1 plain, 2 left tree, 3 grouped, 4 edited in place, 5 tree table. */
  layout: ListLayout;
}

/** Where a left tree's nodes come from and the main field a chosen node filters. */
export interface ListTree {
  title: string;
  source: 'dictionary' | 'organize' | 'department';
  /** The dictionary category (id or code) of a dictionary tree. */
  dictionary: string;
  relation: string;
  /** The node key sent as the filter value (`treePropsValue`; the original's default `id`). */
  valueKey: string;
}

export type ListLayout =
  | { type: 'plain' }
  /** Type 4: a row is edited in its cells (编辑 → 保存 / 取消) and 新增 adds a blank row at the top. */
  | { type: 'inline' }
  | { type: 'tree'; tree: ListTree }
  | { type: 'grouped'; groupField: string }
  | { type: 'treeTable'; parentField: string };

const TREE_SOURCES = ['dictionary', 'organize', 'department'] as const;

/** The design's list type with its settings; a type whose settings are missing shows as a plain list. */
function layoutOf(data: Loose): ListLayout {
  const type = Number(data.type);
  const source = TREE_SOURCES.find((s) => s === data.treeDataSource);
  const relation = text(data.treeRelation);
  if (type === 2 && source && relation && (source !== 'dictionary' || text(data.treeDictionary))) {
    const tree = {
      title: text(data.treeTitle),
      source,
      dictionary: text(data.treeDictionary),
      relation,
      valueKey: text(data.treePropsValue) || 'id',
    };
    return { type: 'tree', tree };
  }
  if (type === 3 && text(data.groupField)) return { type: 'grouped', groupField: text(data.groupField) };
  if (type === 5 && text(data.parentField)) return { type: 'treeTable', parentField: text(data.parentField) };
  if (type === 4) return { type: 'inline' };
  return { type: 'plain' };
}

/** The page size the list asks for when its design shows no pager (the original's 10000). */
export const NO_PAGER_SIZE = 10_000;

const SELECT_KEYS = new Set(['select', 'radio', 'checkbox']);
const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function columnOf(item: Loose): RuntimeColumn | undefined {
  const prop = text(item.prop);
  if (!prop) return undefined;
  const width = Number(item.width);
  const align = item.align === 'center' || item.align === 'right' ? item.align : 'left';
  return {
    prop,
    label: text(item.label) || prop,
    width: Number.isFinite(width) && width > 0 ? width : undefined,
    align,
    fixed: item.fixed === 'left' || item.fixed === 'right' ? item.fixed : undefined,
    isSortable: item.sortable === true,
  };
}

function searchFieldOf(item: Loose): RuntimeSearchField | undefined {
  const config = isObject(item.__config__) ? item.__config__ : {};
  const name = text(item.__vModel__) || text(item.prop);
  if (!name) return undefined;
  const jnpfKey = text(config.jnpfKey);
  const label = text(config.label) || text(item.label) || name;
  const field = item as unknown as FormField;
  const isStatic = !config.dataType || config.dataType === 'static';
  if (DATE_KEYS.has(jnpfKey)) return { name, label, kind: 'dateRange', options: [], isMultiple: false };
  if (SELECT_KEYS.has(jnpfKey) && isStatic) {
    const keys = optionKeysOf(field);
    const options = staticOptionsOf(field)
      .map((option) => ({ label: String(option[keys.label] ?? ''), value: option[keys.value] }))
      .filter((option): option is { label: string; value: string | number } =>
        ['string', 'number'].includes(typeof option.value),
      );
    return { name, label, kind: 'select', options, isMultiple: item.searchMultiple === true };
  }
  return { name, label, kind: 'text', options: [], isMultiple: false };
}

function buttonsOf(value: unknown): RuntimeButton[] {
  return listOf(value)
    .map((item) => ({ value: text(item.value), label: text(item.label) }))
    .filter((button) => button.value !== '');
}

/** Custom buttons that open a link; the original's popup, script and interface buttons are not run. */
function linkButtonsOf(value: unknown): RuntimeButton[] {
  return listOf(value).flatMap((item) => {
    const event = isObject(item.event) ? item.event : {};
    const url = text(event.url);
    if (event.btnType !== 'link' || !text(item.value) || !isSafeButtonUrl(url)) return [];
    return [{ value: text(item.value), label: text(item.label) || text(item.value), url: url.trim() }];
  });
}

/** Reads `columnData`; text that is not a JSON object gives an empty list design. */
export function parseColumnData(source: string | null): RuntimeColumnData {
  let value: unknown;
  try {
    value = source ? JSON.parse(source) : {};
  } catch {
    value = {};
  }
  const data = isObject(value) ? value : {};
  const pageSize = Number(data.pageSize);
  const layout = layoutOf(data);
  // As the original: a grouped list hides its group column, and grouped or tree rows are not summed.
  const isNested = layout.type === 'grouped' || layout.type === 'treeTable';
  const groupField = layout.type === 'grouped' ? layout.groupField : undefined;
  return {
    columns: listOf(data.columnList)
      .map(columnOf)
      .filter((c) => c !== undefined)
      .filter((c) => c.prop !== groupField),
    searchFields: listOf(data.searchList)
      .map(searchFieldOf)
      .filter((f) => f !== undefined),
    buttons: buttonsOf(data.btnsList),
    rowButtons: [...buttonsOf(data.columnBtnsList), ...linkButtonsOf(data.customBtnsList)],
    summaryFields:
      data.showSummary === true && !isNested && Array.isArray(data.summaryField)
        ? data.summaryField.filter((f): f is string => typeof f === 'string')
        : [],
    sidx: text(data.defaultSidx) || undefined,
    sort: data.sort === 'asc' ? 'asc' : 'desc',
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : DEFAULT_LIST_PAGE_SIZE,
    hasPage: data.hasPage !== false,
    layout,
  };
}

export type SearchValue =
  | string
  | number
  | (string | number)[]
  | [Dayjs | null, Dayjs | null]
  | null
  | undefined;

/** Filled fields only; a date range is sent as the days' starts in epoch ms (the server takes the whole end day). */
export function searchQuery(
  fields: readonly RuntimeSearchField[],
  values: Record<string, SearchValue>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (field.kind === 'dateRange' && Array.isArray(value)) {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      query[field.name] = [from?.startOf('day').valueOf() ?? null, to?.startOf('day').valueOf() ?? null];
    } else query[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  return query;
}
