import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { NO_PAGER_SIZE, parseColumnData, searchQuery } from './online-dev-column-data.ts';

const search = (jnpfKey: string, name: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label: name.toUpperCase() },
  __vModel__: name,
  ...extra,
});

describe('the list design of a released function', () => {
  it('reads columns, search kinds, buttons and paging', () => {
    const data = parseColumnData(
      JSON.stringify({
        columnList: [
          { prop: 'title', label: '标题', width: '120', align: 'center', sortable: true, fixed: 'left' },
          { prop: 'note', fixed: 'none' },
          { label: 'x' },
        ],
        searchList: [
          search('input', 'title'),
          search('radio', 'kind', { __slot__: { options: [{ fullName: '甲', id: 'a' }] } }),
          search('select', 'dict', { __config__: { jnpfKey: 'select', label: 'D', dataType: 'dictionary' } }),
          search('createTime', 'created'),
        ],
        btnsList: [{ value: 'add', label: '新增' }, { label: 'no value' }],
        columnBtnsList: [{ value: 'edit', label: '' }],
        defaultSidx: 'title',
        sort: 'asc',
        pageSize: 50,
      }),
    );
    expect(data.columns).toEqual([
      { prop: 'title', label: '标题', width: 120, align: 'center', fixed: 'left', isSortable: true },
      { prop: 'note', label: 'note', align: 'left', isSortable: false },
    ]);
    expect(data.columns[1]).not.toHaveProperty('fixed', 'none');
    expect(data.searchFields.map((f) => [f.name, f.kind])).toEqual([
      ['title', 'text'],
      ['kind', 'select'],
      ['dict', 'text'],
      ['created', 'dateRange'],
    ]);
    expect(data.searchFields[1]?.options).toEqual([{ label: '甲', value: 'a' }]);
    expect(data.buttons).toEqual([{ value: 'add', label: '新增' }]);
    expect(data.rowButtons).toEqual([{ value: 'edit', label: '' }]);
    expect(data).toMatchObject({ sidx: 'title', sort: 'asc', pageSize: 50, hasPage: true });
  });

  it('reads link buttons and summed columns, leaving out buttons it cannot run', () => {
    const data = parseColumnData(
      JSON.stringify({
        columnBtnsList: [{ value: 'edit', label: '' }],
        customBtnsList: [
          { value: 'btn_a', label: '打开', event: { btnType: 'link', url: '/x/{id}' } },
          { value: 'btn_b', label: '坏', event: { btnType: 'link', url: 'javascript:alert(1)' } },
          { value: 'btn_c', label: '脚本', event: { btnType: 2 } },
        ],
        showSummary: true,
        summaryField: ['amount', 3],
      }),
    );
    expect(data.rowButtons).toEqual([
      { value: 'edit', label: '' },
      { value: 'btn_a', label: '打开', url: '/x/{id}' },
    ]);
    expect(data.summaryFields).toEqual(['amount']);
    expect(parseColumnData(JSON.stringify({ summaryField: ['amount'] })).summaryFields).toEqual([]);
  });

  it('gives an empty design for text that is not JSON', () => {
    expect(parseColumnData('{')).toMatchObject({ columns: [], buttons: [], sort: 'desc', pageSize: 20 });
    expect(parseColumnData(null).hasPage).toBe(true);
    expect(NO_PAGER_SIZE).toBe(10_000);
  });

  it('sends filled search fields only, date ranges as day starts', () => {
    const fields = parseColumnData(
      JSON.stringify({
        searchList: [search('input', 'title'), search('date', 'day'), search('input', 'note')],
      }),
    ).searchFields;
    const from = dayjs('2026-03-02T15:30:00');
    const to = dayjs('2026-03-05T08:00:00');
    expect(searchQuery(fields, { title: ' 差旅 ', day: [from, to], note: '' })).toEqual({
      title: '差旅',
      day: [dayjs('2026-03-02').valueOf(), dayjs('2026-03-05').valueOf()],
    });
  });
});
