/*
 * Date formatting over epoch milliseconds without a date library: contracts depends on zod alone, and the
 * server needs the same output as the web (which uses dayjs with the same tokens).
 */

/** The default display format of dates. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

export interface FormatDateOptions {
  /**
   * IANA zone such as 'Asia/Shanghai'. Omitted, the runtime's local zone is used (the browser's zone on
   * the web, the process TZ on the server). An unknown zone throws a RangeError: that is a programming error.
   */
  timeZone?: string;
}

interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

// dayjs tokens plus the Java/JNPF spellings (yyyy, dd) that stored form settings use; [text] is literal.
const TOKEN = /\[([^\]]*)]|YYYY|yyyy|SSS|MM|DD|dd|HH|mm|ss/g;

// Building an Intl formatter is far slower than using one; lists format many rows in the same zone.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock fields of `date`, read from Intl (slow: tens of microseconds a call). */
function zoneFields(date: Date, timeZone: string): DateFields {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    // Zone offsets are whole seconds, so the millisecond is the same in every zone.
    millisecond: date.getUTCMilliseconds(),
  };
}

/** How far the zone's wall clock is ahead of UTC at `time` (ms), as Intl says. */
function zoneOffset(time: number, timeZone: string): number {
  const f = zoneFields(new Date(time), timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second, f.millisecond) - time;
}

/*
 * A zone's offset only changes at its transitions, months apart. The offset is kept per zone and span of
 * six hours (UTC) when it is the same at both ends of the span, so formatting a list's dates asks Intl
 * twice per span instead of once per date; a span holding a transition is not kept (its dates ask Intl).
 */
const SPAN_MS = 6 * 3_600_000;
/** Spans are kept from 1900 on (earlier dates ask Intl each time). */
const SPANS_FROM = Date.UTC(1900, 0, 1);
const SPANS_KEPT = 20_000;
const spanOffsets = new Map<string, Map<number, number | null>>();

function offsetInSpan(time: number, timeZone: string): number | null {
  let spans = spanOffsets.get(timeZone);
  if (!spans) {
    spans = new Map();
    spanOffsets.set(timeZone, spans);
  }
  const span = Math.floor(time / SPAN_MS);
  let offset = spans.get(span);
  if (offset === undefined) {
    const start = zoneOffset(span * SPAN_MS, timeZone);
    offset = start === zoneOffset((span + 1) * SPAN_MS - 1, timeZone) ? start : null;
    if (spans.size >= SPANS_KEPT) spans.clear();
    spans.set(span, offset);
  }
  return offset;
}

function fieldsOf(date: Date, timeZone: string | undefined): DateFields {
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
      millisecond: date.getMilliseconds(),
    };
  }
  const offset = date.getTime() >= SPANS_FROM ? offsetInSpan(date.getTime(), timeZone) : null;
  if (offset === null) return zoneFields(date, timeZone);
  const wall = new Date(date.getTime() + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Formats epoch milliseconds or a Date with YYYY MM DD HH mm ss SSS (also yyyy and dd); text in [brackets]
 * is kept as is. Empty or invalid input gives '' so a table cell stays blank instead of "NaN-aN".
 */
export function formatDate(
  value: number | Date | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
  options: FormatDateOptions = {},
): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const f = fieldsOf(date, options.timeZone);
  return format.replace(TOKEN, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
      case 'yyyy':
        return pad(f.year, 4);
      case 'MM':
        return pad(f.month);
      case 'DD':
      case 'dd':
        return pad(f.day);
      case 'HH':
        return pad(f.hour);
      case 'mm':
        return pad(f.minute);
      case 'ss':
        return pad(f.second);
      default:
        return pad(f.millisecond, 3);
    }
  });
}
