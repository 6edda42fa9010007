import type { Language } from '@platform/contracts';
import { dataViewFieldNames, dataViewFormDesign, type FormModel } from '@platform/form-engine';
import { requireFormDesign } from '../base/visual-dev-design-check.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { DATA_VIEW, isJsonObject, releasedForm } from '../online-dev/online-dev-design.ts';
import { type SearchField, searchFieldsOf } from '../online-dev/online-dev-query.ts';
import type { ShortLinkRow } from './short-link.repository.ts';

/*
 * What a list link shows and searches: the columns the designer picked (`columnText`) and the search
 * fields (`columnCondition`), each a field of the released main form, or for the columns a sub-table's
 * column named `{sub-table}-{column}` as the original's list names them (a name the form no longer has
 * is left out; a sub-table named alone shows nothing). A data view's fields are its list's. As the
 * original's link list: ranges for dates, times and numbers, "contains" for the others, by the kind of
 * the form's own field.
 */

type Json = Record<string, unknown>;

const RANGE_KEYS = new Set(['date', 'time', 'numInput', 'rate', 'slider']);

function listOf(text: string | null): Json[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isJsonObject) : [];
  } catch {
    return [];
  }
}

const nameOf = (item: Json) => {
  const name = item.__vModel__ ?? item.prop;
  return typeof name === 'string' ? name : '';
};

/**
 * The form a link's columns are read against: the released form, or for a data view a text field per
 * field of its (PC) list, as the data view's own list reads them.
 */
export function linkModel(release: VisualDesignReleaseRow, lang: Language): FormModel {
  if (release.webType !== DATA_VIEW) return releasedForm(release, lang);
  return requireFormDesign(dataViewFormDesign(dataViewFieldNames(release.columnData)), lang).model;
}

export interface LinkColumns {
  /** Main record keys the link shows. */
  shown: string[];
  /** The sub-table columns the link shows, by the sub-table's record key (in the link's order). */
  subShown: Map<string, string[]>;
  /** The search form of the link, by record key. */
  search: Map<string, SearchField>;
}

/** A `{sub-table}-{column}` name of the form: the sub-table's key and the column's. */
function subColumnOf(model: FormModel, name: string): [string, string] | undefined {
  const at = name.indexOf('-');
  if (at <= 0) return undefined;
  const table = name.slice(0, at);
  const column = name.slice(at + 1);
  const isColumn = model.columns.get(table)?.some((entry) => entry.name === column) ?? false;
  return isColumn ? [table, column] : undefined;
}

export function linkColumns(
  link: Pick<ShortLinkRow, 'columnText' | 'columnCondition'>,
  model: FormModel,
): LinkColumns {
  const keys = new Map(
    model.fields
      .filter((entry) => !entry.table && entry.kind !== 'subTable')
      .map((entry) => [entry.name, entry.key]),
  );
  const shown: string[] = [];
  const subShown = new Map<string, string[]>();
  for (const name of new Set(listOf(link.columnText).map(nameOf))) {
    if (keys.has(name)) shown.push(name);
    const sub = subColumnOf(model, name);
    if (sub) subShown.set(sub[0], [...(subShown.get(sub[0]) ?? []), sub[1]]);
  }
  const searchList = listOf(link.columnCondition)
    .filter((item) => keys.has(nameOf(item)))
    .map((item) => {
      const key = keys.get(nameOf(item)) ?? '';
      return {
        ...item,
        __vModel__: nameOf(item),
        __config__: { jnpfKey: key },
        searchType: RANGE_KEYS.has(key) ? 3 : 2,
      };
    });
  return { shown, subShown, search: searchFieldsOf({ searchList }) };
}

/**
 * The record's `id`, the named main keys and, of each named sub-table, its rows with the named columns
 * only (a sub-table the record does not hold reads as no rows), nothing else.
 */
export function pickKeys(
  record: Json,
  names: readonly string[],
  subNames: ReadonlyMap<string, readonly string[]> = new Map(),
): Json {
  const picked: Json = record.id === undefined ? {} : { id: record.id };
  for (const name of names) if (Object.hasOwn(record, name)) picked[name] = record[name];
  for (const [table, columns] of subNames) {
    const rows = Array.isArray(record[table]) ? record[table].filter(isJsonObject) : [];
    picked[table] = rows.map((row) =>
      Object.fromEntries(columns.filter((column) => Object.hasOwn(row, column)).map((c) => [c, row[c]])),
    );
  }
  return picked;
}
