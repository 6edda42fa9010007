import type { MessageCatalogue } from './types.ts';

/** Online users: the administrator's kick-out. */
export const onlineUserMessages = {
  'onlineUser.forcedOffline': {
    'zh-CN': '已强制下线',
    'zh-TW': '已強制下線',
    'en-US': 'Signed out by force',
  },
  'onlineUser.sessionNotFound': {
    'zh-CN': '该会话不存在或已下线',
    'zh-TW': '該會話不存在或已下線',
    'en-US': 'The session does not exist or has already ended',
  },
  'onlineUser.cannotKickSelf': {
    'zh-CN': '不能强制下线自己当前的会话，请使用退出登录',
    'zh-TW': '不能強制下線自己目前的會話，請使用登出',
    'en-US': 'You cannot force your own current session offline; sign out instead',
  },
  'onlineUser.cannotKickAdministrator': {
    'zh-CN': '只有超级管理员可以强制下线超级管理员',
    'zh-TW': '只有超級管理員可以強制下線超級管理員',
    'en-US': 'Only an administrator can force an administrator offline',
  },
  'onlineUser.outOfScope': {
    'zh-CN': '只能强制下线您所管组织内的用户',
    'zh-TW': '只能強制下線您所管組織內的使用者',
    'en-US': 'You can only force users of the organizations you administer offline',
  },
} satisfies MessageCatalogue;
