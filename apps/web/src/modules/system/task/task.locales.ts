import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the scheduled jobs page (系统调度), its dialog and its run log; the rest are the admin kit's. */
export const taskLocales = defineLocales(
  'task',
  {
    thing: '任务',
    searchPlaceholder: '请输入任务名称或编码查询',
    field: {
      fullName: '任务名称',
      enCode: '任务编码',
      cron: 'Cron表达式',
      taskCode: '执行任务',
      runCount: '执行次数',
      lastRunTime: '最后执行时间',
      nextRunTime: '下次运行时间',
    },
    cronHelp: '5 位（分 时 日 月 周）、6 位（秒在前）或 7 位（年在后），如 0 0 3 * * ?',
    nextRuns: '接下来的运行时间',
    tasks: { 'file.sweepStaleUploads': '清理过期的上传分片', 'system.sweepLogs': '按保留天数清理系统日志' },
    runNow: '立即执行',
    confirmRun: '您确定要立即执行该任务吗, 是否继续?',
    confirmStart: '您确定要启用该任务, 是否继续?',
    confirmStop: '您确定要停止该任务, 是否继续?',
    log: '任务日志',
    logTitle: '执行日志：{{name}}',
    logField: {
      runTime: '执行时间',
      duration: '耗时(毫秒)',
      runResult: '执行结果',
      description: '执行说明',
      trigger: '触发方式',
    },
    result: { '0': '成功', '1': '失败' },
    trigger: { schedule: '定时', manual: '手动' },
  },
  {
    thing: '任務',
    searchPlaceholder: '請輸入任務名稱或編碼查詢',
    field: {
      fullName: '任務名稱',
      enCode: '任務編碼',
      cron: 'Cron表達式',
      taskCode: '執行任務',
      runCount: '執行次數',
      lastRunTime: '最後執行時間',
      nextRunTime: '下次執行時間',
    },
    cronHelp: '5 位（分 時 日 月 週）、6 位（秒在前）或 7 位（年在後），如 0 0 3 * * ?',
    nextRuns: '接下來的執行時間',
    tasks: { 'file.sweepStaleUploads': '清理過期的上傳分片', 'system.sweepLogs': '依保留天數清理系統日誌' },
    runNow: '立即執行',
    confirmRun: '您確定要立即執行該任務嗎, 是否繼續?',
    confirmStart: '您確定要啟用該任務, 是否繼續?',
    confirmStop: '您確定要停止該任務, 是否繼續?',
    log: '任務日誌',
    logTitle: '執行日誌：{{name}}',
    logField: {
      runTime: '執行時間',
      duration: '耗時(毫秒)',
      runResult: '執行結果',
      description: '執行說明',
      trigger: '觸發方式',
    },
    result: { '0': '成功', '1': '失敗' },
    trigger: { schedule: '定時', manual: '手動' },
  },
  {
    thing: 'job',
    searchPlaceholder: 'Search by job name or code',
    field: {
      fullName: 'Job name',
      enCode: 'Job code',
      cron: 'Cron expression',
      taskCode: 'Task',
      runCount: 'Runs',
      lastRunTime: 'Last run',
      nextRunTime: 'Next run',
    },
    cronHelp:
      '5 fields (minute hour day month weekday), 6 (seconds first) or 7 (year last), e.g. 0 0 3 * * ?',
    nextRuns: 'Next runs',
    tasks: {
      'file.sweepStaleUploads': 'Remove stale upload chunks',
      'system.sweepLogs': 'Delete system logs past their retention',
    },
    runNow: 'Run now',
    confirmRun: 'Run this job now?',
    confirmStart: 'Start this job?',
    confirmStop: 'Stop this job?',
    log: 'Run log',
    logTitle: 'Run log: {{name}}',
    logField: {
      runTime: 'Started',
      duration: 'Duration (ms)',
      runResult: 'Result',
      description: 'Report',
      trigger: 'Trigger',
    },
    result: { '0': 'Success', '1': 'Failure' },
    trigger: { schedule: 'Schedule', manual: 'Manual' },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    task: KeysOf<typeof taskLocales>;
  }
}
