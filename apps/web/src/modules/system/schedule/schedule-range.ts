import type { ScheduleListItem } from '@platform/contracts';
import type { Dayjs } from 'dayjs';

export type ScheduleView = 'month' | 'week' | 'day';

/** The list query's time format. */
export const WIRE_FORMAT = 'YYYY-MM-DD HH:mm';

/** The days a view shows: the month's six-week grid, the week, or the day ([start, end)). */
export function rangeOf(view: ScheduleView, anchor: Dayjs): { start: Dayjs; end: Dayjs } {
  if (view === 'day') return { start: anchor.startOf('day'), end: anchor.startOf('day').add(1, 'day') };
  if (view === 'week') return { start: anchor.startOf('week'), end: anchor.startOf('week').add(7, 'day') };
  const start = anchor.startOf('month').startOf('week');
  return { start, end: start.add(42, 'day') };
}

/** The anchor one view earlier (-1) or later (1). */
export const stepOf = (view: ScheduleView, anchor: Dayjs, step: -1 | 1) => anchor.add(step, view);

export function daysOf(range: { start: Dayjs; end: Dayjs }): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = range.start; day.isBefore(range.end); day = day.add(1, 'day')) days.push(day);
  return days;
}

/** The schedules that touch the day (an all-day one's end is exclusive: the next midnight). */
export function eventsOn(items: readonly ScheduleListItem[], day: Dayjs): ScheduleListItem[] {
  const start = day.startOf('day').valueOf();
  const end = day.startOf('day').add(1, 'day').valueOf();
  // A timed entry ending at midnight stays on its own day; one of no length still shows.
  return items.filter((item) => item.startDay < end && (item.endDay > start || item.startDay >= start));
}
