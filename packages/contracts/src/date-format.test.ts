import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate } from './date-format.ts';

// 2024-03-05T01:02:03.004Z
const AT = Date.UTC(2024, 2, 5, 1, 2, 3, 4);

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD HH:mm', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm');
    expect(formatDate(AT, undefined, { timeZone: 'UTC' })).toBe('2024-03-05 01:02');
  });

  it('converts to the requested zone, crossing the date line when needed', () => {
    expect(formatDate(AT, DEFAULT_DATE_FORMAT, { timeZone: 'Asia/Shanghai' })).toBe('2024-03-05 09:02');
    expect(formatDate(AT, DEFAULT_DATE_FORMAT, { timeZone: 'America/New_York' })).toBe('2024-03-04 20:02');
    // 16:30 UTC is 00:30 next day in Shanghai: hours must print 00, never 24.
    expect(
      formatDate(Date.UTC(2024, 11, 31, 16, 30), 'YYYY-MM-DD HH:mm', { timeZone: 'Asia/Shanghai' }),
    ).toBe('2025-01-01 00:30');
  });

  it('uses the runtime zone by default', () => {
    const local = new Date(2021, 0, 2, 3, 4, 5);
    expect(formatDate(local.getTime())).toBe('2021-01-02 03:04');
    expect(formatDate(local, 'YYYY-MM-DD HH:mm:ss')).toBe('2021-01-02 03:04:05');
  });

  it('supports every token, the Java spellings and bracketed literals', () => {
    const options = { timeZone: 'UTC' };
    expect(formatDate(AT, 'YYYY-MM-DD HH:mm:ss.SSS', options)).toBe('2024-03-05 01:02:03.004');
    expect(formatDate(AT, 'yyyy-MM-dd HH:mm:ss', options)).toBe('2024-03-05 01:02:03');
    expect(formatDate(AT, 'YYYY年MM月DD日', options)).toBe('2024年03月05日');
    expect(formatDate(AT, '[YYYY] YYYY [at] HH:mm', options)).toBe('YYYY 2024 at 01:02');
    expect(formatDate(AT, 'YYYY-MM', options)).toBe('2024-03');
  });

  it('pads years below 1000', () => {
    expect(formatDate(new Date(Date.UTC(2000, 0, 1)).setUTCFullYear(987), 'YYYY', { timeZone: 'UTC' })).toBe(
      '0987',
    );
  });

  it('gives empty text for missing or invalid input', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('not a date'))).toBe('');
  });

  it('keeps 0 as the epoch rather than treating it as empty', () => {
    expect(formatDate(0, DEFAULT_DATE_FORMAT, { timeZone: 'UTC' })).toBe('1970-01-01 00:00');
  });

  it('rejects an unknown zone loudly', () => {
    expect(() => formatDate(AT, DEFAULT_DATE_FORMAT, { timeZone: 'Mars/Base' })).toThrow(RangeError);
  });
});

describe('formatDate in a zone, against Intl itself', () => {
  const FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';
  const reference = (time: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(time));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const ms = String(new Date(time).getUTCMilliseconds()).padStart(3, '0');
    return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}.${ms}`;
  };
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  /** The instants of 2026 where the zone's offset changes, found day by day and then to the minute. */
  const transitions = (timeZone: string) => {
    const offset = (t: number) => {
      const [d, h] = reference(t, timeZone).split(' ');
      const [y, mo, da] = (d ?? '').split('-').map(Number);
      const [hh, mi, ss] = (h ?? '').split(':').map(Number);
      return (
        Date.UTC(y ?? 0, (mo ?? 1) - 1, da ?? 1, hh ?? 0, mi ?? 0, Math.floor(ss ?? 0)) -
        Math.floor(t / 1000) * 1000
      );
    };
    const found: number[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += DAY) {
      if (offset(t) !== offset(t + DAY)) {
        let low = t;
        let high = t + DAY;
        while (high - low > 60_000) {
          const mid = Math.floor((low + high) / 2);
          if (offset(mid) === offset(low)) low = mid;
          else high = mid;
        }
        found.push(high);
      }
    }
    return found;
  };

  it.each([
    'Asia/Shanghai',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Europe/London',
    'Pacific/Chatham',
  ])('gives the wall clock Intl gives in %s, around transitions and over two centuries', (timeZone) => {
    const times: number[] = [];
    for (const at of transitions(timeZone)) {
      for (let t = at - 7 * HOUR; t <= at + 7 * HOUR; t += 60_000 + 7) times.push(t);
    }
    // Spread over 1890–2100 (the earliest before the kept spans, historical offsets included).
    for (let i = 0; i < 3_000; i++)
      times.push(
        Date.UTC(1890, 0, 1) + Math.floor((((i * 7_919) % 3_000) / 3_000) * 210 * 365.25 * DAY) + i * 977,
      );
    const mismatches = times.filter((t) => formatDate(t, FORMAT, { timeZone }) !== reference(t, timeZone));
    expect(mismatches.map((t) => [t, formatDate(t, FORMAT, { timeZone }), reference(t, timeZone)])).toEqual(
      [],
    );
    if (!['Asia/Shanghai', 'Asia/Kathmandu'].includes(timeZone))
      expect(transitions(timeZone)).toHaveLength(2);
  });
});
