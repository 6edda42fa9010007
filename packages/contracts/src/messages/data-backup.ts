import type { MessageCatalogue } from './types.ts';

/** 数据备份. */
export const dataBackupMessages = {
  'dataBackup.notFound': {
    'zh-CN': '备份不存在',
    'zh-TW': '備份不存在',
    'en-US': 'No such backup',
  },
  'dataBackup.started': {
    'zh-CN': '已开始备份',
    'zh-TW': '已開始備份',
    'en-US': 'Backup started',
  },
  'dataBackup.running': {
    'zh-CN': '已有备份正在进行，请等待其完成',
    'zh-TW': '已有備份正在進行，請等待其完成',
    'en-US': 'A backup is already running; wait for it to finish',
  },
  'dataBackup.notReady': {
    'zh-CN': '备份尚未完成或已失败，没有可下载的文件',
    'zh-TW': '備份尚未完成或已失敗，沒有可下載的檔案',
    'en-US': 'The backup is not finished or failed: there is no file to download',
  },
  'dataBackup.busy': {
    'zh-CN': '备份正在进行，完成后才能删除',
    'zh-TW': '備份正在進行，完成後才能刪除',
    'en-US': 'The backup is running; delete it once it has finished',
  },
} satisfies MessageCatalogue;
