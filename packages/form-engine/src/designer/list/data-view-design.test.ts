import { describe, expect, it } from 'vitest';
import { parseFormDesign } from '../../schema/parse-design.ts';
import { dataViewFieldNames, dataViewFormDesign } from './data-view-design.ts';

describe('data view fields', () => {
  it('reads the names of the columns and search fields once each, as text or object', () => {
    const columnData = {
      columnList: [{ prop: 'name' }, { prop: 'price' }, { label: 'no prop' }],
      searchList: [{ __vModel__: 'name' }, { prop: 'code' }],
    };
    expect(dataViewFieldNames(columnData)).toEqual(['name', 'price', 'code']);
    expect(dataViewFieldNames(JSON.stringify(columnData))).toEqual(['name', 'price', 'code']);
    expect(dataViewFieldNames('not json')).toEqual([]);
    expect(dataViewFieldNames(null)).toEqual([]);
  });

  it('makes a form the engine parses, one text field per name', () => {
    const parsed = parseFormDesign(dataViewFormDesign(['name', 'f_id']), 'zh-CN');
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.model.fields.map((entry) => [entry.name, entry.key, entry.field.__config__.label])).toEqual(
      [
        ['name', 'comInput', 'name'],
        ['f_id', 'comInput', 'f_id'],
      ],
    );
  });
});
