import { DEFAULT_DATE_FORMAT, formatDate } from './date-format.ts';
import { DEFAULT_LANGUAGE, type Language } from './language.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTimeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';
export type RelativeTimeBucket = { unit: RelativeTimeUnit; count: number } | 'justNow' | 'date';

const JUST_NOW: Record<Language, string> = { 'zh-CN': '刚刚', 'zh-TW': '剛剛', 'en-US': 'just now' };

const UNIT_TEXT: Record<Language, Record<RelativeTimeUnit, (count: number) => string>> = {
  'zh-CN': {
    minute: (n) => `${n}分钟前`,
    hour: (n) => `${n}小时前`,
    day: (n) => `${n}天前`,
    week: (n) => `${n}周前`,
    month: (n) => `${n}个月前`,
  },
  'zh-TW': {
    minute: (n) => `${n}分鐘前`,
    hour: (n) => `${n}小時前`,
    day: (n) => `${n}天前`,
    week: (n) => `${n}週前`,
    month: (n) => `${n}個月前`,
  },
  'en-US': {
    minute: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hour: (n) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    day: (n) => `${n} ${n === 1 ? 'day' : 'days'} ago`,
    week: (n) => `${n} ${n === 1 ? 'week' : 'weeks'} ago`,
    month: (n) => `${n} ${n === 1 ? 'month' : 'months'} ago`,
  },
};

export interface RelativeTimeOptions {
  lang?: Language;
  /** Current time in epoch ms; injectable so tests and server-rendered lists are deterministic. */
  now?: number;
  /** Format of the absolute date shown past three months (default YYYY-MM-DD HH:mm). */
  format?: string;
  /** Zone of that absolute date; see formatDate. */
  timeZone?: string;
}

/** The bucket a time difference falls in, or 'date' once it is too old (or too far ahead) to be relative. */
export function relativeTimeBucket(diffMs: number): RelativeTimeBucket {
  // Small negative differences are clock skew between browser and server, not future events.
  if (diffMs < -MINUTE) return 'date';
  if (diffMs < MINUTE) return 'justNow';
  if (diffMs < HOUR) return { unit: 'minute', count: Math.floor(diffMs / MINUTE) };
  if (diffMs < DAY) return { unit: 'hour', count: Math.floor(diffMs / HOUR) };
  const days = Math.floor(diffMs / DAY);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 28) return { unit: 'week', count: Math.floor(days / 7) };
  // A month counts as 30 days; days 28-29 are already "1 month" so the scale has no gap after 3 weeks.
  if (days < 120) return { unit: 'month', count: Math.max(1, Math.floor(days / 30)) };
  return 'date';
}

/**
 * Relative display: under a minute 刚刚, then minutes (1-59), hours (1-23), days (1-6),
 * weeks (1-3), months (1-3), otherwise the absolute date. Empty or invalid input gives ''.
 */
export function formatRelativeTime(
  time: number | Date | null | undefined,
  options: RelativeTimeOptions = {},
): string {
  if (time === null || time === undefined) return '';
  const at = time instanceof Date ? time.getTime() : time;
  if (!Number.isFinite(at)) return '';
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  const bucket = relativeTimeBucket((options.now ?? Date.now()) - at);
  if (bucket === 'justNow') return JUST_NOW[lang];
  if (bucket === 'date') {
    return formatDate(at, options.format ?? DEFAULT_DATE_FORMAT, { timeZone: options.timeZone });
  }
  return UNIT_TEXT[lang][bucket.unit](bucket.count);
}
