import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Labels only the message center (/messageRecord) needs; the rest comes from the `message` namespace. */
export const messageRecordLocales = defineLocales(
  'messageRecord',
  { title: '标题', status: '状态', allStatus: '全部状态', read: '已读' },
  { title: '標題', status: '狀態', allStatus: '全部狀態', read: '已讀' },
  { title: 'Title', status: 'Status', allStatus: 'All', read: 'Read' },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    messageRecord: KeysOf<typeof messageRecordLocales>;
  }
}
