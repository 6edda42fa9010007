import type { MessageCatalogue } from './types.ts';

/** 日程. */
export const scheduleMessages = {
  'schedule.notFound': {
    'zh-CN': '该日程已被删除',
    'zh-TW': '該日程已被刪除',
    'en-US': 'The schedule has been deleted',
  },
  'schedule.scopeRequired': {
    'zh-CN': '请选择日程',
    'zh-TW': '請選擇日程',
    'en-US': 'Please choose which schedules',
  },
  'schedule.notCreator': {
    'zh-CN': '只有日程的创建人可以修改日程',
    'zh-TW': '只有日程的建立人可以修改日程',
    'en-US': 'Only the creator of the schedule can change it',
  },
  'schedule.endBeforeStart': {
    'zh-CN': '结束时间必须晚于开始时间',
    'zh-TW': '結束時間必須晚於開始時間',
    'en-US': 'The end time must be later than the start time',
  },
  'schedule.repeatTimeRequired': {
    'zh-CN': '请选择结束重复',
    'zh-TW': '請選擇結束重複',
    'en-US': 'Please choose when the repetition ends',
  },
  'schedule.repeatBeforeStart': {
    'zh-CN': '结束重复必须晚于开始时间',
    'zh-TW': '結束重複必須晚於開始時間',
    'en-US': 'The repetition must end after the start time',
  },
  'schedule.tooManyOccurrences': {
    'zh-CN': '重复日程最多{max}次，请提前结束重复',
    'zh-TW': '重複日程最多{max}次，請提前結束重複',
    'en-US': 'A repeating schedule has at most {max} occurrences: end the repetition earlier',
  },
  'schedule.userNotFound': {
    'zh-CN': '参与人不存在：{id}',
    'zh-TW': '參與人不存在：{id}',
    'en-US': 'No such participant: {id}',
  },
  'schedule.categoryNotFound': {
    'zh-CN': '日程类型不存在，请重新选择类型',
    'zh-TW': '日程類型不存在，請重新選擇類型',
    'en-US': 'No such schedule category: choose the category again',
  },
  'schedule.badRange': {
    'zh-CN': '查询时间范围无效（格式 yyyy-MM-dd HH:mm，最多{max}天）',
    'zh-TW': '查詢時間範圍無效（格式 yyyy-MM-dd HH:mm，最多{max}天）',
    'en-US': 'Invalid time range (format yyyy-MM-dd HH:mm, at most {max} days)',
  },
  'schedule.urgent.1': { 'zh-CN': '普通', 'zh-TW': '普通', 'en-US': 'Normal' },
  'schedule.urgent.2': { 'zh-CN': '重要', 'zh-TW': '重要', 'en-US': 'Important' },
  'schedule.urgent.3': { 'zh-CN': '紧急', 'zh-TW': '緊急', 'en-US': 'Urgent' },
  'schedule.reminderTitle': {
    'zh-CN': '日程提醒：{title}',
    'zh-TW': '日程提醒：{title}',
    'en-US': 'Schedule reminder: {title}',
  },
  'schedule.createdTitle': {
    'zh-CN': '新日程：{title}',
    'zh-TW': '新日程：{title}',
    'en-US': 'New schedule: {title}',
  },
  'schedule.updatedTitle': {
    'zh-CN': '日程已修改：{title}',
    'zh-TW': '日程已修改：{title}',
    'en-US': 'Schedule changed: {title}',
  },
  'schedule.deletedTitle': {
    'zh-CN': '日程已删除：{title}',
    'zh-TW': '日程已刪除：{title}',
    'en-US': 'Schedule deleted: {title}',
  },
} satisfies MessageCatalogue;
