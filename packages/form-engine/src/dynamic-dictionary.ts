import type { DictionaryOption } from '@platform/contracts';
import type { FormModel } from './schema/form-model.ts';
import type { FormField, StaticOption } from './schema/form-schema.ts';

/*
 * A dynamic dictionary (动态字典, menu type 4) is a released design whose form keeps a dictionary-like
 * list: main-form value fields 名称 `fullName` and 编码 `enCode`, optionally 排序 `sortCode`, 状态
 * `enabledMark` (a switch), 上级 `parentId` and 说明 `description`. Choices of other forms take its
 * enabled entries as options with `__config__.dataType: 'dynamicDictionary'` and
 * `__config__.dictionaryType` = the design's id; kept apart from `dictionary` (the data dictionary) and
 * `dynamic` (a data interface), which keep their original meaning.
 */

export const DYNAMIC_DICTIONARY_DATA_TYPE = 'dynamicDictionary';

/** The record keys of a dictionary entry. */
export const DYNAMIC_DICTIONARY_FIELDS = {
  name: 'fullName',
  code: 'enCode',
  sort: 'sortCode',
  state: 'enabledMark',
  parent: 'parentId',
} as const;

/** The design id of a choice fed by a dynamic dictionary; undefined for other option sources. */
export function dynamicDictionaryOf(field: FormField): string | undefined {
  const { dataType, dictionaryType } = field.__config__;
  return dataType === DYNAMIC_DICTIONARY_DATA_TYPE && typeof dictionaryType === 'string' && dictionaryType
    ? dictionaryType
    : undefined;
}

/** Whether a main-form value field has this record key. */
export const hasMainField = (model: FormModel, name: string): boolean =>
  model.fields.some((entry) => entry.name === name);

/** Whether the form keeps a dictionary: main-form fields `fullName` and `enCode`. */
export function isDynamicDictionaryModel(model: FormModel): boolean {
  return (
    hasMainField(model, DYNAMIC_DICTIONARY_FIELDS.name) && hasMainField(model, DYNAMIC_DICTIONARY_FIELDS.code)
  );
}

/** A dictionary's option tree (the DictionaryOptions answer) as option rows, for cell texts and imports. */
export const dictionaryEntryOptions = (list: readonly DictionaryOption[]): StaticOption[] =>
  list.map(({ children, ...option }) => ({
    ...option,
    ...(children ? { children: dictionaryEntryOptions(children) } : {}),
  }));
