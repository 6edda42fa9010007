import type { MessageCatalogue } from './types.ts';

/** Grade management (分级管理). */
export const gradeMessages = {
  'grade.userNotFound': {
    'zh-CN': '用户不存在',
    'zh-TW': '使用者不存在',
    'en-US': 'No such user',
  },
  'grade.organizeNotFound': {
    'zh-CN': '组织不存在：{id}',
    'zh-TW': '組織不存在：{id}',
    'en-US': 'No such organization: {id}',
  },
  'grade.duplicateOrganize': {
    'zh-CN': '组织重复：{name}',
    'zh-TW': '組織重複：{name}',
    'en-US': 'Organization listed twice: {name}',
  },
  'grade.cannotEditSelf': {
    'zh-CN': '不能修改自己的分级管理权限',
    'zh-TW': '不能修改自己的分級管理權限',
    'en-US': 'You cannot change your own delegated administration',
  },
  'grade.administrator': {
    'zh-CN': '超级管理员拥有全部权限，无需设置分级管理',
    'zh-TW': '超級管理員擁有全部權限，無需設定分級管理',
    'en-US': 'Administrators manage everything; delegated administration does not apply to them',
  },
  'grade.outOfScope': {
    'zh-CN': '只能在您自己管理的组织范围内分配分级管理：{name}',
    'zh-TW': '只能在您自己管理的組織範圍內分配分級管理：{name}',
    'en-US': 'You can only delegate what you administer yourself: {name}',
  },
  'grade.userOutOfScope': {
    'zh-CN': '只能为您所管组织内的用户设置分级管理',
    'zh-TW': '只能為您所管組織內的使用者設定分級管理',
    'en-US': 'You can only delegate to users of the organizations you administer',
  },
} satisfies MessageCatalogue;
