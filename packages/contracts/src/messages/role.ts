import type { MessageCatalogue } from './types.ts';

/** Roles (permission → role). */
export const roleMessages = {
  'role.notFound': { 'zh-CN': '角色不存在', 'zh-TW': '角色不存在', 'en-US': 'No such role' },
  'role.codeTaken': {
    'zh-CN': '角色编码已存在：{enCode}',
    'zh-TW': '角色編碼已存在：{enCode}',
    'en-US': 'Role code already in use: {enCode}',
  },
  'role.nameTaken': {
    'zh-CN': '角色名称已存在：{fullName}',
    'zh-TW': '角色名稱已存在：{fullName}',
    'en-US': 'Role name already in use: {fullName}',
  },
  'role.organizeRequired': {
    'zh-CN': '组织角色至少要选择一个所属组织',
    'zh-TW': '組織角色至少要選擇一個所屬組織',
    'en-US': 'An organization role needs at least one organization',
  },
  'role.organizeNotFound': {
    'zh-CN': '组织不存在：{id}',
    'zh-TW': '組織不存在：{id}',
    'en-US': 'No such organization: {id}',
  },
  'role.hasUsers': {
    'zh-CN': '该角色下还有 {count} 个用户，请先移除用户再删除',
    'zh-TW': '該角色下還有 {count} 個使用者，請先移除使用者再刪除',
    'en-US': '{count} users still hold this role; remove them before deleting it',
  },
  'role.outOfScope': {
    'zh-CN': '该角色不在您管理的组织范围内',
    'zh-TW': '該角色不在您管理的組織範圍內',
    'en-US': 'This role is outside the organizations you manage',
  },
  'role.globalNeedsAdministrator': {
    'zh-CN': '只有超级管理员可以管理全局角色',
    'zh-TW': '只有超級管理員可以管理全域角色',
    'en-US': 'Only an administrator can manage global roles',
  },
  'role.enabled': { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' },
  'role.disabled': { 'zh-CN': '已禁用', 'zh-TW': '已禁用', 'en-US': 'Disabled' },
} satisfies MessageCatalogue;
