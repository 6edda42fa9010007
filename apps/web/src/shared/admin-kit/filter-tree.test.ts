import { describe, expect, it } from 'vitest';
import { collectIds, filterTree } from './filter-tree.ts';

const tree = [
  {
    id: 'c',
    fullName: '示范科技',
    children: [
      { id: 'd1', fullName: '研发部', children: [{ id: 't1', fullName: 'Web 小组' }] },
      { id: 'd2', fullName: '财务部' },
    ],
  },
];

describe('filterTree', () => {
  it('keeps matches with their ancestors and drops the rest', () => {
    expect(filterTree(tree, 'web')).toEqual([
      {
        id: 'c',
        fullName: '示范科技',
        children: [{ id: 'd1', fullName: '研发部', children: [{ id: 't1', fullName: 'Web 小组' }] }],
      },
    ]);
  });

  it('keeps the whole subtree of a matching node and everything for an empty keyword', () => {
    expect(filterTree(tree, '研发')[0]?.children?.[0]?.children).toHaveLength(1);
    expect(filterTree(tree, '  ')).toEqual(tree);
    expect(filterTree(tree, '人事')).toEqual([]);
  });

  it('lists every id parents first', () => {
    expect(collectIds(tree)).toEqual(['c', 'd1', 't1', 'd2']);
  });
});
