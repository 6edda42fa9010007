import { describe, expect, it } from 'vitest';
import { checkFile, formatSize, isAccepted, SIZE_UNITS } from './upload-limits.ts';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('upload limits', () => {
  it('counts 1024 bytes to the KB, 1048576 to the MB, 1073741824 to the GB', () => {
    expect(SIZE_UNITS).toEqual({ KB: 1024, MB: 1_048_576, GB: 1_073_741_824 });
  });

  it('takes a file of exactly the limit and refuses one byte more (MB by default)', () => {
    expect(checkFile(file('a.bin', 5 * 1_048_576), { fileSize: 5 }, 0)).toBeUndefined();
    expect(checkFile(file('a.bin', 5 * 1_048_576 + 1), { fileSize: 5 }, 0)).toEqual({
      reason: 'tooLarge',
      values: { size: 5, unit: 'MB' },
    });
    expect(checkFile(file('a.bin', 1_073_741_825), { fileSize: 1, sizeUnit: 'GB' }, 0)?.reason).toBe(
      'tooLarge',
    );
  });

  it('a limit of 0 means no limit on the count', () => {
    expect(checkFile(file('a.txt', 1), { limit: 0 }, 99)).toBeUndefined();
    expect(checkFile(file('a.txt', 1), { limit: 3 }, 3)).toEqual({ reason: 'tooMany', values: { count: 3 } });
  });

  it('accepts by extension (any case), media family or exact type; anything when empty', () => {
    expect(isAccepted(file('A.PDF', 1), '.pdf, .doc')).toBe(true);
    expect(isAccepted(file('a.mp4', 1, 'video/mp4'), 'video/*')).toBe(true);
    expect(isAccepted(file('a.mp4', 1, 'video/mp4'), 'image/*')).toBe(false);
    expect(isAccepted(file('a.csv', 1, 'text/csv'), 'text/csv')).toBe(true);
    expect(isAccepted(file('a', 1), '')).toBe(true);
  });

  it('formats sizes for the rows', () => {
    expect([formatSize(12), formatSize(1536), formatSize(5_242_880)]).toEqual(['12 B', '1.5 KB', '5 MB']);
  });
});
