import { defineLocales } from '../../platform/i18n/define-locales.ts';

/** Strings of the message drawer and the message detail dialog. */
export const messageLocales = defineLocales(
  'message',
  {
    drawerTitle: '站内消息',
    searchPlaceholder: '请输入关键词查询',
    sourceType: '消息类型',
    allTypes: '全部类型',
    types: { '1': '系统消息', '2': '流程消息', '3': '公告消息', '4': '日程消息' },
    onlyUnread: '只看未读',
    unread: '未读',
    readAll: '全部已读',
    readAllConfirm: '您确定要把所有消息设置为已读吗？',
    readAllDone: '已全部设为已读',
    noMore: '没有更多了',
    viewAll: '查看全部消息',
    detailTitle: '消息详情',
    releaseUser: '发布人',
    releaseTime: '发布时间',
    systemSender: '系统',
    attachments: '附件',
  },
  {
    drawerTitle: '站內訊息',
    searchPlaceholder: '請輸入關鍵字查詢',
    sourceType: '訊息類型',
    allTypes: '全部類型',
    types: { '1': '系統訊息', '2': '流程訊息', '3': '公告訊息', '4': '日程訊息' },
    onlyUnread: '只看未讀',
    unread: '未讀',
    readAll: '全部已讀',
    readAllConfirm: '您確定要把所有訊息設為已讀嗎？',
    readAllDone: '已全部設為已讀',
    noMore: '沒有更多了',
    viewAll: '查看全部訊息',
    detailTitle: '訊息詳情',
    releaseUser: '發佈人',
    releaseTime: '發佈時間',
    systemSender: '系統',
    attachments: '附件',
  },
  {
    drawerTitle: 'Messages',
    searchPlaceholder: 'Search by keyword',
    sourceType: 'Message type',
    allTypes: 'All types',
    types: { '1': 'System', '2': 'Workflow', '3': 'Notice', '4': 'Schedule' },
    onlyUnread: 'Unread only',
    unread: 'Unread',
    readAll: 'Mark all read',
    readAllConfirm: 'Are you sure to mark all as read?',
    readAllDone: 'All messages marked as read',
    noMore: 'No more messages',
    viewAll: 'View all messages',
    detailTitle: 'Message detail',
    releaseUser: 'Sender',
    releaseTime: 'Sent at',
    systemSender: 'System',
    attachments: 'Attachments',
  },
);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    message: KeysOf<typeof messageLocales>;
  }
}
