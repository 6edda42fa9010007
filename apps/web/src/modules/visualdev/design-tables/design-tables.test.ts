import { describe, expect, it } from 'vitest';
import {
  addDesignTables,
  parseDesignTables,
  parseSecondaryModel,
  removeDesignTable,
  secondaryModel,
  setMainTable,
  setRelation,
  unlinkedSubTables,
} from './design-tables.ts';

const picked = (table: string) => ({ table, tableName: `${table} comment` });

describe('design tables', () => {
  it('makes the first added table the main one and the others its sub-tables', () => {
    const tables = addDesignTables([], [picked('orders'), picked('order_items')]);
    expect(tables).toEqual([
      {
        typeId: '1',
        table: 'orders',
        tableName: 'orders comment',
        tableField: '',
        relationField: '',
        relationTable: '',
      },
      {
        typeId: '0',
        table: 'order_items',
        tableName: 'order_items comment',
        tableField: '',
        relationField: '',
        relationTable: 'orders',
      },
    ]);
    expect(addDesignTables(tables, [picked('orders')])).toHaveLength(2);
  });

  it('moves the main role and clears every link, promoting the first table when the main one goes', () => {
    const linked = setRelation(addDesignTables([], [picked('a'), picked('b'), picked('c')]), 'b', {
      tableField: 'a_id',
      relationField: 'id',
    });
    expect(unlinkedSubTables(linked).map((t) => t.table)).toEqual(['c']);
    const moved = setMainTable(linked, 'c');
    expect(moved.map((t) => [t.table, t.typeId, t.relationTable, t.tableField])).toEqual([
      ['a', '0', 'c', ''],
      ['b', '0', 'c', ''],
      ['c', '1', '', ''],
    ]);
    const rest = removeDesignTable(moved, 'c');
    expect(rest.map((t) => [t.table, t.typeId, t.relationTable])).toEqual([
      ['a', '1', ''],
      ['b', '0', 'a'],
    ]);
    expect(removeDesignTable(rest, 'b').map((t) => t.table)).toEqual(['a']);
  });

  it("reads the server's and the original's entries, keeping keys it does not know", () => {
    expect(parseDesignTables('')).toEqual([]);
    expect(parseDesignTables('{"table":"a"}')).toBeUndefined();
    expect(parseDesignTables('[{"typeId":"1"}]')).toBeUndefined();
    expect(parseDesignTables('[1')).toBeUndefined();
    const [main] =
      parseDesignTables('[{"typeId":1,"table":"a","tableName":null,"fields":[],"extra":"kept"}]') ?? [];
    expect(main).toMatchObject({ typeId: '1', table: 'a', tableName: '', relationField: '', extra: 'kept' });
  });
});

describe('secondary-table field names', () => {
  it('names a secondary column jnpf_{table}_jnpf_{column} and reads it back', () => {
    expect(secondaryModel('order_notes', 'note')).toBe('jnpf_order_notes_jnpf_note');
    expect(parseSecondaryModel('jnpf_order_notes_jnpf_note')).toEqual({
      table: 'order_notes',
      column: 'note',
    });
    expect(parseSecondaryModel('note')).toBeUndefined();
  });
});
