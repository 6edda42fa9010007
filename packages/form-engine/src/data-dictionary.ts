import type { OptionKeys } from './field-options.ts';
import type { FormField, StaticOption } from './schema/form-schema.ts';

/** The category (id or code) of a choice fed by the data dictionary; undefined for other option sources. */
export function dataDictionaryOf(field: FormField): string | undefined {
  const { dataType, dictionaryType } = field.__config__;
  return dataType === 'dictionary' && typeof dictionaryType === 'string' && dictionaryType
    ? dictionaryType
    : undefined;
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
 * stored values in lists and exports: each entry by its code (what the renderer stores) and by its id
 * (what designs of the original bound with `props.value: 'id'` stored).
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
