import type { ScheduleExportQuery } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import type { ScheduleRow } from './schedule.repository.ts';
import { findCallerSchedules, rangeOf } from './schedule.service.ts';
import { addToWall, wallClockOf } from './wall-clock.ts';

/*
 * Ours: the caller's calendar as iCalendar (RFC 5545), one VEVENT per occurrence. Timed entries are
 * in UTC; all-day entries are DATE values of the platform's zone with the exclusive end day.
 */

const EXPORT_DAYS = 366;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets (a continuation starts with a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** urgent 3/2/1 as PRIORITY 1 (high), 5 (medium), 9 (low). */
const PRIORITY: Record<number, number> = { 1: 9, 2: 5, 3: 1 };

function eventLines(row: ScheduleRow, stamp: string, timeZone: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${row.id}@schedule`, `DTSTAMP:${stamp}`];
  if (row.allDay === 1) {
    const day = (date: Date) => {
      const w = wallClockOf(date, timeZone);
      return `${w.year}${pad(w.month)}${pad(w.day)}`;
    };
    const endDay = addToWall(wallClockOf(row.endDay, timeZone), 'day', 1);
    lines.push(
      `DTSTART;VALUE=DATE:${day(row.startDay)}`,
      `DTEND;VALUE=DATE:${endDay.year}${pad(endDay.month)}${pad(endDay.day)}`,
    );
  } else {
    lines.push(`DTSTART:${utcStamp(row.startDay)}`, `DTEND:${utcStamp(row.endDay)}`);
  }
  lines.push(`SUMMARY:${icsText(row.title)}`);
  if (row.content) lines.push(`DESCRIPTION:${icsText(row.content)}`);
  lines.push(`PRIORITY:${PRIORITY[row.urgent] ?? 9}`);
  if (row.pushTime) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsText(row.title)}`,
      `TRIGGER;VALUE=DATE-TIME:${utcStamp(row.pushTime)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The document's text (CRLF line ends) for these occurrences. */
export function icsDocument(rows: readonly ScheduleRow[], now: Date, timeZone: string): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//platform//schedule//ZH',
    'CALSCALE:GREGORIAN',
    `X-WR-TIMEZONE:${timeZone}`,
    ...rows.flatMap((row) => eventLines(row, stamp, timeZone)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** GET /Schedule/Actions/Export: the range given, or from a day ago to a year ahead. */
export async function exportSchedules(
  ctx: AppContext,
  caller: SessionUser,
  query: ScheduleExportQuery,
): Promise<string> {
  const { timeZone } = await getSysConfig(ctx);
  const now = ctx.now();
  let start: Date;
  let end: Date;
  if (query.startTime || query.endTime) {
    ({ start, end } = rangeOf(query.startTime ?? '', query.endTime ?? '', timeZone));
  } else {
    start = new Date(now.getTime() - DAY_MS);
    end = new Date(now.getTime() + EXPORT_DAYS * DAY_MS);
  }
  return icsDocument(await findCallerSchedules(ctx, caller, start, end), now, timeZone);
}
