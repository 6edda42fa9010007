import { describe, expect, it } from 'vitest';
import { parseColumnData } from './online-dev-column-data.ts';
import { GROUP_LABEL, groupRows, isGroupRow, nestRows, parentKeys } from './online-dev-row-shape.ts';

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

describe('rows of the page on screen', () => {
  it('groups rows by value in the order the values appear, naming empty values', () => {
    const rows = [
      { id: 'a', kind: 'x' },
      { id: 'b', kind: null },
      { id: 'c', kind: 'x' },
    ];
    const groups = groupRows(rows, 'kind', (v) => (v ? `K-${v}` : ''), '(empty)');
    expect(groups.map((g) => g[GROUP_LABEL])).toEqual(['K-x', '(empty)']);
    expect(groups[0]?.children).toEqual([rows[0], rows[2]]);
    expect(groups.every(isGroupRow)).toBe(true);
    expect(rows.some(isGroupRow)).toBe(false);
  });

  it('nests rows under parents on the page and keeps orphans and loops at the top', () => {
    const rows = [
      { id: '1', parent: '' },
      { id: '2', parent: '1' },
      { id: '3', parent: '2' },
      { id: '4', parent: 'elsewhere' },
      { id: '5', parent: '6' },
      { id: '6', parent: '5' },
      { id: '7', parent: '7' },
    ];
    const nested = nestRows(rows, 'parent');
    expect(nested.map((r) => r.id)).toEqual(['1', '4', '5', '6', '7']);
    expect(nested[0]).toMatchObject({ id: '1', children: [{ id: '2', children: [{ id: '3' }] }] });
    expect(parentKeys(nested)).toEqual(['1', '2']);
  });
});
