import type { OptionKeys } from './field-options.ts';
import type { StaticOption } from './schema/form-schema.ts';

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
