import { type OptionKeys, optionKeysOf } from './field-options.ts';
import type { FormField, StaticOption } from './schema/form-schema.ts';

/** The category (id or code) of a choice fed by the data dictionary; undefined for other option sources. */
export function dataDictionaryOf(field: FormField): string | undefined {
  const { dataType, dictionaryType } = field.__config__;
  return dataType === 'dictionary' && typeof dictionaryType === 'string' && dictionaryType
    ? dictionaryType
    : undefined;
}

/** What a choice fed by the data dictionary stores of an entry: its id or its code. */
export type DataDictionaryValueKey = 'id' | 'enCode';

/**
 * The entry key the field stores, from its option keys (`props.value`): `enCode` stores the code; `id`, and
 * a design that names no key (the original's default, `optionKeysOf`), store the entry's id.
 */
export function dataDictionaryValueKey(field: FormField): DataDictionaryValueKey {
  return optionKeysOf(field).value === 'enCode' ? 'enCode' : 'id';
}

/** An entry of a data-dictionary category as its picker answers it. */
export interface DataDictionaryEntry {
  id: string;
  enCode: string;
  fullName: string;
  children?: readonly DataDictionaryEntry[];
}

/**
 * A category's entries (the tree flattened) as option rows under a field's option keys, for naming
 * stored values in lists and exports: each entry by its code and by its id (what a field stores follows
 * its `props.value`, `dataDictionaryValueKey`; records saved before either may hold the other).
 */
export function dataDictionaryRows(
  entries: readonly DataDictionaryEntry[],
  keys: OptionKeys,
): StaticOption[] {
  return entries.flatMap((entry) => [
    { [keys.value]: entry.enCode, [keys.label]: entry.fullName },
    { [keys.value]: entry.id, [keys.label]: entry.fullName },
    ...dataDictionaryRows(entry.children ?? [], keys),
  ]);
}
