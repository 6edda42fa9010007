import type { FormModel } from '@platform/form-engine';
import { isJsonObject } from '../online-dev/online-dev-design.ts';
import { type SearchField, searchFieldsOf } from '../online-dev/online-dev-query.ts';
import type { ShortLinkRow } from './short-link.repository.ts';

/*
 * What a list link shows and searches: the columns the designer picked (`columnText`) and the search
 * fields (`columnCondition`), each a field of the released main form (a name the form no longer has,
 * or a sub-table column, is left out). As the original's link list: ranges for dates, times and
 * numbers, "contains" for the others.
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

const keyOf = (item: Json) => {
  const config = isJsonObject(item.__config__) ? item.__config__ : {};
  const key = config.jnpfKey ?? item.jnpfKey;
  return typeof key === 'string' ? key : '';
};

export interface LinkColumns {
  /** Record keys the link shows. */
  shown: string[];
  /** The search form of the link, by record key. */
  search: Map<string, SearchField>;
}

export function linkColumns(
  link: Pick<ShortLinkRow, 'columnText' | 'columnCondition'>,
  model: FormModel,
): LinkColumns {
  const mainFields = new Set(model.fields.filter((entry) => !entry.table).map((entry) => entry.name));
  const shown = [...new Set(listOf(link.columnText).map(nameOf))].filter((name) => mainFields.has(name));
  const searchList = listOf(link.columnCondition)
    .filter((item) => mainFields.has(nameOf(item)))
    .map((item) => ({
      ...item,
      __vModel__: nameOf(item),
      __config__: { jnpfKey: keyOf(item) },
      searchType: RANGE_KEYS.has(keyOf(item)) ? 3 : 2,
    }));
  return { shown, search: searchFieldsOf({ searchList }) };
}

/** The record's `id` and the named keys, nothing else. */
export function pickKeys(record: Json, names: readonly string[]): Json {
  const picked: Json = record.id === undefined ? {} : { id: record.id };
  for (const name of names) if (Object.hasOwn(record, name)) picked[name] = record[name];
  return picked;
}
