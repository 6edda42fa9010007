import type { MessageCatalogue } from './types.ts';

/** 数据同步. */
export const dataSyncMessages = {
  'dataSync.sameSource': {
    'zh-CN': '数据库连接不能相同',
    'zh-TW': '資料庫連線不能相同',
    'en-US': 'The source and the target must be different connections',
  },
  'dataSync.sameTable': {
    'zh-CN': '请检查，同一数据库下无法同步同一张表：{table}',
    'zh-TW': '請檢查，同一資料庫下無法同步同一張表：{table}',
    'en-US': 'The source and the target are the same table: {table}',
  },
  'dataSync.platformTable': {
    'zh-CN': '{table} 是系统自带的表，数据同步只能读写业务表（{schema}）',
    'zh-TW': '{table} 是系統內建的表，資料同步只能讀寫業務表（{schema}）',
    'en-US':
      '{table} is one of the platform’s own tables; data sync only reads and writes business tables ({schema})',
  },
  'dataSync.noPrimaryKey': {
    'zh-CN': '表 {table} 没有单列主键（整数或字符串），无法分批续传同步，请先为它设置主键',
    'zh-TW': '表 {table} 沒有單欄主鍵（整數或字串），無法分批續傳同步，請先為它設定主鍵',
    'en-US':
      'Table {table} has no one-column primary key (integer or text); resumable sync copies in key order, so give it a primary key first',
  },
  'dataSync.unknownField': {
    'zh-CN': '字段映射有误：源表 {table} 中没有字段 {field}',
    'zh-TW': '欄位對應有誤：來源表 {table} 中沒有欄位 {field}',
    'en-US': 'Field mapping: the source table {table} has no column {field}',
  },
  'dataSync.keyNotMapped': {
    'zh-CN': '字段映射必须包含主键 {field}',
    'zh-TW': '欄位對應必須包含主鍵 {field}',
    'en-US': 'The field mapping must include the primary key {field}',
  },
  'dataSync.duplicateTarget': {
    'zh-CN': '字段映射有误：多个源字段映射到了目标字段 {field}',
    'zh-TW': '欄位對應有誤：多個來源欄位對應到了目標欄位 {field}',
    'en-US': 'Field mapping: several source columns map to the target column {field}',
  },
  'dataSync.targetMissingField': {
    'zh-CN': '目标表 {table} 与源表不兼容：没有字段 {field}',
    'zh-TW': '目標表 {table} 與來源表不相容：沒有欄位 {field}',
    'en-US': 'The target table {table} does not fit: it has no column {field}',
  },
  'dataSync.targetTypeMismatch': {
    'zh-CN': '目标表 {table} 与源表不兼容：字段 {field} 的类型 {to} 放不下源类型 {from}',
    'zh-TW': '目標表 {table} 與來源表不相容：欄位 {field} 的類型 {to} 放不下來源類型 {from}',
    'en-US': 'The target table {table} does not fit: column {field} of type {to} cannot hold {from}',
  },
  'dataSync.targetRequiredField': {
    'zh-CN': '目标表 {table} 与源表不兼容：必填字段 {field} 没有对应的源字段',
    'zh-TW': '目標表 {table} 與來源表不相容：必填欄位 {field} 沒有對應的來源欄位',
    'en-US': 'The target table {table} does not fit: its required column {field} gets no value',
  },
  'dataSync.failed': {
    'zh-CN': '同步失败：{reason}',
    'zh-TW': '同步失敗：{reason}',
    'en-US': 'Sync failed: {reason}',
  },
  'dataSync.done': {
    'zh-CN': '同步成功',
    'zh-TW': '同步成功',
    'en-US': 'Sync finished',
  },
  'dataSync.notResumable': {
    'zh-CN': '只能续传失败（或中断）的同步任务',
    'zh-TW': '只能續傳失敗（或中斷）的同步任務',
    'en-US': 'Only a failed (or interrupted) sync job can be resumed',
  },
  'dataSync.running': {
    'zh-CN': '表 {table} 正在同步中，请稍后再试',
    'zh-TW': '表 {table} 正在同步中，請稍後再試',
    'en-US': 'Table {table} is being synced right now; try again later',
  },
} satisfies MessageCatalogue;
