import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeBucket } from './relative-time.ts';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number, lang?: 'zh-CN' | 'zh-TW' | 'en-US') =>
  formatRelativeTime(NOW - ms, { now: NOW, lang, timeZone: 'UTC' });

describe('formatRelativeTime', () => {
  it('says 刚刚 under one minute, including slight clock skew', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(59 * SECOND)).toBe('刚刚');
    expect(ago(-30 * SECOND)).toBe('刚刚');
  });

  it('counts minutes to 59, hours to 23 and days to 6', () => {
    expect(ago(MINUTE)).toBe('1分钟前');
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59分钟前');
    expect(ago(HOUR)).toBe('1小时前');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23小时前');
    expect(ago(DAY)).toBe('1天前');
    expect(ago(6 * DAY + 23 * HOUR)).toBe('6天前');
  });

  it('counts weeks to 3 and months (30 days) to 3 without a gap in between', () => {
    expect(ago(7 * DAY)).toBe('1周前');
    expect(ago(27 * DAY)).toBe('3周前');
    expect(ago(28 * DAY)).toBe('1个月前');
    expect(ago(59 * DAY)).toBe('1个月前');
    expect(ago(60 * DAY)).toBe('2个月前');
    expect(ago(119 * DAY)).toBe('3个月前');
  });

  it('shows the date with the default format once older than that', () => {
    expect(ago(120 * DAY)).toBe('2024-02-16 12:00');
    expect(formatRelativeTime(Date.UTC(2020, 0, 2, 3, 4), { now: NOW, timeZone: 'Asia/Shanghai' })).toBe(
      '2020-01-02 11:04',
    );
    expect(formatRelativeTime(NOW - 365 * DAY, { now: NOW, timeZone: 'UTC', format: 'YYYY-MM-DD' })).toBe(
      '2023-06-16',
    );
  });

  it('shows the date for times clearly in the future', () => {
    expect(ago(-2 * HOUR)).toBe('2024-06-15 14:00');
  });

  it('speaks every product language', () => {
    expect(ago(0, 'zh-TW')).toBe('剛剛');
    expect(ago(5 * MINUTE, 'zh-TW')).toBe('5分鐘前');
    expect(ago(2 * HOUR, 'zh-TW')).toBe('2小時前');
    expect(ago(14 * DAY, 'zh-TW')).toBe('2週前');
    expect(ago(31 * DAY, 'zh-TW')).toBe('1個月前');
    expect(ago(0, 'en-US')).toBe('just now');
    expect(ago(MINUTE, 'en-US')).toBe('1 minute ago');
    expect(ago(2 * MINUTE, 'en-US')).toBe('2 minutes ago');
    expect(ago(HOUR, 'en-US')).toBe('1 hour ago');
    expect(ago(3 * DAY, 'en-US')).toBe('3 days ago');
    expect(ago(21 * DAY, 'en-US')).toBe('3 weeks ago');
    expect(ago(90 * DAY, 'en-US')).toBe('3 months ago');
  });

  it('accepts Date values and ignores empty or invalid input', () => {
    expect(formatRelativeTime(new Date(NOW - 3 * HOUR), { now: NOW })).toBe('3小时前');
    expect(formatRelativeTime(undefined, { now: NOW })).toBe('');
    expect(formatRelativeTime(null, { now: NOW })).toBe('');
    expect(formatRelativeTime(Number.NaN, { now: NOW })).toBe('');
  });

  it('uses the real clock when no now is given', () => {
    expect(formatRelativeTime(Date.now() - 2 * MINUTE)).toBe('2分钟前');
  });
});

describe('relativeTimeBucket', () => {
  it('puts each boundary in the later bucket', () => {
    expect(relativeTimeBucket(MINUTE - 1)).toBe('justNow');
    expect(relativeTimeBucket(HOUR - 1)).toEqual({ unit: 'minute', count: 59 });
    expect(relativeTimeBucket(HOUR)).toEqual({ unit: 'hour', count: 1 });
    expect(relativeTimeBucket(7 * DAY - 1)).toEqual({ unit: 'day', count: 6 });
    expect(relativeTimeBucket(120 * DAY - 1)).toEqual({ unit: 'month', count: 3 });
    expect(relativeTimeBucket(120 * DAY)).toBe('date');
    expect(relativeTimeBucket(-MINUTE - 1)).toBe('date');
  });
});
