import { describe, expect, it } from 'vitest';
import { treeRows } from './tree-expansion.ts';

describe('treeRows', () => {
  it('keeps the nesting and drops the empty children of leaves (no expand arrow on them)', () => {
    const nodes = [
      {
        id: 'c1',
        children: [
          { id: 'd1', children: [] },
          { id: 'd2', children: [{ id: 'g1', children: [] }] },
        ],
      },
      { id: 'c2', children: [] },
    ];
    expect(treeRows(nodes)).toEqual([
      { id: 'c1', children: [{ id: 'd1' }, { id: 'd2', children: [{ id: 'g1' }] }] },
      { id: 'c2' },
    ]);
  });
});
