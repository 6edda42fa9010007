import type { DictionaryOption } from '@platform/contracts';
import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import type { OptionItem } from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';

/*
 * The form engine's dictionary options on the server's dictionary picker: the enabled entries of a
 * category named by id or code (GET /system/DictionaryData/{typeId}/Data/Selector, open to every
 * signed-in user), nested for tree categories. The value is the entry's code, as the designs bind it
 * (`props.value: 'enCode'`).
 */

/** A data dictionary's entries as the renderer's options (the entry's code as the value). */
export const dictionaryItems = (options: readonly DictionaryOption[]): OptionItem[] =>
  options.map((option) => ({
    label: option.fullName,
    value: option.enCode,
    ...(option.children?.length ? { children: dictionaryItems(option.children) } : {}),
  }));

export async function dictionaryOptions(dictionaryType: string): Promise<OptionItem[]> {
  const { list } = await call(
    dictionaryDataEndpoints.selector,
    { params: { typeId: dictionaryType } },
    { isSilent: true },
  );
  return dictionaryItems(list);
}
