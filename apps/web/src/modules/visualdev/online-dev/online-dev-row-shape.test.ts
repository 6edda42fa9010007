import { describe, expect, it } from 'vitest';
import { parseColumnData } from './online-dev-column-data.ts';
import { groupLabel, isGroupRow, parentKeys, recordsOf, treeRows } from './online-dev-row-shape.ts';

const design = (extra: Record<string, unknown>) =>
  parseColumnData(
    JSON.stringify({
      columnList: [{ prop: 'title' }, { prop: 'kind' }, { prop: 'amount' }],
      showSummary: true,
      summaryField: ['amount'],
      ...extra,
    }),
  );

describe('list types of the list design', () => {
  it('reads a left tree with its source, relation and value key', () => {
    const data = design({
      type: 2,
      treeTitle: '类别',
      treeDataSource: 'dictionary',
      treeDictionary: 'kinds',
      treeRelation: 'kind',
    });
    expect(data.layout).toEqual({
      type: 'tree',
      tree: { title: '类别', source: 'dictionary', dictionary: 'kinds', relation: 'kind', valueKey: 'id' },
    });
  });

  it('shows a type whose settings are missing as a plain list', () => {
    expect(design({ type: 2, treeDataSource: 'dictionary', treeRelation: 'kind' }).layout).toEqual({
      type: 'plain',
    });
    expect(design({ type: 2, treeDataSource: 'api', treeRelation: 'kind' }).layout).toEqual({
      type: 'plain',
    });
    expect(design({ type: 3 }).layout).toEqual({ type: 'plain' });
  });

  it('reads type 4 as rows edited in place, which needs no settings', () => {
    expect(design({ type: 4 }).layout).toEqual({ type: 'inline' });
    expect(design({ type: '4' }).layout).toEqual({ type: 'inline' });
  });

  it('hides the group column and sums nothing in a grouped or tree list', () => {
    const grouped = design({ type: 3, groupField: 'kind' });
    expect(grouped.layout).toEqual({ type: 'grouped', groupField: 'kind' });
    expect(grouped.columns.map((c) => c.prop)).toEqual(['title', 'amount']);
    expect(grouped.summaryFields).toEqual([]);
    const tree = design({ type: 5, parentField: 'parent' });
    expect(tree.layout).toEqual({ type: 'treeTable', parentField: 'parent' });
    expect(tree.summaryFields).toEqual([]);
    expect(design({ type: 1 }).summaryFields).toEqual(['amount']);
  });
});

describe('rows of the server-shaped lists', () => {
  it('reads a group row by top: true and names it by its text', () => {
    const group = { id: 'top:"h"', top: true, title: '紧急', children: [{ id: 'a', title: 'x' }] };
    expect(isGroupRow(group)).toBe(true);
    expect(isGroupRow({ id: 'a', title: 'x' })).toBe(false);
    expect(groupLabel(group)).toBe('紧急');
    expect(groupLabel({ id: 'top:null', top: true, title: '', children: [] })).toBe('');
    expect(parentKeys([group, { id: 'b', top: true, children: [] }])).toEqual(['top:"h"']);
    // The records whose cells look up names: those under the groups and under opened rows.
    const nested = { id: 'c', title: 'y', children: [{ id: 'd', title: 'z' }] };
    expect(recordsOf([group, nested]).map((row) => row.id)).toEqual(['a', 'c', 'd']);
  });

  it('puts the rows read so far under their parents and offers to open the others', () => {
    const top = [
      { id: '1', hasChildren: true },
      { id: '2', hasChildren: false },
      { id: '3', hasChildren: true },
    ];
    const loaded = new Map([
      ['1', [{ id: '4', hasChildren: true }]],
      ['4', [{ id: '1', hasChildren: true }]],
    ]);
    const rows = treeRows(top, loaded);
    expect(rows[0]).toMatchObject({ id: '1', children: [{ id: '4', children: [{ id: '1' }] }] });
    // A parent met again below itself is not opened a second time.
    expect(rows[0]?.children).toEqual([
      { id: '4', hasChildren: true, children: [{ id: '1', hasChildren: true }] },
    ]);
    expect(rows[1]).toEqual({ id: '2', hasChildren: false });
    expect(rows[2]).toEqual({ id: '3', hasChildren: true, children: [] });
  });
});
