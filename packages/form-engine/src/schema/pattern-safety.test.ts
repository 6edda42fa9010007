import { describe, expect, it } from 'vitest';
import { isSafePattern } from './pattern-safety.ts';

describe('isSafePattern', () => {
  it.each([
    '^1[3-9]\\d{9}$',
    '^\\w+@\\w+\\.\\w+$',
    '^(\\d{3}-)?\\d{8}$',
    '^([A-Z]|[0-9])+$',
    '^[a-z(+)]*$',
    '^\\(a+\\)+$',
    '^(ab){1,3}$',
    '^(?:[\\u4e00-\\u9fa5]{2,10})$',
  ])('runs %s', (pattern) => {
    expect(isSafePattern(pattern)).toBe(true);
  });

  it.each(['(a+)+$', '^(\\w+\\s?)*$', '(a*){2,}', '((a+)b)*', '^(?:x|(y+))+?z', '([a-z]+\\d*)+@'])(
    'refuses %s (nested unbounded repetition)',
    (pattern) => {
      expect(isSafePattern(pattern)).toBe(false);
    },
  );
});
