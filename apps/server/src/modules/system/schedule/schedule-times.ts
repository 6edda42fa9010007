import { type CreateScheduleBody, MAX_SCHEDULE_OCCURRENCES, NO_REMINDER } from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import { addToWall, dateAt, hourMinute, type WallClock, wallClockOf } from './wall-clock.ts';

/*
 * From the dialog's fields to instants, as the original computes them: an all-day entry runs from the
 * start day's 00:00 to the end day's 23:59:59; a timed one from the start day at startTime to either
 * start + duration minutes or the end day at endTime. A repetition copies the first occurrence (its
 * length kept) every day, week, month or year up to the repetition's last day.
 */

export interface ScheduleTimes {
  isAllDay: boolean;
  start: Date;
  end: Date;
  startTime: string;
  endTime: string;
  duration: number;
  repetition: number;
  /** 23:59:59 of the repetition's last day; null when not repeating. */
  repeatTime: Date | null;
}

const STEP = { 2: 'day', 3: 'week', 4: 'month', 5: 'year' } as const;

const dayOf = (epochMs: number, timeZone: string) => wallClockOf(new Date(epochMs), timeZone);
const at = (day: WallClock, time: string, second: number, timeZone: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return dateAt({ ...day, hour, minute, second }, timeZone);
};

/** The first occurrence's instants; refuses an end before the start and a repetition without a valid end. */
export function scheduleTimes(body: CreateScheduleBody, timeZone: string): ScheduleTimes {
  const isAllDay = (body.allDay ?? 1) === 1;
  const startDay = dayOf(body.startDay, timeZone);
  const endDay = dayOf(body.endDay ?? body.startDay, timeZone);
  const duration = isAllDay ? -1 : (body.duration ?? -1);
  let start: Date;
  let end: Date;
  let startTime = '00:00';
  let endTime = '23:59';
  if (isAllDay) {
    start = at(startDay, startTime, 0, timeZone);
    end = at(endDay, endTime, 59, timeZone);
  } else {
    startTime = body.startTime ?? '00:00';
    start = at(startDay, startTime, 0, timeZone);
    if (duration > 0) {
      end = new Date(start.getTime() + duration * 60_000);
      endTime = hourMinute(wallClockOf(end, timeZone));
    } else {
      endTime = body.endTime ?? '23:59';
      end = at(endDay, endTime, 0, timeZone);
    }
  }
  if (end.getTime() < start.getTime()) throw badRequest('schedule.endBeforeStart');
  const repetition = body.repetition ?? 1;
  if (repetition === 1)
    return { isAllDay, start, end, startTime, endTime, duration, repetition, repeatTime: null };
  if (body.repeatTime === null || body.repeatTime === undefined)
    throw badRequest('schedule.repeatTimeRequired');
  const repeatTime = at(dayOf(body.repeatTime, timeZone), '23:59', 59, timeZone);
  if (repeatTime.getTime() < start.getTime()) throw badRequest('schedule.repeatBeforeStart');
  return { isAllDay, start, end, startTime, endTime, duration, repetition, repeatTime };
}

/** The start of every occurrence, the first included; more than the cap is refused. */
export function occurrenceStarts(times: ScheduleTimes, timeZone: string): Date[] {
  const unit = STEP[times.repetition as keyof typeof STEP];
  if (!unit || !times.repeatTime) return [times.start];
  const first = wallClockOf(times.start, timeZone);
  const starts: Date[] = [];
  for (let n = 0; ; n++) {
    // Each step counts from the first occurrence, so a month-end day comes back after a short month.
    const start = dateAt(addToWall(first, unit, n), timeZone);
    if (start.getTime() > times.repeatTime.getTime()) return starts;
    if (starts.length === MAX_SCHEDULE_OCCURRENCES) {
      throw badRequest('schedule.tooManyOccurrences', { max: MAX_SCHEDULE_OCCURRENCES });
    }
    starts.push(start);
  }
}

const HOUR = 60;
const DAY = 24 * HOUR;
/** All-day reminder codes: 1–3 on the day at 08:00, 09:00, 10:00; 4–6 a day before; 7–9 two days; 10–12 a week. */
function allDayReminderMinutes(code: number): number {
  if (code < 1 || code > 12) return 0;
  const hour = [8, 9, 10][(code - 1) % 3] as number;
  const daysBefore = [0, 1, 2, 7][Math.floor((code - 1) / 3)] as number;
  return hour * HOUR - daysBefore * DAY;
}

/** When an occurrence's reminder is due: null for no reminder. */
export function reminderAt(start: Date, isAllDay: boolean, reminderTime: number): Date | null {
  if (reminderTime === NO_REMINDER) return null;
  const minutes = isAllDay ? allDayReminderMinutes(reminderTime) : -Math.max(reminderTime, 0);
  return new Date(start.getTime() + minutes * 60_000);
}

/** 23:59:59 of the date's day (where a truncated series' repetition now ends). */
export function endOfDayOf(date: Date, timeZone: string): Date {
  return at(wallClockOf(date, timeZone), '23:59', 59, timeZone);
}
