import type { MessageCatalogue } from './types.ts';

/** Organizations and departments (组织管理, 部门管理). */
export const organizeMessages = {
  'organize.notFound': { 'zh-CN': '组织不存在', 'zh-TW': '組織不存在', 'en-US': 'No such organization' },
  'organize.departmentNotFound': {
    'zh-CN': '部门不存在',
    'zh-TW': '部門不存在',
    'en-US': 'No such department',
  },
  'organize.duplicateCode': {
    'zh-CN': '组织编码已存在：{code}',
    'zh-TW': '組織編碼已存在：{code}',
    'en-US': 'An organization with code {code} already exists',
  },
  'organize.parentNotFound': {
    'zh-CN': '上级组织不存在',
    'zh-TW': '上級組織不存在',
    'en-US': 'The parent organization does not exist',
  },
  'organize.parentCycle': {
    'zh-CN': '上级组织不能是自己或自己的下级',
    'zh-TW': '上級組織不能是自己或自己的下級',
    'en-US': 'An organization cannot be moved under itself or one of its children',
  },
  'organize.companyUnderDepartment': {
    'zh-CN': '公司的上级只能是顶级节点或公司',
    'zh-TW': '公司的上級只能是頂級節點或公司',
    'en-US': 'A company can only sit at the top or under another company',
  },
  'organize.departmentAtTop': {
    'zh-CN': '部门必须选择所属组织',
    'zh-TW': '部門必須選擇所屬組織',
    'en-US': 'A department must belong to an organization',
  },
  'organize.managerNotFound': {
    'zh-CN': '负责人不存在',
    'zh-TW': '負責人不存在',
    'en-US': 'The manager is not an existing user',
  },
  'organize.hasChildren': {
    'zh-CN': '该组织下还有下级组织或部门，不能删除',
    'zh-TW': '該組織下還有下級組織或部門，不能刪除',
    'en-US': 'This organization still has sub-organizations or departments and cannot be deleted',
  },
  'organize.hasUsers': {
    'zh-CN': '该组织下还有用户，不能删除',
    'zh-TW': '該組織下還有使用者，不能刪除',
    'en-US': 'This organization still has users and cannot be deleted',
  },
  'organize.hasPositions': {
    'zh-CN': '该组织下还有岗位，不能删除',
    'zh-TW': '該組織下還有職位，不能刪除',
    'en-US': 'This organization still has positions and cannot be deleted',
  },
  'organize.outOfScope': {
    'zh-CN': '您没有管理该组织的权限',
    'zh-TW': '您沒有管理該組織的權限',
    'en-US': 'You do not manage this organization',
  },
  'organize.enabled': { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' },
  'organize.disabled': { 'zh-CN': '已禁用', 'zh-TW': '已禁用', 'en-US': 'Disabled' },
} satisfies MessageCatalogue;
