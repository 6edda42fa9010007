import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { areaChildren, areaNames } from './area-source.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('area source', () => {
  it('asks the selector for the enabled areas below a parent and marks leaves as the server says', async () => {
    const { calls } = stubFetch({
      'GET /api/system/Area/330100/Selector/0': envelope({
        list: [
          { id: '330106', parentId: '330100', fullName: '西湖区', enCode: '330106', isLeaf: true },
          { id: '330108', parentId: '330100', fullName: '滨江区', enCode: '330108', isLeaf: false },
        ],
      }),
    });
    expect(await areaChildren('330100')).toEqual([
      { value: '330106', label: '西湖区', isLeaf: true },
      { value: '330108', label: '滨江区', isLeaf: false },
    ]);
    expect(callsTo(calls, 'GET /api/system/Area/330100/Selector/0')).toHaveLength(1);
  });

  it('names ids through GetAreaByIds, one path per id, leaving out ids without a name', async () => {
    const { calls } = stubFetch({
      'POST /api/system/Area/GetAreaByIds': (call) => {
        const { idsList } = JSON.parse(call.body ?? '{}') as { idsList: string[][] };
        const known: Record<string, string> = { '330000': '浙江省', '330100': '杭州市' };
        return envelope(idsList.map((path) => path.flatMap((id) => (known[id] ? [known[id]] : []))));
      },
    });
    expect(await areaNames(['330000', '330100', 'nope', '330000'])).toEqual({
      '330000': '浙江省',
      '330100': '杭州市',
    });
    const sent = JSON.parse(callsTo(calls, 'POST /api/system/Area/GetAreaByIds')[0]?.body ?? '{}');
    expect(sent).toEqual({ idsList: [['330000'], ['330100'], ['nope']] });
    expect(await areaNames([])).toEqual({});
    expect(callsTo(calls, 'POST /api/system/Area/GetAreaByIds')).toHaveLength(1);
  });
});
