import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/**
 * Strings of 消息中心 › 消息监控 and its detail dialog; the type and source names are the message
 * template page's.
 */
export const messageMonitorLocales = defineLocales(
  'messageMonitor',
  {
    searchPlaceholder: '请输入关键词查询',
    startDate: '开始日期',
    endDate: '结束日期',
    field: {
      messageType: '消息类型',
      messageSource: '消息来源',
      title: '消息标题',
      sendTime: '发送时间',
      isSuccess: '发送结果',
      accountName: '账号名称',
      accountCode: '账号编码',
      receiveUser: '接收人',
      content: '内容',
      errorMessage: '失败原因',
    },
    result: { '1': '成功', '0': '失败' },
    detail: '查看',
    detailTitle: '查看',
    removeSelected: '删除',
    empty: '一键清空',
    confirmRemove: '您确定要删除这些数据吗, 是否继续?',
    confirmEmpty: '您确定要清空全部数据吗, 是否继续?',
  },
  {
    searchPlaceholder: '請輸入關鍵詞查詢',
    startDate: '開始日期',
    endDate: '結束日期',
    field: {
      messageType: '消息類型',
      messageSource: '消息來源',
      title: '消息標題',
      sendTime: '發送時間',
      isSuccess: '發送結果',
      accountName: '帳號名稱',
      accountCode: '帳號編碼',
      receiveUser: '接收人',
      content: '內容',
      errorMessage: '失敗原因',
    },
    result: { '1': '成功', '0': '失敗' },
    detail: '查看',
    detailTitle: '查看',
    removeSelected: '刪除',
    empty: '一鍵清空',
    confirmRemove: '您確定要刪除這些資料嗎, 是否繼續?',
    confirmEmpty: '您確定要清空全部資料嗎, 是否繼續?',
  },
  {
    searchPlaceholder: 'Search by title',
    startDate: 'Start date',
    endDate: 'End date',
    field: {
      messageType: 'Message type',
      messageSource: 'Source',
      title: 'Title',
      sendTime: 'Sent at',
      isSuccess: 'Result',
      accountName: 'Account name',
      accountCode: 'Account code',
      receiveUser: 'Receivers',
      content: 'Content',
      errorMessage: 'Failure reason',
    },
    result: { '1': 'Sent', '0': 'Failed' },
    detail: 'View',
    detailTitle: 'Message details',
    removeSelected: 'Delete',
    empty: 'Clear all',
    confirmRemove: 'Delete the selected records?',
    confirmEmpty: 'Delete every record?',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    messageMonitor: KeysOf<typeof messageMonitorLocales>;
  }
}
