import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { interfaceSources } from './interface-sources.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = 'POST /api/system/DataInterface/suppliers/Actions/List';
const INFO = 'POST /api/system/DataInterface/suppliers/Actions/InfoByIds';

const ROWS = Array.from({ length: 1200 }, (_, index) => ({
  id: `s${index + 1}`,
  fullName: `供应商${index + 1}`,
}));

/** The server's paging of ROWS: the page asked for and the total. */
function pagedRows(call: StubCall) {
  const { currentPage, pageSize } = JSON.parse(call.body ?? '{}') as {
    currentPage: number;
    pageSize: number;
  };
  const start = (currentPage - 1) * pageSize;
  return envelope({
    list: ROWS.slice(start, start + pageSize),
    pagination: { currentPage, pageSize, total: ROWS.length },
  });
}

const sentBodies = (calls: StubCall[], route: string) =>
  callsTo(calls, route).map((call) => JSON.parse(call.body ?? '{}') as Record<string, unknown>);

describe('data-interface sources', () => {
  it('asks Actions/List for the page, the keyword, the columns and the parameters, and maps the answer', async () => {
    const { calls } = stubFetch({
      [LIST]: envelope({
        list: [{ id: 's7', fullName: '示例供应商07', city: '杭州' }],
        pagination: { currentPage: 2, pageSize: 10, total: 11 },
      }),
    });
    const page = await interfaceSources.interfaceList({
      interfaceId: 'suppliers',
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: 'fullName,city',
      keyword: '07',
      currentPage: 2,
      pageSize: 10,
      paramList: [
        { field: 'city', relationField: 'cityField', defaultValue: '杭州' },
        { field: 'tags', relationField: 'tagsField', defaultValue: ['a', 'b'] },
        { field: 'owner', relationField: 'ownerField', defaultValue: null },
        { field: 'word', relationField: '@keyword', defaultValue: '07' },
        { field: '', relationField: '', defaultValue: 'nameless' },
      ],
    });
    expect(page).toEqual({ list: [{ id: 's7', fullName: '示例供应商07', city: '杭州' }], total: 11 });
    expect(sentBodies(calls, LIST)).toEqual([
      {
        interfaceId: 'suppliers',
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: 'fullName,city',
        keyword: '07',
        currentPage: 2,
        pageSize: 10,
        paramList: [
          { field: 'city', relationField: 'cityField', defaultValue: '杭州' },
          { field: 'tags', relationField: 'tagsField', defaultValue: 'a,b' },
          { field: 'owner', relationField: 'ownerField', defaultValue: '' },
          { field: 'word', relationField: '@keyword', defaultValue: '07' },
        ],
      },
    ]);
  });

  it('asks a list without paging (10,000 rows) in one request, as the original pickers do', async () => {
    const { calls } = stubFetch({ [LIST]: pagedRows });
    const page = await interfaceSources.interfaceList({
      interfaceId: 'suppliers',
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: 'fullName',
      keyword: '',
      currentPage: 1,
      pageSize: 10_000,
      paramList: [],
    });
    expect(page.total).toBe(1200);
    expect(page.list.map((row) => row.id)).toEqual(ROWS.map((row) => row.id));
    expect(sentBodies(calls, LIST).map(({ currentPage, pageSize }) => [currentPage, pageSize])).toEqual([
      [1, 10_000],
    ]);
  });

  it("asks Preview for a dynamic choice's options with its parameters and keeps only a list of rows", async () => {
    const PREVIEW = 'POST /api/system/DataInterface/banks/Actions/Preview';
    const { calls } = stubFetch({
      [PREVIEW]: envelope([{ bankCode: 'icbc', bankName: '工商银行' }, 'not a row']),
      'POST /api/system/DataInterface/settings/Actions/Preview': envelope({ bankCode: 'x' }),
    });
    const rows = await interfaceSources.interfaceOptions('banks', { province: 'zj', kinds: ['a', 'b'] });
    expect(rows).toEqual([{ bankCode: 'icbc', bankName: '工商银行' }]);
    expect(sentBodies(calls, PREVIEW)).toEqual([
      {
        paramList: [
          { field: 'province', defaultValue: 'zj' },
          { field: 'kinds', defaultValue: 'a,b' },
        ],
      },
    ]);
    expect(await interfaceSources.interfaceOptions('settings', {})).toEqual([]);
  });

  it('names picked ids through Actions/InfoByIds, each id once, and asks nothing without ids', async () => {
    const { calls } = stubFetch({
      [INFO]: envelope([
        { id: 's2', fullName: '示例供应商02', city: '宁波' },
        { id: 's5', fullName: '示例供应商05', city: '宁波' },
      ]),
    });
    const request = {
      interfaceId: 'suppliers',
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [{ field: 'city', relationField: 'cityField', defaultValue: '宁波' }],
    };
    const rows = await interfaceSources.interfaceInfoByIds({ ...request, ids: ['s2', 's5', 's2'] });
    expect(rows.map((row) => row.fullName)).toEqual(['示例供应商02', '示例供应商05']);
    expect(sentBodies(calls, INFO)).toEqual([{ ...request, ids: ['s2', 's5'] }]);
    expect(await interfaceSources.interfaceInfoByIds({ ...request, ids: [] })).toEqual([]);
    expect(callsTo(calls, INFO)).toHaveLength(1);
  });

  it("asks the autocomplete's suggestions as the first page, the typed text in its @keyword parameter", async () => {
    const { calls } = stubFetch({ [LIST]: pagedRows });
    const rows = await interfaceSources.interfaceSuggestions({
      interfaceId: 'suppliers',
      relationField: 'fullName',
      pageSize: 50,
      paramList: [{ field: 'word', relationField: '@keyword', defaultValue: '供应' }],
    });
    expect(rows).toHaveLength(50);
    expect(sentBodies(calls, LIST)).toEqual([
      {
        interfaceId: 'suppliers',
        relationField: 'fullName',
        columnOptions: '',
        keyword: '',
        currentPage: 1,
        pageSize: 50,
        paramList: [{ field: 'word', relationField: '@keyword', defaultValue: '供应' }],
      },
    ]);
  });
});
