import type { DictionaryOption } from '@platform/contracts';

/** A data dictionary's entry as the server's selectors answer it: id `d{enCode}`, a root without children. */
export const dictionaryEntry = (enCode: string, fullName: string): DictionaryOption => ({
  id: `d${enCode}`,
  parentId: '0',
  fullName,
  enCode,
  hasChildren: false,
});
