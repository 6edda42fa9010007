import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { relationFormSources } from './relation-form-sources.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FORM = JSON.stringify({ fields: [] });

describe('relation-form sources', () => {
  it('pages the related design through FieldDataSelect with the keyword and columns', async () => {
    const { calls } = stubFetch({
      'GET /api/visualdev/Base/m1/FieldDataSelect': envelope({
        list: [{ id: 'r1', title: '苹果', price: 5 }],
        pagination: { currentPage: 2, pageSize: 10, total: 11 },
      }),
    });
    const page = await relationFormSources.relationFormList({
      modelId: 'm1',
      relationField: 'title',
      columnOptions: 'title,price',
      keyword: '苹',
      currentPage: 2,
      pageSize: 10,
    });
    expect(page).toEqual({ list: [{ id: 'r1', title: '苹果', price: 5 }], total: 11 });
    const query = calls[0]?.url.searchParams;
    expect(query?.get('relationField')).toBe('title');
    expect(query?.get('columnOptions')).toBe('title,price');
    expect(query?.get('keyword')).toBe('苹');
    expect(query?.get('currentPage')).toBe('2');
  });

  it('reads a record with its design form, and null when the record is gone', async () => {
    stubFetch({
      'GET /api/visualdev/OnlineDev/m1/Config': envelope({ id: 'm1', formData: FORM }),
      'GET /api/visualdev/OnlineDev/m1/r1/DataChange': envelope({
        id: 'r1',
        data: JSON.stringify({ title: '苹果' }),
      }),
    });
    expect(await relationFormSources.relationFormRecord({ modelId: 'm1', id: 'r1' })).toEqual({
      formData: FORM,
      data: { title: '苹果', id: 'r1' },
    });
    // The stub answers the server's 404 envelope for a route it does not know.
    expect(await relationFormSources.relationFormRecord({ modelId: 'm1', id: 'gone' })).toBeNull();
  });
});
