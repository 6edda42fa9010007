import type { DictionaryOption } from '@platform/contracts';
import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import type { DataDictionaryValueKey } from '@platform/form-engine';
import type { OptionItem } from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';

/*
 * The form engine's dictionary options on the server's dictionary picker: the enabled entries of a
 * category named by id or code (GET /system/DictionaryData/{typeId}/Data/Selector, open to every
 * signed-in user), nested for tree categories. The value is what the field stores of an entry: its id or
 * its code, as its `props.value` says (`dataDictionaryValueKey`).
 */

/** A data dictionary's entries as the renderer's options, each entry's id or code as the value. */
export const dictionaryItems = (
  options: readonly DictionaryOption[],
  valueKey: DataDictionaryValueKey,
): OptionItem[] =>
  options.map((option) => ({
    label: option.fullName,
    value: option[valueKey],
    ...(option.children?.length ? { children: dictionaryItems(option.children, valueKey) } : {}),
  }));

export async function dictionaryOptions(
  dictionaryType: string,
  valueKey: DataDictionaryValueKey,
): Promise<OptionItem[]> {
  const { list } = await call(
    dictionaryDataEndpoints.selector,
    { params: { typeId: dictionaryType } },
    { isSilent: true },
  );
  return dictionaryItems(list, valueKey);
}
