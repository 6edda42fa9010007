import type { MessageCatalogue } from './types.ts';

/** User administration (permission → user). */
export const usersMessages = {
  'users.notFound': { 'zh-CN': '用户不存在', 'zh-TW': '使用者不存在', 'en-US': 'No such user' },
  'users.accountTaken': {
    'zh-CN': '账户名称已存在：{account}',
    'zh-TW': '帳戶名稱已存在：{account}',
    'en-US': 'Account already in use: {account}',
  },
  'users.organizeRequired': {
    'zh-CN': '请选择所属组织',
    'zh-TW': '請選擇所屬組織',
    'en-US': 'Choose at least one organization',
  },
  'users.readOnlyField': {
    'zh-CN': '不能在此修改：{field}',
    'zh-TW': '不能在此修改：{field}',
    'en-US': 'This cannot be changed here: {field}',
  },
  'users.stateNotEditable': {
    'zh-CN': '状态请通过启用/禁用或解除锁定修改',
    'zh-TW': '狀態請透過啟用/停用或解除鎖定修改',
    'en-US': 'Change the state with enable/disable or unlock',
  },
  'users.organizeNotFound': {
    'zh-CN': '组织不存在：{id}',
    'zh-TW': '組織不存在：{id}',
    'en-US': 'No such organization: {id}',
  },
  'users.positionNotFound': {
    'zh-CN': '岗位不存在：{id}',
    'zh-TW': '崗位不存在：{id}',
    'en-US': 'No such position: {id}',
  },
  'users.roleNotFound': {
    'zh-CN': '角色不存在：{id}',
    'zh-TW': '角色不存在：{id}',
    'en-US': 'No such role: {id}',
  },
  'users.mainOrganizeNotListed': {
    'zh-CN': '主组织必须是所属组织之一',
    'zh-TW': '主組織必須是所屬組織之一',
    'en-US': 'The main organization must be one of the user’s organizations',
  },
  'users.mainPositionNotListed': {
    'zh-CN': '主岗位必须是所选岗位之一',
    'zh-TW': '主崗位必須是所選崗位之一',
    'en-US': 'The main position must be one of the user’s positions',
  },
  'users.positionOutsideOrganizations': {
    'zh-CN': '岗位“{name}”不属于所选组织',
    'zh-TW': '崗位「{name}」不屬於所選組織',
    'en-US': 'Position “{name}” does not belong to the chosen organizations',
  },
  'users.roleOutsideOrganizations': {
    'zh-CN': '角色“{name}”不属于所选组织',
    'zh-TW': '角色「{name}」不屬於所選組織',
    'en-US': 'Role “{name}” does not apply to the chosen organizations',
  },
  'users.managerNotFound': {
    'zh-CN': '直属主管不存在',
    'zh-TW': '直屬主管不存在',
    'en-US': 'The chosen manager does not exist',
  },
  'users.managerCycle': {
    'zh-CN': '直属主管不能是自己或自己的下属',
    'zh-TW': '直屬主管不能是自己或自己的下屬',
    'en-US': 'The manager cannot be the user or one of their subordinates',
  },
  'users.outOfScope': {
    'zh-CN': '该用户不在您管理的组织范围内',
    'zh-TW': '該使用者不在您管理的組織範圍內',
    'en-US': 'This user is outside the organizations you manage',
  },
  'users.organizeOutOfScope': {
    'zh-CN': '组织“{name}”不在您管理的范围内',
    'zh-TW': '組織「{name}」不在您管理的範圍內',
    'en-US': 'Organization “{name}” is outside what you manage',
  },
  'users.positionOutOfScope': {
    'zh-CN': '您不能分配岗位“{name}”',
    'zh-TW': '您不能分配崗位「{name}」',
    'en-US': 'You may not assign position “{name}”',
  },
  'users.roleOutOfScope': {
    'zh-CN': '您不能分配角色“{name}”',
    'zh-TW': '您不能分配角色「{name}」',
    'en-US': 'You may not assign role “{name}”',
  },
  'users.administratorProtected': {
    'zh-CN': '只有超级管理员可以操作超级管理员账号',
    'zh-TW': '只有超級管理員可以操作超級管理員帳號',
    'en-US': 'Only an administrator can change an administrator’s account',
  },
  'users.cannotEditSelf': {
    'zh-CN': '不能在用户管理中修改自己的账号，请到个人信息中修改',
    'zh-TW': '不能在使用者管理中修改自己的帳號，請到個人資訊中修改',
    'en-US': 'You cannot change your own account here; use your profile',
  },
  'users.cannotDisableSelf': {
    'zh-CN': '不能禁用自己',
    'zh-TW': '不能禁用自己',
    'en-US': 'You cannot disable yourself',
  },
  'users.cannotDeleteSelf': {
    'zh-CN': '不能删除自己',
    'zh-TW': '不能刪除自己',
    'en-US': 'You cannot delete yourself',
  },
  'users.lastAdministrator': {
    'zh-CN': '不能删除或禁用最后一个超级管理员',
    'zh-TW': '不能刪除或禁用最後一個超級管理員',
    'en-US': 'The last administrator cannot be deleted or disabled',
  },
  'users.passwordMismatch': {
    'zh-CN': '两次输入的密码不一致',
    'zh-TW': '兩次輸入的密碼不一致',
    'en-US': 'The two passwords differ',
  },
  'users.passwordReset': {
    'zh-CN': '密码已重置，该用户需重新登录并修改密码',
    'zh-TW': '密碼已重設，該使用者需重新登入並修改密碼',
    'en-US': 'Password reset; the user must sign in again and change it',
  },
  'users.passwordResetSignedOut': {
    'zh-CN': '您的密码已被管理员重置，请重新登录',
    'zh-TW': '您的密碼已被管理員重設，請重新登入',
    'en-US': 'An administrator reset your password, please sign in again',
  },
  'users.enabled': { 'zh-CN': '已启用', 'zh-TW': '已啟用', 'en-US': 'Enabled' },
  'users.disabled': { 'zh-CN': '已禁用', 'zh-TW': '已禁用', 'en-US': 'Disabled' },
  'users.unlocked': { 'zh-CN': '解锁成功', 'zh-TW': '解鎖成功', 'en-US': 'Unlocked' },
  'users.handoverSameUser': {
    'zh-CN': '交接人不能是离职人本人',
    'zh-TW': '交接人不能是離職人本人',
    'en-US': 'Work cannot be handed over to the same user',
  },
  'users.handoverTargetDisabled': {
    'zh-CN': '交接人已被禁用',
    'zh-TW': '交接人已被禁用',
    'en-US': 'The user taking over is disabled',
  },
  'users.handedOver': { 'zh-CN': '工作交接成功', 'zh-TW': '工作交接成功', 'en-US': 'Work handed over' },
} satisfies MessageCatalogue;
