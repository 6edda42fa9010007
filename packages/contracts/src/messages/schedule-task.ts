import type { MessageCatalogue } from './types.ts';

/** 系统调度. */
export const scheduleTaskMessages = {
  'scheduleTask.notFound': {
    'zh-CN': '任务不存在',
    'zh-TW': '任務不存在',
    'en-US': 'No such job',
  },
  'scheduleTask.codeExists': {
    'zh-CN': '任务编码已存在：{value}',
    'zh-TW': '任務編碼已存在：{value}',
    'en-US': 'A job with code {value} already exists',
  },
  'scheduleTask.cronInvalid': {
    'zh-CN': 'Cron表达式无效：{cron}',
    'zh-TW': 'Cron表達式無效：{cron}',
    'en-US': 'Invalid cron expression: {cron}',
  },
  'scheduleTask.cronNeverFires': {
    'zh-CN': 'Cron表达式永远不会触发：{cron}',
    'zh-TW': 'Cron表達式永遠不會觸發：{cron}',
    'en-US': 'The cron expression never fires: {cron}',
  },
  'scheduleTask.contentInvalid': {
    'zh-CN': '执行内容不是有效的JSON或缺少Cron表达式',
    'zh-TW': '執行內容不是有效的JSON或缺少Cron表達式',
    'en-US': 'The execute content is not valid JSON or lacks a cron expression',
  },
  'scheduleTask.typeUnsupported': {
    'zh-CN': '暂不支持该任务类型：{type}',
    'zh-TW': '暫不支援該任務類型：{type}',
    'en-US': 'This job type is not supported yet: {type}',
  },
  'scheduleTask.taskUnknown': {
    'zh-CN': '内置任务不存在：{task}',
    'zh-TW': '內建任務不存在：{task}',
    'en-US': 'No such built-in task: {task}',
  },
  'scheduleTask.interfaceRequired': {
    'zh-CN': '请选择要调用的数据接口',
    'zh-TW': '請選擇要呼叫的資料介面',
    'en-US': 'Choose the data interface the job calls',
  },
  'scheduleTask.interfaceMissing': {
    'zh-CN': '数据接口不存在或已被删除：{id}',
    'zh-TW': '資料介面不存在或已被刪除：{id}',
    'en-US': 'The data interface does not exist or was deleted: {id}',
  },
  'scheduleTask.runAsMissing': {
    'zh-CN': '任务的执行人（最后保存任务的用户）不存在或已停用',
    'zh-TW': '任務的執行人（最後儲存任務的使用者）不存在或已停用',
    'en-US': 'The user the job runs as (who last saved it) no longer exists or is disabled',
  },
  'scheduleTask.interfaceRan': {
    'zh-CN': '调用成功，返回 {rows} 行：{sample}',
    'zh-TW': '呼叫成功，傳回 {rows} 列：{sample}',
    'en-US': 'Called; {rows} rows returned: {sample}',
  },
  'scheduleTask.started': {
    'zh-CN': '任务已启动',
    'zh-TW': '任務已啟動',
    'en-US': 'Job started',
  },
  'scheduleTask.stopped': {
    'zh-CN': '任务已停止',
    'zh-TW': '任務已停止',
    'en-US': 'Job stopped',
  },
  'scheduleTask.ran': {
    'zh-CN': '任务已执行',
    'zh-TW': '任務已執行',
    'en-US': 'Job run',
  },
  'cacheManage.cleared': {
    'zh-CN': '缓存已清空',
    'zh-TW': '快取已清空',
    'en-US': 'Cache cleared',
  },
} satisfies MessageCatalogue;
