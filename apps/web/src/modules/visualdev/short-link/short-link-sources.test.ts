import { parseFormDesign } from '@platform/form-engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { linkFormSources } from './short-link-sources.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const choice = (name: string, config: Record<string, unknown>) => ({
  __config__: { jnpfKey: 'select', label: name, span: 24, ...config },
  __vModel__: name,
});

/** Two fields naming the interface `numbers`, each with its own parameter, and a dictionary field. */
function linkModel() {
  const parsed = parseFormDesign({
    fields: [
      choice('low', {
        dataType: 'dynamic',
        propsUrl: 'numbers',
        templateJson: [{ field: 'floor', relationField: '', defaultValue: '1' }],
      }),
      choice('high', {
        dataType: 'dynamic',
        propsUrl: 'numbers',
        templateJson: [{ field: 'ceiling', relationField: '', defaultValue: '9' }],
      }),
      choice('sex', { dataType: 'dictionary', dictionaryType: 'sex' }),
    ],
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return parsed.model;
}

const BASE = '/api/visualdev/ShortLink/m1/Field';

describe('public form link sources', () => {
  it("asks an interface's rows through the asking field, so each field sends its own parameters", async () => {
    const { calls } = stubFetch({ [`POST ${BASE}/*`]: envelope([{ id: '1', fullName: 'n1' }]) });
    const model = linkModel();
    const sources = linkFormSources('m1', 'token', model);
    const high = model.byRef.get('high')?.field;
    await sources.interfaceOptions?.('numbers', { ceiling: '9' }, high);
    await sources.interfaceOptions?.('numbers', { floor: '1' }, model.byRef.get('low')?.field);
    expect(callsTo(calls, `POST ${BASE}/high/Interface`).map((call) => JSON.parse(call.body ?? ''))).toEqual([
      { paramList: [{ field: 'ceiling', defaultValue: '9' }] },
    ]);
    expect(callsTo(calls, `POST ${BASE}/low/Interface`)).toHaveLength(1);
  });

  it("stores a dictionary entry's id or code as the asking field's value key says", async () => {
    const entry = { id: 'e1', parentId: '0', fullName: '男', enCode: '1', hasChildren: false, children: [] };
    stubFetch({ [`GET ${BASE}/sex/Dictionary`]: envelope({ list: [entry] }) });
    const sources = linkFormSources('m1', 'token', linkModel());
    expect(await sources.dictionaryOptions?.('sex', 'id')).toEqual([{ label: '男', value: 'e1' }]);
    expect(await sources.dictionaryOptions?.('sex', 'enCode')).toEqual([{ label: '男', value: '1' }]);
  });
});
