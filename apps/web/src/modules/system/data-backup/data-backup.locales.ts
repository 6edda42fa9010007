import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the 数据备份 page; the rest are the admin kit's. */
export const dataBackupLocales = defineLocales(
  'dataBackup',
  {
    searchPlaceholder: '请输入文件名查询',
    create: '新建备份',
    confirmCreate: '您确定要备份数据库吗？备份包含全部平台数据与业务表。',
    download: '下载',
    confirmDelete: '此操作将永久删除该备份文件，是否继续？',
    field: { fileName: '文件名', fileSize: '文件大小', progress: '进度', creatorTime: '备份时间' },
    state: { running: '备份中', done: '已完成', failed: '失败' },
    tables: '{{done}}/{{total}} 张表，{{rows}} 行',
    restoreHint: '恢复备份：在一个全新安装上停止服务后运行 npm run restore -- <文件>。',
  },
  {
    searchPlaceholder: '請輸入檔案名稱查詢',
    create: '新建備份',
    confirmCreate: '您確定要備份資料庫嗎？備份包含全部平台資料與業務表。',
    download: '下載',
    confirmDelete: '此操作將永久刪除該備份檔案，是否繼續？',
    field: { fileName: '檔案名稱', fileSize: '檔案大小', progress: '進度', creatorTime: '備份時間' },
    state: { running: '備份中', done: '已完成', failed: '失敗' },
    tables: '{{done}}/{{total}} 張表，{{rows}} 列',
    restoreHint: '還原備份：在一個全新安裝上停止服務後執行 npm run restore -- <檔案>。',
  },
  {
    searchPlaceholder: 'Search by file name',
    create: 'New backup',
    confirmCreate: 'Back up the database now? The backup holds all platform data and business tables.',
    download: 'Download',
    confirmDelete: 'This deletes the backup file for good. Continue?',
    field: { fileName: 'File name', fileSize: 'Size', progress: 'Progress', creatorTime: 'Backed up at' },
    state: { running: 'Running', done: 'Done', failed: 'Failed' },
    tables: '{{done}}/{{total}} tables, {{rows}} rows',
    restoreHint:
      'To restore: on a fresh installation with the server stopped, run npm run restore -- <file>.',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    dataBackup: KeysOf<typeof dataBackupLocales>;
  }
}
