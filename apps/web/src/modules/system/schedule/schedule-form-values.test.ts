import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { endsBeforeStart, type ScheduleFormValues, scheduleBodyOf } from './schedule-form-values.ts';

const day = dayjs('2031-03-10T00:00:00');
const values = (changes: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  title: ' 周会 ',
  urgent: '2',
  content: '',
  allDay: false,
  startDay: day.hour(15),
  startTime: day.hour(9),
  duration: '60',
  endDay: day.add(3, 'day'),
  endTime: day.hour(18),
  toUserIds: ['u1'],
  color: '#188ae2',
  reminderTime: '15',
  reminderType: '1',
  repetition: '1',
  repeatTime: day.add(30, 'day'),
  ...changes,
});

describe('schedule form values', () => {
  it('sends days as local midnights, times as HH:mm, and no repetition end when not repeating', () => {
    expect(scheduleBodyOf(values())).toMatchObject({
      title: '周会',
      urgent: '2',
      allDay: 0,
      startDay: day.valueOf(),
      startTime: '09:00',
      // A fixed duration ends on the start day.
      endDay: day.valueOf(),
      duration: 60,
      reminderTime: 15,
      reminderType: 1,
      repetition: 1,
      repeatTime: null,
    });
    const repeating = scheduleBodyOf(values({ repetition: '3', duration: '-1', allDay: true }));
    expect(repeating).toMatchObject({ allDay: 1, duration: -1, endDay: day.add(3, 'day').valueOf() });
    expect(repeating.repeatTime).toBe(day.add(30, 'day').valueOf());
  });

  it('names the send configuration only when reminding through one', () => {
    const through = { reminderType: '2', send: 'sc1', sendName: '短信提醒' } as const;
    expect(scheduleBodyOf(values(through))).toMatchObject({
      reminderType: 2,
      send: 'sc1',
      sendName: '短信提醒',
    });
    const silent = scheduleBodyOf(values({ ...through, reminderTime: '-2' }));
    expect(silent.reminderType).toBe(1);
    expect(silent.send).toBeUndefined();
    expect(scheduleBodyOf(values({ ...through, reminderType: '1' })).send).toBeUndefined();
  });

  it('finds a chosen end before the start', () => {
    expect(endsBeforeStart(values())).toBe(false);
    expect(endsBeforeStart(values({ duration: '-1', endDay: day, endTime: day.hour(8) }))).toBe(true);
    expect(endsBeforeStart(values({ duration: '-1', endDay: day, endTime: day.hour(9) }))).toBe(false);
    expect(endsBeforeStart(values({ allDay: true, endDay: day.subtract(1, 'day') }))).toBe(true);
  });
});
