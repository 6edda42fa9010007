import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the online users screen (permission → online user). */
export const onlineUserLocales = defineLocales(
  'onlineUser',
  {
    searchPlaceholder: '请输入账号或姓名查询',
    account: '账号',
    realName: '姓名',
    organizeName: '所属组织',
    device: '登录设备',
    ip: 'IP 地址',
    loginTime: '登录时间',
    lastSeen: '最后活动',
    current: '当前会话',
    forceOffline: '强制下线',
    forceOfflineSelected: '批量强制下线',
    confirmOne: '确定将用户“{{name}}”的此会话强制下线吗？对方下次操作时将回到登录页。',
    confirmMany: '确定将选中的 {{count}} 个会话强制下线吗？',
  },
  {
    searchPlaceholder: '請輸入帳號或姓名查詢',
    account: '帳號',
    realName: '姓名',
    organizeName: '所屬組織',
    device: '登入裝置',
    ip: 'IP 位址',
    loginTime: '登入時間',
    lastSeen: '最後活動',
    current: '目前會話',
    forceOffline: '強制下線',
    forceOfflineSelected: '批次強制下線',
    confirmOne: '確定將使用者「{{name}}」的此會話強制下線嗎？對方下次操作時將回到登入頁。',
    confirmMany: '確定將選中的 {{count}} 個會話強制下線嗎？',
  },
  {
    searchPlaceholder: 'Search by account or name',
    account: 'Account',
    realName: 'Name',
    organizeName: 'Organization',
    device: 'Device',
    ip: 'IP address',
    loginTime: 'Signed in',
    lastSeen: 'Last active',
    current: 'This session',
    forceOffline: 'Force offline',
    forceOfflineSelected: 'Force selected offline',
    confirmOne:
      'Force this session of "{{name}}" offline? They return to the sign-in page on their next action.',
    confirmMany: 'Force the {{count}} selected sessions offline?',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    onlineUser: KeysOf<typeof onlineUserLocales>;
  }
}
