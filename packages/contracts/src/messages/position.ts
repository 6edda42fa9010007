import type { MessageCatalogue } from './types.ts';

/** Positions (岗位管理). */
export const positionMessages = {
  'position.notFound': { 'zh-CN': '岗位不存在', 'zh-TW': '職位不存在', 'en-US': 'No such position' },
  'position.duplicateCode': {
    'zh-CN': '岗位编码已存在：{code}',
    'zh-TW': '職位編碼已存在：{code}',
    'en-US': 'A position with code {code} already exists',
  },
  'position.organizeNotFound': {
    'zh-CN': '所属组织不存在',
    'zh-TW': '所屬組織不存在',
    'en-US': 'The organization of the position does not exist',
  },
  'position.hasUsers': {
    'zh-CN': '该岗位下还有用户，不能删除',
    'zh-TW': '該職位下還有使用者，不能刪除',
    'en-US': 'This position still has users and cannot be deleted',
  },
  'position.enabled': { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' },
  'position.disabled': { 'zh-CN': '已禁用', 'zh-TW': '已禁用', 'en-US': 'Disabled' },
} satisfies MessageCatalogue;
