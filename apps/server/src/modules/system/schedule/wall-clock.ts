import { formatDate } from '@platform/contracts';

/*
 * Schedules are wall-clock times of the platform's time zone (sys config timeZone): an all-day entry
 * runs from that zone's midnight, a daily repetition keeps the hour across a daylight-saving change.
 */

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of an instant in the zone. */
export function wallClockOf(date: Date, timeZone: string): WallClock {
  const [year, month, day, hour, minute, second] = formatDate(date, 'YYYY MM DD HH mm ss', { timeZone })
    .split(' ')
    .map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

const utcOf = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The instant showing this wall clock in the zone (the later offset wins in a repeated hour). */
export function dateAt(wall: WallClock, timeZone: string): Date {
  const guess = utcOf(wall);
  const offsetAt = (ms: number) => utcOf(wallClockOf(new Date(ms), timeZone)) - ms;
  const first = guess - offsetAt(guess);
  const second = guess - offsetAt(first);
  return new Date(second);
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same wall clock `count` units later; a month or year step keeps the day, clamped to the month's end. */
export function addToWall(
  wall: WallClock,
  unit: 'day' | 'week' | 'month' | 'year',
  count: number,
): WallClock {
  if (unit === 'day' || unit === 'week') {
    const shifted = new Date(
      Date.UTC(wall.year, wall.month - 1, wall.day + count * (unit === 'week' ? 7 : 1)),
    );
    return {
      ...wall,
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    };
  }
  const months = wall.year * 12 + (wall.month - 1) + (unit === 'year' ? count * 12 : count);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) };
}

const TEXT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm' or 'yyyy-MM-dd HH:mm:ss' in the zone; undefined when it is none of them. */
export function parseWallText(text: string, timeZone: string): Date | undefined {
  const match = TEXT_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59) {
    return undefined;
  }
  return dateAt({ year, month, day, hour, minute, second }, timeZone);
}

/** 'HH:mm' of a wall clock. */
export const hourMinute = (wall: WallClock) =>
  `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
