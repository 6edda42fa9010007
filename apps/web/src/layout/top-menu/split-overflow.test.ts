import { describe, expect, it } from 'vitest';
import { splitOverflow } from './split-overflow.ts';

describe('splitOverflow (116 px slots)', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('shows everything when it fits', () => {
    expect(splitOverflow(items, 116 * 5)).toEqual({ visible: items, overflow: [] });
  });

  it('keeps the last slot for "more" when items overflow', () => {
    expect(splitOverflow(items, 116 * 3 + 50)).toEqual({ visible: ['a', 'b'], overflow: ['c', 'd', 'e'] });
  });

  it('shows everything before the bar is measured', () => {
    expect(splitOverflow(items, 0).overflow).toEqual([]);
  });
});
