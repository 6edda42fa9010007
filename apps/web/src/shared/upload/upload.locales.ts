import { defineLocales } from '../../platform/i18n/define-locales.ts';

/** Strings of the chunked uploader: file statuses, the panel, and the reasons a file is refused. */
export const uploadLocales = defineLocales(
  'upload',
  {
    status: {
      check: '文件校验中',
      waiting: '等待中',
      uploading: '上传中',
      paused: '暂停中',
      success: '上传成功',
      error: '上传失败',
    },
    pause: '暂停',
    resume: '继续',
    retry: '重试',
    remove: '删除',
    refused: {
      tooMany: '当前限制最多可以上传{{count}}个文件',
      tooLarge: '文件大小超过{{size}}{{unit}}',
      wrongType: '请选择{{types}}类型的文件',
      empty: '文件内容为空',
    },
    readError: '文件{{name}}读取出错，请检查该文件',
  },
  {
    status: {
      check: '檔案校驗中',
      waiting: '等待中',
      uploading: '上傳中',
      paused: '暫停中',
      success: '上傳成功',
      error: '上傳失敗',
    },
    pause: '暫停',
    resume: '繼續',
    retry: '重試',
    remove: '刪除',
    refused: {
      tooMany: '目前限制最多可以上傳{{count}}個檔案',
      tooLarge: '檔案大小超過{{size}}{{unit}}',
      wrongType: '請選擇{{types}}類型的檔案',
      empty: '檔案內容為空',
    },
    readError: '檔案{{name}}讀取出錯，請檢查該檔案',
  },
  {
    status: {
      check: 'Checking file',
      waiting: 'Waiting',
      uploading: 'Uploading',
      paused: 'Paused',
      success: 'Uploaded',
      error: 'Upload failed',
    },
    pause: 'Pause',
    resume: 'Resume',
    retry: 'Retry',
    remove: 'Delete',
    refused: {
      tooMany: 'At most {{count}} files can be uploaded',
      tooLarge: 'The file is larger than {{size}}{{unit}}',
      wrongType: 'Please choose a file of type {{types}}',
      empty: 'The file is empty',
    },
    readError: 'The file {{name}} could not be read; please check it',
  },
);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    upload: KeysOf<typeof uploadLocales>;
  }
}
