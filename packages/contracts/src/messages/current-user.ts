import type { MessageCatalogue } from './types.ts';

/** The signed-in user's own profile (/permission/Users/Current). */
export const currentUserMessages = {
  'currentUser.settingSaved': { 'zh-CN': '设置成功', 'zh-TW': '設定成功', 'en-US': 'Settings saved' },
  'currentUser.avatarUpdated': {
    'zh-CN': '头像修改成功',
    'zh-TW': '頭像修改成功',
    'en-US': 'Avatar updated',
  },
  'currentUser.majorSwitched': { 'zh-CN': '切换成功', 'zh-TW': '切換成功', 'en-US': 'Switched' },
  'currentUser.organizeNotMember': {
    'zh-CN': '您不属于该组织，无法切换',
    'zh-TW': '您不屬於該組織，無法切換',
    'en-US': 'You do not belong to this organization',
  },
  'currentUser.positionNotMember': {
    'zh-CN': '您在当前组织中没有该岗位，无法切换',
    'zh-TW': '您在當前組織中沒有該崗位，無法切換',
    'en-US': 'You do not hold this position in your current organization',
  },
  'currentUser.systemNotGranted': {
    'zh-CN': '您没有该应用的权限，无法切换',
    'zh-TW': '您沒有該應用的權限，無法切換',
    'en-US': 'You have no access to this application',
  },
  'currentUser.birthdayInFuture': {
    'zh-CN': '出生日期不能晚于今天',
    'zh-TW': '出生日期不能晚於今天',
    'en-US': 'The birthday cannot be in the future',
  },
  'currentUser.signImgLimit': {
    'zh-CN': '签名最多保存 {max} 个，请先删除不用的签名',
    'zh-TW': '簽名最多保存 {max} 個，請先刪除不用的簽名',
    'en-US': 'You can keep at most {max} signatures; delete one first',
  },
  'currentUser.webMenus': { 'zh-CN': 'WEB菜单', 'zh-TW': 'WEB選單', 'en-US': 'Web menus' },
  'currentUser.appMenus': { 'zh-CN': 'APP菜单', 'zh-TW': 'APP選單', 'en-US': 'App menus' },
} satisfies MessageCatalogue;
