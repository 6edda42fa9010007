import { describe, expect, it } from 'vitest';
import {
  BASE62_EPOCH,
  BASE62_ID_LENGTH,
  createBase62Id,
  decodeBase62,
  decodeBase62Time,
  encodeBase62,
} from './base62-id.ts';

describe('encodeBase62 / decodeBase62', () => {
  it('uses 0-9, A-Z, a-z in that order', () => {
    expect(encodeBase62(0)).toBe('0');
    expect(encodeBase62(9)).toBe('9');
    expect(encodeBase62(10)).toBe('A');
    expect(encodeBase62(35)).toBe('Z');
    expect(encodeBase62(36)).toBe('a');
    expect(encodeBase62(61)).toBe('z');
    expect(encodeBase62(62)).toBe('10');
    expect(encodeBase62(62 * 62 - 1)).toBe('zz');
    expect(encodeBase62(5, 4)).toBe('0005');
  });

  it('round-trips safe integers', () => {
    for (const value of [0, 1, 61, 62, 3843, 1_000_000_007, Number.MAX_SAFE_INTEGER]) {
      expect(decodeBase62(encodeBase62(value))).toBe(value);
    }
  });

  it('refuses what it cannot represent', () => {
    expect(() => encodeBase62(-1)).toThrow(RangeError);
    expect(() => encodeBase62(1.5)).toThrow(RangeError);
    expect(decodeBase62('')).toBeUndefined();
    expect(decodeBase62('ab-c')).toBeUndefined();
    expect(decodeBase62('zzzzzzzzzzzz')).toBeUndefined();
  });
});

describe('createBase62Id', () => {
  it('counts from 2020-08-01 UTC', () => {
    expect(BASE62_EPOCH).toBe(Date.parse('2020-08-01T00:00:00Z'));
    const id = createBase62Id(BASE62_EPOCH + 62);
    expect(id.slice(0, 7)).toBe('0000010');
  });

  it('makes fixed-length alphanumeric ids whose time decodes back', () => {
    const now = Date.UTC(2026, 4, 6, 7, 8, 9, 10);
    const id = createBase62Id(now);
    expect(id).toMatch(/^[0-9A-Za-z]+$/);
    expect(id).toHaveLength(BASE62_ID_LENGTH);
    expect(decodeBase62Time(id)).toBe(now);
    expect(decodeBase62Time(createBase62Id(BASE62_EPOCH))).toBe(BASE62_EPOCH);
  });

  it('sorts by creation time with plain string comparison', () => {
    const times = [
      BASE62_EPOCH + 1,
      BASE62_EPOCH + 61,
      BASE62_EPOCH + 62,
      Date.UTC(2024, 0, 1),
      Date.UTC(2099, 0, 1),
    ];
    const ids = times.map((time) => createBase62Id(time));
    expect([...ids].reverse().sort()).toEqual(ids);
  });

  it('keeps creation order and uniqueness within one millisecond', () => {
    const now = Date.UTC(2025, 0, 1);
    const ids = Array.from({ length: 1000 }, () => createBase62Id(now));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => decodeBase62Time(id) === now)).toBe(true);
  });

  it('uses fresh randomness for each new millisecond', () => {
    const a = createBase62Id(Date.UTC(2025, 0, 1, 0, 0, 0, 1));
    const b = createBase62Id(Date.UTC(2025, 0, 1, 0, 0, 0, 2));
    const c = createBase62Id(Date.UTC(2025, 0, 1, 0, 0, 0, 3));
    // Were the random part a counter carried across milliseconds, only its last digit would change.
    const heads = new Set([a, b, c].map((id) => id.slice(7, -1)));
    expect(heads.size).toBe(3);
  });

  it('defaults to the clock', () => {
    const before = Date.now();
    const time = decodeBase62Time(createBase62Id());
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it('refuses times outside the range', () => {
    expect(() => createBase62Id(BASE62_EPOCH - 1)).toThrow(RangeError);
    expect(() => createBase62Id(Date.UTC(2200, 0, 1))).toThrow(RangeError);
    expect(() => createBase62Id(Number.NaN)).toThrow(RangeError);
  });
});

describe('decodeBase62Time', () => {
  it('returns undefined for text that is not an id', () => {
    expect(decodeBase62Time('')).toBeUndefined();
    expect(decodeBase62Time('abc')).toBeUndefined();
    expect(decodeBase62Time(`${createBase62Id(BASE62_EPOCH)}x`)).toBeUndefined();
    expect(decodeBase62Time('00000000000000-0')).toBeUndefined();
  });
});
