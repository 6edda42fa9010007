import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Home workbench. */
export const homeLocales = defineLocales(
  'home',
  {
    greeting: {
      morning: '早上好，{{name}}',
      noon: '中午好，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚上好，{{name}}',
    },
    dateFormat: 'YYYY年M月D日 dddd',
    viewAll: '查看全部',
    quickLinks: { title: '快捷入口' },
    messages: {
      title: '我的消息',
      unread: '未读',
      system: '系统',
      flow: '流程',
      notice: '公告',
      schedule: '日程',
    },
    notices: { title: '系统公告' },
    lastLogin: {
      title: '上次登录',
      time: '时间',
      place: '地点',
      ip: 'IP地址',
      first: '这是您的首次登录',
    },
  },
  {
    greeting: {
      morning: '早安，{{name}}',
      noon: '午安，{{name}}',
      afternoon: '午安，{{name}}',
      evening: '晚安，{{name}}',
    },
    dateFormat: 'YYYY年M月D日 dddd',
    viewAll: '查看全部',
    quickLinks: { title: '快捷入口' },
    messages: {
      title: '我的訊息',
      unread: '未讀',
      system: '系統',
      flow: '流程',
      notice: '公告',
      schedule: '日程',
    },
    notices: { title: '系統公告' },
    lastLogin: {
      title: '上次登錄',
      time: '時間',
      place: '地點',
      ip: 'IP位址',
      first: '這是您的首次登錄',
    },
  },
  {
    greeting: {
      morning: 'Good morning, {{name}}',
      noon: 'Good day, {{name}}',
      afternoon: 'Good afternoon, {{name}}',
      evening: 'Good evening, {{name}}',
    },
    dateFormat: 'dddd, MMMM D, YYYY',
    viewAll: 'View all',
    quickLinks: { title: 'Shortcuts' },
    messages: {
      title: 'My messages',
      unread: 'Unread',
      system: 'System',
      flow: 'Flow',
      notice: 'Notices',
      schedule: 'Schedule',
    },
    notices: { title: 'System notices' },
    lastLogin: {
      title: 'Last login',
      time: 'Time',
      place: 'Location',
      ip: 'IP address',
      first: 'This is your first login',
    },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    home: KeysOf<typeof homeLocales>;
  }
}
