import { describe, expect, it } from 'vitest';
import { buildConditionJson, conditionsToRows, rowsToConditions } from './scheme-conditions.ts';

describe('data-scheme editor rows', () => {
  it('turns rows into the conditions the server accepts, variables and numbers included', () => {
    expect(
      rowsToConditions([
        { field: 'creatorUserId', op: '==', values: ['@userId'] },
        { field: 'organizeId', op: 'in', values: ['@organizeAndSub'] },
        { field: 'status', op: 'in', values: ['1', 'draft'] },
        { field: 'amount', op: '>', values: [' 100 '] },
        { field: 'title', op: 'like', values: ['12'] },
      ]),
    ).toEqual([
      { field: 'creatorUserId', op: '==', value: '@userId' },
      { field: 'organizeId', op: 'in', value: '@organizeAndSub' },
      { field: 'status', op: 'in', value: [1, 'draft'] },
      { field: 'amount', op: '>', value: 100 },
      { field: 'title', op: 'like', value: '12' },
    ]);
  });

  it('round-trips stored conditionJson and refuses what the server would refuse', () => {
    const rows = [{ field: 'organizeId', op: '!=' as const, values: ['@organizeId'] }];
    const built = buildConditionJson(rows);
    expect(built).toEqual({ ok: true, json: '[{"field":"organizeId","op":"!=","value":"@organizeId"}]' });
    expect(conditionsToRows(built.ok ? built.json : '')).toEqual(rows);
    expect(buildConditionJson([{ field: 'a', op: '>', values: ['@userId'] }]).ok).toBe(false);
    expect(buildConditionJson([{ field: '1a', op: '==', values: ['x'] }]).ok).toBe(false);
    expect(buildConditionJson([{ field: 'a', op: 'in', values: ['@userId', 'x'] }]).ok).toBe(false);
    expect(conditionsToRows('not json')).toEqual([]);
  });
});
