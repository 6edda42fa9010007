import type { MessageCatalogue } from './types.ts';

/** 翻译管理. */
export const translationMessages = {
  'translation.notFound': {
    'zh-CN': '要翻译的记录不存在：{entity} {id}',
    'zh-TW': '要翻譯的記錄不存在：{entity} {id}',
    'en-US': 'No such record to translate: {entity} {id}',
  },
  'translation.importNotJson': {
    'zh-CN': '请选择 .json 格式的翻译文件',
    'zh-TW': '請選擇 .json 格式的翻譯檔案',
    'en-US': 'Choose a .json translation file',
  },
  'translation.importInvalid': {
    'zh-CN': '翻译文件格式不正确：{detail}',
    'zh-TW': '翻譯檔案格式不正確：{detail}',
    'en-US': 'The translation file is not valid: {detail}',
  },
  'translation.unknownLanguage': {
    'zh-CN': '不支持的语言：{language}（可用 zh-CN、zh-TW、en-US），未做任何更改',
    'zh-TW': '不支援的語言：{language}（可用 zh-CN、zh-TW、en-US），未做任何變更',
    'en-US': 'Unknown language: {language} (use zh-CN, zh-TW or en-US); nothing was changed',
  },
  'translation.importUnknownRecord': {
    'zh-CN': '翻译文件中的记录不存在：{entity} {id}，未做任何更改',
    'zh-TW': '翻譯檔案中的記錄不存在：{entity} {id}，未做任何變更',
    'en-US': 'The file names a record that does not exist: {entity} {id}; nothing was changed',
  },
} satisfies MessageCatalogue;
