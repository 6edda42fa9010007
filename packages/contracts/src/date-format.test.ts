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
