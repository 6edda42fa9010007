import { showWhenSchema } from '@platform/form-engine';
import { describe, expect, it } from 'vitest';
import { conditionOf, rowOf, showWhenOf } from './show-when-rows.ts';

describe('visibility rule rows', () => {
  it('turns rows into the engine conditions by operator', () => {
    expect(conditionOf({ field: 'a', operator: 'in', value: '1, 2，3' })).toEqual({
      field: 'a',
      operator: 'in',
      value: ['1', '2', '3'],
    });
    expect(conditionOf({ field: 'a', operator: 'gt', value: '5' })).toEqual({
      field: 'a',
      operator: 'gt',
      value: 5,
    });
    expect(conditionOf({ field: 'a', operator: 'empty', value: 'x' })).toEqual({
      field: 'a',
      operator: 'empty',
    });
    expect(rowOf({ field: 'a', operator: 'notIn', value: ['1', 2] }).value).toBe('1,2');
  });

  it('writes no rule without rows and a rule the engine accepts with them', () => {
    expect(showWhenOf([], 'all')).toBeNull();
    const rule = showWhenOf([{ field: 'a', operator: 'eq', value: '1' }], 'any');
    expect(showWhenSchema.safeParse(rule).success).toBe(true);
    const bad = showWhenOf([{ field: 'a', operator: 'gt', value: 'x' }], 'all');
    expect(showWhenSchema.safeParse(bad).success).toBe(false);
  });
});
