import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { dictionaryOptions } from './dictionary-source.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dictionary source', () => {
  it("asks the picker endpoint for a category's enabled entries and nests a tree category's", async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryData/Industry/Data/Selector': envelope({
        list: [
          {
            id: 'c',
            parentId: '0',
            fullName: '制造业',
            enCode: 'C',
            hasChildren: true,
            children: [
              {
                id: 'c36',
                parentId: 'c',
                fullName: '汽车制造业',
                enCode: 'C36',
                hasChildren: false,
                children: [],
              },
            ],
          },
          { id: 'f', parentId: '0', fullName: '批发和零售业', enCode: 'F', hasChildren: false, children: [] },
        ],
      }),
    });
    expect(await dictionaryOptions('Industry')).toEqual([
      { label: '制造业', value: 'C', children: [{ label: '汽车制造业', value: 'C36' }] },
      { label: '批发和零售业', value: 'F' },
    ]);
    expect(callsTo(calls, 'GET /api/system/DictionaryData/Industry/Data/Selector')).toHaveLength(1);
  });
});
