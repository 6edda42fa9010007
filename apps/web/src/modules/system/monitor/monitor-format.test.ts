import { describe, expect, it } from 'vitest';
import { appendPoint, formatBytes, splitDuration } from './monitor-format.ts';

describe('monitor figures', () => {
  it('shows sizes in the largest whole unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('splits an uptime into days, hours and minutes', () => {
    expect(splitDuration(2 * 86400 + 3 * 3600 + 4 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });

  it('keeps the last points of the chart', () => {
    expect(appendPoint([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });
});
