import type { MessageCatalogue } from './types.ts';

/** 代码生成. */
export const codeGeneratorMessages = {
  'codeGenerator.noFields': {
    'zh-CN': '该设计没有可生成代码的字段',
    'zh-TW': '該設計沒有可生成程式碼的欄位',
    'en-US': 'The design has no field code can be generated for',
  },
  'codeGenerator.reservedName': {
    'zh-CN': '功能类名不可用：{name}',
    'zh-TW': '功能類名不可用：{name}',
    'en-US': 'This class name cannot be used: {name}',
  },
} satisfies MessageCatalogue;
