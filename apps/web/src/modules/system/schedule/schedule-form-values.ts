import type { EndpointBody } from '@platform/contracts';
import type { scheduleEndpoints } from '@platform/contracts/web-endpoints';
import type { Dayjs } from 'dayjs';

/** What the schedule dialog edits; the times are split into a day and an 'HH:mm' as on the wire. */
export interface ScheduleFormValues {
  title: string;
  urgent: string;
  content: string;
  allDay: boolean;
  startDay: Dayjs;
  startTime: Dayjs;
  /** Minutes as text ('60'), '-1' for a chosen end. */
  duration: string;
  endDay: Dayjs;
  endTime: Dayjs;
  toUserIds: string[];
  color: string;
  reminderTime: string;
  /** 提醒方式: '1' an in-app message, '2' through the send configuration `send` (named `sendName`). */
  reminderType: '1' | '2';
  send?: string | undefined;
  sendName?: string | undefined;
  repetition: string;
  repeatTime: Dayjs | undefined;
  /** A 日程类型 (scheduleType dictionary) entry id. */
  category?: string | undefined;
}

export type ScheduleBody = EndpointBody<typeof scheduleEndpoints.create>;

/** The create/update body: days as the local midnight's epoch ms, times as 'HH:mm'. */
export function scheduleBodyOf(values: ScheduleFormValues): ScheduleBody {
  const isAllDay = values.allDay;
  const duration = isAllDay ? -1 : Number(values.duration);
  const repetition = Number(values.repetition);
  // Without a reminder there is no way to remind; a send configuration goes only with 提醒方式 2.
  const isThroughSend = values.reminderTime !== '-2' && values.reminderType === '2' && Boolean(values.send);
  return {
    ...(values.category ? { category: values.category } : {}),
    title: values.title.trim(),
    urgent: values.urgent as '1' | '2' | '3',
    content: values.content,
    allDay: isAllDay ? 1 : 0,
    startDay: values.startDay.startOf('day').valueOf(),
    startTime: values.startTime.format('HH:mm'),
    endDay: (duration === -1 ? values.endDay : values.startDay).startOf('day').valueOf(),
    endTime: values.endTime.format('HH:mm'),
    duration,
    toUserIds: values.toUserIds,
    color: values.color,
    reminderTime: Number(values.reminderTime),
    reminderType: isThroughSend ? 2 : 1,
    ...(isThroughSend ? { send: values.send, sendName: values.sendName ?? '' } : {}),
    repetition,
    repeatTime: repetition === 1 || !values.repeatTime ? null : values.repeatTime.startOf('day').valueOf(),
  };
}

/** A chosen end (all-day, or duration 自定义) earlier than the start. */
export function endsBeforeStart(values: ScheduleFormValues): boolean {
  if (values.allDay) return values.endDay.startOf('day').isBefore(values.startDay.startOf('day'));
  if (values.duration !== '-1') return false;
  const at = (day: Dayjs, time: Dayjs) => day.startOf('day').hour(time.hour()).minute(time.minute());
  return at(values.endDay, values.endTime).isBefore(at(values.startDay, values.startTime));
}
