import { describe, expect, it } from 'vitest';
import { DEMO_FORM_ID, DEMO_INTERFACE_ID, withDemoForms } from './demo-record-sources.ts';
import { sampleDesign } from './sample-design.ts';
import { galleryEntries } from './widget-gallery.tsx';

/** What the server would answer for designs other than the demo form. */
const server = {
  relationFormList: async () => ({ list: [{ id: 'r1', title: '服务器记录' }], total: 1 }),
  relationFormRecord: async () => ({ formData: {}, data: { id: 'r1', title: '服务器记录' } }),
};
const demoRecordSources = withDemoForms(server);

const example = (key: string) => {
  const entry = galleryEntries('zh-CN').find((candidate) => candidate.key === key);
  if (!entry?.ok) throw new Error(`no gallery example for ${key}`);
  return { field: entry.design.design.fields[0], value: entry.value.field };
};

describe('demo record sources', () => {
  it('pages and searches the demo form and answers a record with its design', async () => {
    const page = await demoRecordSources.relationFormList?.({
      modelId: DEMO_FORM_ID,
      relationField: 'title',
      columnOptions: 'title,amount',
      keyword: '合同',
      currentPage: 2,
      pageSize: 2,
    });
    expect(page).toEqual({ list: [expect.objectContaining({ id: 'contract-3' })], total: 3 });
    const record = await demoRecordSources.relationFormRecord?.({ modelId: DEMO_FORM_ID, id: 'contract-2' });
    expect(record?.data.title).toBe('设备采购合同');
    expect(record?.formData).toMatchObject({ fields: expect.any(Array) });
    expect(await demoRecordSources.relationFormRecord?.({ modelId: DEMO_FORM_ID, id: 'nope' })).toBeNull();
  });

  it('asks the server for any other design', async () => {
    const page = await demoRecordSources.relationFormList({
      modelId: 'real-design',
      relationField: 'title',
      columnOptions: '',
      keyword: '',
      currentPage: 1,
      pageSize: 20,
    });
    expect(page.list).toEqual([{ id: 'r1', title: '服务器记录' }]);
    expect(
      (await demoRecordSources.relationFormRecord({ modelId: 'real-design', id: 'r1' }))?.data.title,
    ).toBe('服务器记录');
  });

  it('names the value of the gallery example of the relation-form picker', async () => {
    const relation = example('relationForm');
    const record = await demoRecordSources.relationFormRecord?.({
      modelId: String(relation.field.modelId),
      id: String(relation.value),
    });
    expect(record?.data[String(relation.field.relationField)]).toBe('办公用品框架合同');
  });

  it('points the interface examples and the sample design at the seeded demo interface', () => {
    // The server seeds the static interface 示例供应商 under this id on a fresh database.
    expect(DEMO_INTERFACE_ID).toBe('demo-suppliers');
    for (const key of ['popupSelect', 'popupTableSelect', 'autoComplete']) {
      expect(example(key).field.interfaceId, key).toBe(DEMO_INTERFACE_ID);
    }
    const supplier = sampleDesign.fields.find((field) => field.__vModel__ === 'supplier');
    expect(supplier).toMatchObject({
      __config__: { jnpfKey: 'popupSelect' },
      interfaceId: DEMO_INTERFACE_ID,
    });
  });
});
