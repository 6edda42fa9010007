import type { MessageCatalogue } from './types.ts';

/** Uploads and downloads (file module). */
export const fileMessages = {
  'file.uploaded': { 'zh-CN': '上传成功', 'zh-TW': '上傳成功', 'en-US': 'Uploaded' },
  'file.notMultipart': {
    'zh-CN': '请以 multipart/form-data 方式上传文件',
    'zh-TW': '請以 multipart/form-data 方式上傳檔案',
    'en-US': 'Please upload the file as multipart/form-data',
  },
  'file.missing': {
    'zh-CN': '请选择要上传的文件',
    'zh-TW': '請選擇要上傳的檔案',
    'en-US': 'Please choose a file to upload',
  },
  'file.empty': { 'zh-CN': '文件内容为空', 'zh-TW': '檔案內容為空', 'en-US': 'The file is empty' },
  'file.tooLarge': {
    'zh-CN': '文件大小不能超过 {max}',
    'zh-TW': '檔案大小不能超過 {max}',
    'en-US': 'The file must not be larger than {max}',
  },
  'file.typeNotAllowed': {
    'zh-CN': '不支持的文件类型，仅允许：{types}',
    'zh-TW': '不支援的檔案類型，僅允許：{types}',
    'en-US': 'File type not allowed; allowed types: {types}',
  },
  'file.wrongCategory': {
    'zh-CN': '该文件不能用于此用途，请重新上传',
    'zh-TW': '該檔案不能用於此用途，請重新上傳',
    'en-US': 'This file cannot be used here; please upload it again',
  },
} satisfies MessageCatalogue;
