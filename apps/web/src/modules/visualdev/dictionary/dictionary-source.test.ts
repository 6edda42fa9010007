import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { dictionaryOptions } from './dictionary-source.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SELECTOR = 'GET /api/system/DictionaryData/Industry/Data/Selector';

/** The picker's answer for the tree category Industry. */
const industries = envelope({
  list: [
    {
      id: 'c',
      parentId: '0',
      fullName: '制造业',
      enCode: 'C',
      hasChildren: true,
      children: [
        { id: 'c36', parentId: 'c', fullName: '汽车制造业', enCode: 'C36', hasChildren: false, children: [] },
      ],
    },
    { id: 'f', parentId: '0', fullName: '批发和零售业', enCode: 'F', hasChildren: false, children: [] },
  ],
});

describe('dictionary source', () => {
  it("asks the picker endpoint for a category's enabled entries and nests a tree category's", async () => {
    const { calls } = stubFetch({ [SELECTOR]: industries });
    expect(await dictionaryOptions('Industry', 'enCode')).toEqual([
      { label: '制造业', value: 'C', children: [{ label: '汽车制造业', value: 'C36' }] },
      { label: '批发和零售业', value: 'F' },
    ]);
    expect(callsTo(calls, SELECTOR)).toHaveLength(1);
  });

  it("gives the entry's id as the value for a field whose value key is the id", async () => {
    stubFetch({ [SELECTOR]: industries });
    expect(await dictionaryOptions('Industry', 'id')).toEqual([
      { label: '制造业', value: 'c', children: [{ label: '汽车制造业', value: 'c36' }] },
      { label: '批发和零售业', value: 'f' },
    ]);
  });
});
