import type { MessageCatalogue } from './types.ts';

/** User groups (分组管理). */
export const groupMessages = {
  'group.notFound': { 'zh-CN': '分组不存在', 'zh-TW': '分組不存在', 'en-US': 'No such group' },
  'group.duplicateCode': {
    'zh-CN': '分组编码已存在：{code}',
    'zh-TW': '分組編碼已存在：{code}',
    'en-US': 'A group with code {code} already exists',
  },
  'group.hasUsers': {
    'zh-CN': '该分组下还有用户，不能删除',
    'zh-TW': '該分組下還有使用者，不能刪除',
    'en-US': 'This group still has users and cannot be deleted',
  },
} satisfies MessageCatalogue;
