import { describe, expect, it } from 'vitest';
import { DEMO_FORM_ID, DEMO_INTERFACE_ID, demoRecordSources } from './demo-record-sources.ts';
import { galleryEntries } from './widget-gallery.tsx';

const listQuery = {
  interfaceId: DEMO_INTERFACE_ID,
  propsValue: 'id',
  relationField: 'fullName',
  columnOptions: 'fullName,city',
  paramList: [],
  keyword: '',
  currentPage: 1,
  pageSize: 10,
};

describe('demo record sources', () => {
  it('pages the demo interface, filters it by keyword and by its city parameter', async () => {
    const first = await demoRecordSources.interfaceList?.(listQuery);
    expect(first?.total).toBe(36);
    expect(first?.list).toHaveLength(10);
    const third = await demoRecordSources.interfaceList?.({ ...listQuery, currentPage: 4 });
    expect(third?.list.map((row) => row.id)).toEqual([
      'supplier-31',
      'supplier-32',
      'supplier-33',
      'supplier-34',
      'supplier-35',
      'supplier-36',
    ]);
    const searched = await demoRecordSources.interfaceList?.({ ...listQuery, keyword: '供应商07' });
    expect(searched?.list.map((row) => row.fullName)).toEqual(['示例供应商07']);
    const ningbo = await demoRecordSources.interfaceList?.({
      ...listQuery,
      pageSize: 100,
      paramList: [{ field: 'city', relationField: 'city', defaultValue: '宁波' }],
    });
    expect(ningbo?.total).toBe(12);
    expect(ningbo?.list.every((row) => row.city === '宁波')).toBe(true);
  });

  it('names ids through InfoByIds and answers a relation-form record with its design', async () => {
    const rows = await demoRecordSources.interfaceInfoByIds?.({
      interfaceId: DEMO_INTERFACE_ID,
      ids: ['supplier-2'],
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
    });
    expect(rows?.map((row) => row.fullName)).toEqual(['示例供应商02']);
    const record = await demoRecordSources.relationFormRecord?.({ modelId: DEMO_FORM_ID, id: 'contract-2' });
    expect(record?.data.title).toBe('设备采购合同');
    expect(record?.formData).toMatchObject({ fields: expect.any(Array) });
    expect(await demoRecordSources.relationFormRecord?.({ modelId: DEMO_FORM_ID, id: 'nope' })).toBeNull();
  });

  it('names the values of the gallery examples of the popup and relation-form pickers', async () => {
    const entries = galleryEntries('zh-CN');
    const example = (key: string) => {
      const entry = entries.find((candidate) => candidate.key === key);
      if (!entry?.ok) throw new Error(`no gallery example for ${key}`);
      return { field: entry.design.design.fields[0], value: entry.value.field };
    };
    const popup = example('popupSelect');
    expect(popup.field.interfaceId).toBe(DEMO_INTERFACE_ID);
    const rows = await demoRecordSources.interfaceInfoByIds?.({
      interfaceId: DEMO_INTERFACE_ID,
      ids: [String(popup.value)],
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
    });
    expect(rows).toHaveLength(1);
    const relation = example('relationForm');
    const record = await demoRecordSources.relationFormRecord?.({
      modelId: String(relation.field.modelId),
      id: String(relation.value),
    });
    expect(record?.data[String(relation.field.relationField)]).toBe('办公用品框架合同');
  });
});
