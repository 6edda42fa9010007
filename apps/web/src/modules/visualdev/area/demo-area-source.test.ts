import { describe, expect, it } from 'vitest';
import { demoAreaChildren, demoAreaNames } from './demo-area-source.ts';

describe('demo area source', () => {
  it('lists the provinces under -1 and the children of an area, marking leaves', async () => {
    expect((await demoAreaChildren('-1')).map((area) => area.label)).toEqual(['浙江省', '北京市']);
    expect(await demoAreaChildren('330100')).toEqual([
      { value: '330106', label: '西湖区', isLeaf: false },
      { value: '330108', label: '滨江区', isLeaf: true },
    ]);
  });

  it('names known ids and leaves out unknown ones', async () => {
    expect(await demoAreaNames(['330000', '330100', 'nope'])).toEqual({
      '330000': '浙江省',
      '330100': '杭州市',
    });
  });
});
