import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createInterface, interfaceCategories, sqlBody } from '../system/data-interface-fixtures.ts';
import {
  dictionaryFields,
  onlineCall,
  releaseDesign,
  runtimeDesign,
  saveBody,
} from './online-dev-fixtures.ts';
import { checkPassword, linkCall, saveLink } from './online-dev-short-link-fixtures.ts';
import { createDesign, formData, widget } from './visual-dev-fixtures.ts';

/*
 * The options of a form link's fields for the public form: a dictionary field's entries (data
 * dictionary or dynamic dictionary), the rows of the interface an interface field names with the
 * field's parameters, an area field's levels; only for a field of that kind in the released form, by
 * the form link's token and its password proof. A public save names dictionary entries as a signed-in
 * one does.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

/** A released dynamic dictionary with the enabled 官网 (web) and the disabled 其他 (other). */
async function dynamicDictionary() {
  const design = await createDesign(t, admin, { formData: formData(dictionaryFields) });
  await releaseDesign(t, admin, design.id);
  const entries: Record<string, string> = {};
  for (const [fullName, enCode, enabledMark] of [
    ['官网', 'web', 1],
    ['其他', 'other', 0],
  ] as const) {
    const entry = { fullName, enCode, sortCode: 0, enabledMark, parentId: '' };
    const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(entry));
    expect(res.body.code, res.body.msg).toBe(200);
    entries[enCode] = res.body.data.id as string;
  }
  return { id: design.id, entries };
}

/** An SQL interface of the numbers 1-5 from its `floor` parameter up. */
async function numbersInterface() {
  const [category] = await interfaceCategories(t);
  const param = { field: 'floor', fieldName: '下限', dataType: 'int', required: 0, defaultValue: '0' };
  return createInterface(
    t,
    admin,
    sqlBody(
      category ?? '',
      "SELECT v AS id, 'n' || v AS name FROM generate_series(1, 5) v WHERE v >= {floor} ORDER BY v",
      [param],
    ),
  );
}

/** A released design whose form has a field of each kind, its form link switched on (with `changes`). */
async function linkedForm(changes: Json = {}) {
  const dict = await dynamicDictionary();
  const iface = await numbersInterface();
  const design = await runtimeDesign(t, admin, {
    formData: formData([
      widget('comInput', 'title', '标题'),
      widget('select', 'sex', '性别', {}, { dataType: 'dictionary', dictionaryType: 'sex' }),
      widget('select', 'source', '来源', {}, { dataType: 'dynamicDictionary', dictionaryType: dict.id }),
      widget('numInput', 'least', '最小'),
      widget(
        'select',
        'item',
        '物品',
        {},
        {
          dataType: 'dynamic',
          propsUrl: iface.id,
          templateJson: [{ field: 'floor', relationField: 'least', defaultValue: '' }],
        },
      ),
      widget('address', 'region', '地区'),
    ]),
  });
  const link = await saveLink(t, admin, design.id, { formUse: 1, ...changes });
  return { id: design.id, dict, iface, ...link };
}

const field = (id: string, name: string, tail: string, token: string) =>
  `/${id}/Field/${name}/${tail}?encryption=${encodeURIComponent(token)}`;

describe('外链 public form: field options', () => {
  it('answers a dictionary field, an interface field with its parameter and an area field', async () => {
    const link = await linkedForm();
    const sex = await linkCall(t, 'GET', field(link.id, 'sex', 'Dictionary', link.form));
    expect(sex.body.code, sex.body.msg).toBe(200);
    expect((sex.body.data.list as Json[]).map((o) => o.enCode)).toEqual(expect.arrayContaining(['1', '2']));

    const source = await linkCall(t, 'GET', field(link.id, 'source', 'Dictionary', link.form));
    expect(source.body.code, source.body.msg).toBe(200);
    expect((source.body.data.list as Json[]).map((o) => [o.id, o.enCode])).toEqual([
      [link.dict.entries.web, 'web'],
    ]);

    const rows = await linkCall(t, 'POST', field(link.id, 'item', 'Interface', link.form), {
      paramList: [{ field: 'floor', defaultValue: 4 }],
    });
    expect(rows.body.code, rows.body.msg).toBe(200);
    expect((rows.body.data as Json[]).map((row) => Number(row.id))).toEqual([4, 5]);
    // A parameter taken from an empty form field: the interface's own default (0) applies.
    const all = await linkCall(t, 'POST', field(link.id, 'item', 'Interface', link.form), {});
    expect((all.body.data as Json[]).map((row) => Number(row.id))).toEqual([1, 2, 3, 4, 5]);

    const provinces = await linkCall(t, 'GET', field(link.id, 'region', 'Area/-1', link.form));
    expect(provinces.body.code, provinces.body.msg).toBe(200);
    expect(provinces.body.data.list).toHaveLength(34);
    expect(provinces.body.data.list[0]).toMatchObject({ id: '110000', fullName: '北京市', isLeaf: false });
    const districts = await linkCall(t, 'GET', field(link.id, 'region', 'Area/110000', link.form));
    expect(districts.body.data.list.length).toBeGreaterThan(0);
  });

  it('calls an interface two fields name with the parameters of the field asked for', async () => {
    const iface = await numbersInterface();
    const numbers = (name: string, templateJson: Json[]) =>
      widget('select', name, name, {}, { dataType: 'dynamic', propsUrl: iface.id, templateJson });
    const design = await runtimeDesign(t, admin, {
      formData: formData([
        widget('numInput', 'least', '最小'),
        numbers('item', [{ field: 'floor', relationField: 'least', defaultValue: '' }]),
        numbers('top', [{ field: 'floor', relationField: '', defaultValue: '4' }]),
      ]),
    });
    const link = await saveLink(t, admin, design.id, { formUse: 1 });
    const idsOf = async (name: string, body: Json) => {
      const res = await linkCall(t, 'POST', field(design.id, name, 'Interface', link.form), body);
      expect(res.body.code, res.body.msg).toBe(200);
      return (res.body.data as Json[]).map((row) => Number(row.id));
    };
    const sent = { paramList: [{ field: 'floor', defaultValue: 2 }] };
    expect(await idsOf('item', sent)).toEqual([2, 3, 4, 5]);
    // The design's own value of a parameter bound to no form field, whatever the caller sends.
    expect(await idsOf('top', sent)).toEqual([4, 5]);
    expect(await idsOf('top', {})).toEqual([4, 5]);
  });

  it('refuses an unknown field, a field of another kind, a parameter the field has not and a bad token', async () => {
    const link = await linkedForm({ columnUse: 1 });
    const refusals: [string, string, unknown?][] = [
      ['GET', field(link.id, 'nothing', 'Dictionary', link.form)],
      ['GET', field(link.id, 'title', 'Dictionary', link.form)],
      ['GET', field(link.id, 'item', 'Dictionary', link.form)],
      ['POST', field(link.id, 'sex', 'Interface', link.form), {}],
      ['GET', field(link.id, 'sex', 'Area/-1', link.form)],
      [
        'POST',
        field(link.id, 'item', 'Interface', link.form),
        { paramList: [{ field: 'other', defaultValue: 1 }] },
      ],
      ['POST', field(link.id, 'item', 'Interface', link.form), { paramList: [], interfaceId: link.iface.id }],
      ['GET', `/${link.id}/Field/sex/Dictionary`],
      ['GET', field(link.id, 'sex', 'Dictionary', link.list)],
      ['GET', field(link.id, 'sex', 'Dictionary', `${link.form}x`)],
    ];
    for (const [method, url, body] of refusals) {
      const res = await linkCall(t, method as 'GET' | 'POST', url, body);
      expect({ url, code: res.body.code }).toEqual({ url, code: 400 });
    }
    const unknown = await linkCall(t, 'GET', field(link.id, 'nothing', 'Dictionary', link.form));
    expect(unknown.body.msg).toContain('nothing');
  });

  it('asks the password proof when the form has a password', async () => {
    const link = await linkedForm({ formPassUse: 1, formPassword: 'Abc@123' });
    const unproven = await linkCall(t, 'GET', field(link.id, 'sex', 'Dictionary', link.form));
    expect(unproven.body.code).toBe(401);
    const area = await linkCall(t, 'GET', field(link.id, 'region', 'Area/-1', link.form));
    expect(area.body.code).toBe(401);
    const checked = await checkPassword(t, link.id, 0, 'Abc@123', link.form);
    expect(checked.body.code, checked.body.msg).toBe(200);
    const proven = checked.body.data.encryption as string;
    const sex = await linkCall(t, 'GET', field(link.id, 'sex', 'Dictionary', proven));
    expect(sex.body.code, sex.body.msg).toBe(200);
  });

  it('saves a public record naming dictionary entries and refuses one naming a disabled or unknown entry', async () => {
    const link = await linkedForm();
    const create = (values: Json) =>
      linkCall(t, 'POST', `/${link.id}?encryption=${encodeURIComponent(link.form)}`, saveBody(values));
    const saved = await create({ title: '甲', sex: '1', source: link.dict.entries.web, item: '4' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const stored = await onlineCall(t, admin, 'GET', `/${link.id}/${saved.body.data.id}`);
    expect(JSON.parse(stored.body.data.data)).toMatchObject({ sex: '1', source: link.dict.entries.web });

    const refused = await create({ title: '乙', source: link.dict.entries.other });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('来源');
    // A data dictionary's choice too must be one of its enabled entries.
    const unknownSex = await create({ title: '丙', sex: '9' });
    expect(unknownSex.body.code).toBe(400);
    expect(unknownSex.body.msg).toContain('性别');
  });
});
