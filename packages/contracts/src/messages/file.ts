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
  'file.chunk.tooLarge': {
    'zh-CN': '文件大小超过{max}',
    'zh-TW': '檔案大小超過{max}',
    'en-US': 'The file is larger than {max}',
  },
  'file.chunk.typeNotAllowed': {
    'zh-CN': '请选择{types}类型的文件',
    'zh-TW': '請選擇{types}類型的檔案',
    'en-US': 'Please choose a file of type {types}',
  },
  'file.chunk.badLayout': {
    'zh-CN': '分片的大小或序号与文件不符',
    'zh-TW': '分片的大小或序號與檔案不符',
    'en-US': 'The chunk size or number does not match the file',
  },
  'file.chunk.badIdentifier': {
    'zh-CN': '文件标识必须是文件的 MD5 值',
    'zh-TW': '檔案標識必須是檔案的 MD5 值',
    'en-US': 'The file identifier must be the MD5 of the file',
  },
  'file.chunk.fieldsFirst': {
    'zh-CN': '分片字段必须在文件之前发送',
    'zh-TW': '分片欄位必須在檔案之前傳送',
    'en-US': 'The chunk fields must be sent before the file part',
  },
  'file.chunk.incomplete': {
    'zh-CN': '文件分片不完整，请重新上传',
    'zh-TW': '檔案分片不完整，請重新上傳',
    'en-US': 'Some chunks of the file are missing; please upload it again',
  },
  'file.chunk.checksumMismatch': {
    'zh-CN': '文件校验失败，请重新上传',
    'zh-TW': '檔案校驗失敗，請重新上傳',
    'en-US': 'The file failed its checksum; please upload it again',
  },
  'file.chunk.stored': { 'zh-CN': '分片已保存', 'zh-TW': '分片已儲存', 'en-US': 'Chunk stored' },
  'file.notExist': { 'zh-CN': '文件不存在', 'zh-TW': '檔案不存在', 'en-US': 'The file does not exist' },
  'file.noFiles': { 'zh-CN': '未发现文件', 'zh-TW': '未發現檔案', 'en-US': 'No files found' },
  'file.linkExpired': {
    'zh-CN': '下载链接已失效，请重新下载',
    'zh-TW': '下載連結已失效，請重新下載',
    'en-US': 'The download link has expired; please download again',
  },
} satisfies MessageCatalogue;
