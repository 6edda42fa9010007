import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the SMS outbox page (message centre → 短信发件箱) and its pager. */
export const smsOutboxLocales = defineLocales(
  'smsOutbox',
  {
    notice:
      '演示短信发送器不会真正发出短信：内容（含验证码）记录在此，仅供管理员查看。生产环境接入真实短信网关后，这里不再有新记录。',
    searchPlaceholder: '请输入手机号开头查询',
    mobile: '手机号',
    content: '短信内容',
    creatorTime: '发送时间',
    detail: '详情',
    detailTitle: '短信详情',
  },
  {
    notice:
      '示範簡訊發送器不會真正發出簡訊：內容（含驗證碼）記錄在此，僅供管理員查看。正式環境接入真實簡訊閘道後，這裡不再有新記錄。',
    searchPlaceholder: '請輸入手機號開頭查詢',
    mobile: '手機號',
    content: '簡訊內容',
    creatorTime: '發送時間',
    detail: '詳情',
    detailTitle: '簡訊詳情',
  },
  {
    notice:
      'The demo SMS sender delivers nothing: messages (codes included) are recorded here for administrators only. Once a real SMS gateway is installed in production, nothing new appears here.',
    searchPlaceholder: 'Search by the start of a mobile number',
    mobile: 'Mobile',
    content: 'Content',
    creatorTime: 'Sent at',
    detail: 'Details',
    detailTitle: 'SMS details',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    smsOutbox: KeysOf<typeof smsOutboxLocales>;
  }
}
