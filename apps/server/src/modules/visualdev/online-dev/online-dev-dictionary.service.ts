import { type DictionaryOption, type Language, ONLINE_DEV_PAGE_MAX } from '@platform/contracts';
import {
  dataDictionaryOf,
  dataDictionaryRows,
  dictionaryEntryOptions,
  dynamicDictionaryOf,
  DYNAMIC_DICTIONARY_FIELDS as FIELDS,
  type FieldEntry,
  type FormModel,
  hasMainField,
  isDynamicDictionaryModel,
  optionKeysOf,
  type StaticOption,
} from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import { findEnabledEntryKeys } from '../../system/dictionary/dictionary.repository.ts';
import { listDictionaryOptions } from '../../system/dictionary/dictionary-options.service.ts';
import { isJsonObject } from './online-dev-design.ts';
import type { DesignStores, OpenedDesign } from './online-dev-design-stores.ts';
import { openRecordStore, requireRuntimeDesign } from './online-dev-record-store.ts';

/*
 * Dynamic dictionaries (动态字典, menu type 4; the form engine's dynamic-dictionary.ts says what makes a
 * design one): a released design keeps the entries in its records (JSON records or its tables, read
 * through its record store). Without a 状态 `enabledMark` field every entry is enabled; 上级 `parentId`
 * names another entry (a tree). Choices of other forms read it as options: the enabled entries by
 * sortCode, the oldest first within one; a save of such a form must name enabled entries, as one of a
 * choice fed by a data-dictionary category must name its enabled entries. An entry whose parent is
 * missing, disabled or itself is a root; entries caught in a parent cycle are left out of the tree
 * (they stay valid values).
 */

type Json = Record<string, unknown>;

interface Entry {
  /** The record's values with its id, as a field's option keys read them. */
  row: Json;
  id: string;
  parentId: string;
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const sortOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(textOf(value) || Number.NaN);
  return Number.isFinite(number) ? number : 0;
};

/** Refuses a design that is no dynamic dictionary. */
function assertDictionary({ release, model }: Pick<OpenedDesign, 'release' | 'model'>) {
  if (!isDynamicDictionaryModel(model))
    throw badRequest('onlineDev.notDictionary', { name: release.fullName });
}

/** The enabled entries of a dictionary design, in option order; refuses a design of another shape. */
async function enabledEntries(db: Db | Tx, design: OpenedDesign): Promise<Entry[]> {
  assertDictionary(design);
  const hasState = hasMainField(design.model, FIELDS.state);
  const rows = await design.store.oldest(db, ONLINE_DEV_PAGE_MAX);
  const enabled = rows.filter((row) => !hasState || ['1', 'true'].includes(String(row[FIELDS.state])));
  // The store answers the oldest first; a stable sort keeps that order within one sortCode.
  return enabled
    .sort((a, b) => sortOf(a[FIELDS.sort]) - sortOf(b[FIELDS.sort]))
    .map((row) => ({ row, id: String(row.id), parentId: textOf(row[FIELDS.parent]) }));
}

/** The entries as options, nested under their parents. */
function optionTree(entries: Entry[]): DictionaryOption[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const isRoot = (entry: Entry) => !ids.has(entry.parentId) || entry.parentId === entry.id;
  const below = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (isRoot(entry)) continue;
    below.set(entry.parentId, [...(below.get(entry.parentId) ?? []), entry]);
  }
  const toOption = (entry: Entry): DictionaryOption => {
    const children = (below.get(entry.id) ?? []).map(toOption);
    return {
      id: entry.id,
      parentId: isRoot(entry) ? '0' : entry.parentId,
      fullName: textOf(entry.row[FIELDS.name]),
      enCode: textOf(entry.row[FIELDS.code]),
      hasChildren: children.length > 0,
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return entries.filter(isRoot).map(toOption);
}

/** GET /OnlineDev/{modelId}/DictionaryOptions: the dictionary's enabled entries as an option tree. */
export async function listDynamicDictionaryOptions(
  ctx: AppContext,
  lang: Language,
  modelId: string,
): Promise<{ list: DictionaryOption[] }> {
  const { release, model } = await requireRuntimeDesign(ctx, modelId, lang);
  assertDictionary({ release, model });
  const store = await openRecordStore(ctx, release, model);
  return { list: optionTree(await enabledEntries(ctx.db, { release, model, store })) };
}

/** Where a choice's entries come from: a dynamic dictionary design or a data-dictionary category. */
type Source = { design: string } | { category: string };

function sourceOf(entry: FieldEntry): Source | undefined {
  const design = dynamicDictionaryOf(entry.field);
  if (design) return { design };
  const category = dataDictionaryOf(entry.field);
  return category ? { category } : undefined;
}

/** The chosen values of each dictionary-fed field of the record (sub-table cells included). */
function dictionaryValues(model: FormModel, record: Json) {
  const found: { entry: FieldEntry; source: Source; values: unknown[] }[] = [];
  const add = (entry: FieldEntry, value: unknown) => {
    const source = sourceOf(entry);
    const values = [value].flat(2).filter((item) => item !== null && item !== undefined && item !== '');
    if (source && values.length > 0) found.push({ entry, source, values });
  };
  for (const entry of model.fields) {
    add(entry, record[entry.name]);
    const rows = entry.kind === 'subTable' ? record[entry.name] : undefined;
    if (!Array.isArray(rows)) continue;
    for (const column of model.columns.get(entry.name) ?? []) {
      for (const row of rows) if (isJsonObject(row)) add(column, row[column.name]);
    }
  }
  return found;
}

/**
 * The values a choice may hold, each dictionary read once (an unknown one has no entries): a dynamic
 * dictionary's enabled entries under the field's option value key (the entry's id unless the design
 * says `enCode`...); a data dictionary's enabled entries by id or by code, as either is bound (the
 * renderer stores the code, designs of the original with `props.value: 'id'` the id).
 */
type AllowedValues = (entry: FieldEntry, source: Source) => Promise<Set<string>>;

function allowedValues(db: Db | Tx, stores: DesignStores): AllowedValues {
  const designs = new Map<string, Promise<Entry[]>>();
  const categories = new Map<string, Promise<Set<string>>>();
  return async (entry, source) => {
    if ('category' in source) {
      let keys = categories.get(source.category);
      if (!keys) {
        keys = findEnabledEntryKeys(db, source.category).then(
          (rows) => new Set(rows.flatMap((row) => [row.id, row.enCode])),
        );
        categories.set(source.category, keys);
      }
      return keys;
    }
    let entries = designs.get(source.design);
    if (!entries) {
      entries = stores(source.design).then((design) => (design ? enabledEntries(db, design) : []));
      designs.set(source.design, entries);
    }
    const key = optionKeysOf(entry.field).value;
    return new Set((await entries).map((item) => textOf(item.row[key])));
  };
}

/** A chosen value that is no enabled entry of its dictionary, with the field's label. */
export interface DictionaryMiss {
  field: string;
  value: string;
}

/** The first value of a dictionary-fed choice that is no enabled entry of its dictionary. */
async function firstDictionaryMiss(
  allowed: AllowedValues,
  model: FormModel,
  record: Json,
): Promise<DictionaryMiss | undefined> {
  for (const { entry, source, values } of dictionaryValues(model, record)) {
    const members = await allowed(entry, source);
    const missing = values.find((value) => !members.has(textOf(value)));
    if (missing !== undefined) {
      return { field: String(entry.field.__config__.label || entry.name), value: textOf(missing) };
    }
  }
  return undefined;
}

/**
 * Refuses a record naming a value that is no enabled entry of its dictionary (dynamic or data
 * dictionary), naming the field; the dynamic dictionaries' stores are opened before the transaction
 * (`openReferencedStores`). Choices fed by a data interface are not checked: its rows may change
 * between the form's read and the save, and reading them may be slow.
 */
export async function assertDictionaryMembers(tx: Tx, model: FormModel, record: Json, stores: DesignStores) {
  const miss = await firstDictionaryMiss(allowedValues(tx, stores), model, record);
  if (miss) throw badRequest('onlineDev.dictionaryEntryMissing', { ...miss });
}

/**
 * The membership check of many records of one form (an import): each dictionary is read once; answers
 * the miss of a record, if any.
 */
export function dictionaryMembersCheck(db: Db | Tx, model: FormModel, stores: DesignStores) {
  const allowed = allowedValues(db, stores);
  return (record: Json) => firstDictionaryMiss(allowed, model, record);
}

/**
 * The options of each main-form dictionary choice by field name, for cell texts (the export): the
 * entries of a dynamic dictionary design or of a data-dictionary category; a dictionary that cannot be
 * read (gone, of another shape) is left out and its cells show as stored.
 */
export async function dictionaryOptionsByField(
  ctx: AppContext,
  model: FormModel,
  lang: Language,
): Promise<Map<string, StaticOption[]>> {
  const read = new Map<string, Promise<StaticOption[] | undefined>>();
  const loaded = new Map<string, StaticOption[]>();
  for (const entry of model.fields) {
    if (entry.table) continue;
    const dictionaryType = dataDictionaryOf(entry.field);
    if (dictionaryType) {
      const { list } = await listDictionaryOptions(ctx, dictionaryType, lang);
      if (list.length > 0) loaded.set(entry.name, dataDictionaryRows(list, optionKeysOf(entry.field)));
      continue;
    }
    const designId = dynamicDictionaryOf(entry.field);
    if (!designId) continue;
    if (!read.has(designId)) {
      read.set(
        designId,
        listDynamicDictionaryOptions(ctx, lang, designId).then(
          ({ list }) => dictionaryEntryOptions(list),
          () => undefined,
        ),
      );
    }
    const options = await read.get(designId);
    if (options) loaded.set(entry.name, options);
  }
  return loaded;
}
