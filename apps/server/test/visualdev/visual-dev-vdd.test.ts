import { describe, expect, it } from 'vitest';
import { multipart, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { boundFields, createDesign, createTables, designCall, formData } from './visual-dev-fixtures.ts';

/*
 * The `.vdd` file of a design: export writes the original's JSON (numbers as text, modelType
 * "design"); import takes it back under the original client's path and the original server's,
 * refusing taken ids, codes and names (type 0) or importing a copy (type 1), and refuses files of
 * other kinds.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const upload = (name: string, data: Buffer, path = '/Model/Actions/ImportData', query = '') =>
  t.call({
    method: 'POST',
    url: `/api/visualdev/OnlineDev${path}${query}`,
    token: admin.token,
    ...multipart(name, data, 'application/octet-stream'),
  });

async function exportFile(id: string): Promise<string> {
  const exported = await t.call({
    method: 'POST',
    url: `/api/visualdev/OnlineDev/${id}/Actions/ExportData`,
    token: admin.token,
  });
  expect(exported.body.code, exported.body.msg).toBe(200);
  expect(exported.body.data.name).toMatch(/_\d{14}\.vdd$/);
  const file = await t.call({ method: 'GET', url: exported.body.data.url, token: admin.token });
  return file.raw.body;
}

describe('.vdd export and import', () => {
  it('exports a design in the original format and imports it back', async () => {
    const { sub, tables } = await createTables(t, admin);
    const design = await createDesign(t, admin, { tables, formData: formData(boundFields(sub)) });
    const text = await exportFile(design.id);
    const json = JSON.parse(text);
    expect(json).toMatchObject({
      modelType: 'design',
      id: design.id,
      fullName: design.fullName,
      enCode: design.enCode,
      type: '1',
      webType: '2',
      state: '0',
      enableFlow: '0',
      dbLinkId: '0',
      tables,
      formData: formData(boundFields(sub)),
    });

    const refused = await upload('design.vdd', Buffer.from(text));
    expect(refused.body).toMatchObject({ code: 400, msg: 'ID、编码、名称重复' });

    const copied = await upload('design.vdd', Buffer.from(text), '/Actions/Import', '?type=1');
    expect(copied.body.code, copied.body.msg).toBe(200);
    expect(copied.body.msg).toBe('导入成功');
    const copy = (await designCall(t, admin, 'GET', `/${copied.body.data.id}`)).body.data;
    expect(copy.fullName).toMatch(new RegExp(`^${design.fullName}\\.副本[0-9a-f]{5}$`));
    expect(copy.enCode).toMatch(new RegExp(`^${design.enCode}[0-9a-f]{5}$`));
    expect(copy).toMatchObject({ state: 0, tables, formData: json.formData, columnData: json.columnData });

    expect((await designCall(t, admin, 'DELETE', `/${design.id}`)).body.code).toBe(200);
    const back = await upload('design.vdd', Buffer.from(text));
    expect(back.body.code, back.body.msg).toBe(200);
    const restored = (await designCall(t, admin, 'GET', `/${back.body.data.id}`)).body.data;
    expect(restored).toMatchObject({ fullName: design.fullName, enCode: design.enCode, tables, state: 0 });
  });

  it('imports a file written by the original as it is', async () => {
    const stamp = Date.now();
    const original = {
      id: `orig${stamp}`,
      fullName: `原始功能${stamp}`,
      enCode: `Orig${stamp}`,
      state: '1',
      type: '1',
      webType: '2',
      tables: '[]',
      category: '325449232174662661',
      formData: formData([{ __config__: { jnpfKey: 'comInput', label: '名称' }, __vModel__: 'name' }]),
      columnData: '{"type":1}',
      appColumnData: null,
      dbLinkId: '325449232174662000',
      flowTemplateJson: null,
      enableFlow: '0',
      sortCode: '3',
      enabledMark: '1',
      deleteMark: null,
      creatorTime: '1700000000000',
      creatorUser: 'admin',
      modelType: 'design',
      tenantId: null,
    };
    const res = await upload('功能.vdd', Buffer.from(JSON.stringify(original)));
    expect(res.body.code, res.body.msg).toBe(200);
    const info = (await designCall(t, admin, 'GET', `/${res.body.data.id}`)).body.data;
    expect(info).toMatchObject({ fullName: original.fullName, sortCode: 3, state: 0, dbLinkId: '0' });
  });

  it('refuses files that are not designs of this product', async () => {
    const portal = { id: 'p1', fullName: '门户', enCode: 'P1', modelType: 'portal' };
    const asPortal = await upload('portal.vdd', Buffer.from(JSON.stringify(portal)));
    expect(asPortal.body).toMatchObject({ code: 400, msg: '请导入对应功能的json文件' });
    const noType = await upload('other.vdd', Buffer.from(JSON.stringify({ fullName: 'x', enCode: 'x' })));
    expect(noType.body).toMatchObject({ code: 400, msg: '请导入对应功能的json文件' });
    const wrongName = await upload('design.json', Buffer.from('{}'));
    expect(wrongName.body).toMatchObject({ code: 400, msg: '请选择 .vdd 格式的功能设计文件' });
    const notJson = await upload('design.vdd', Buffer.from('PK\u0003\u0004'));
    expect(notJson.body).toMatchObject({ code: 400, msg: '导入文件格式错误：JSON' });
    const badForm = {
      modelType: 'design',
      id: 'bad1',
      fullName: `坏表单${Date.now()}`,
      enCode: `Bad${Date.now()}`,
      formData: '{"fields":[{"__config__":{"jnpfKey":"calculate"},"__vModel__":"a","expression":"1 +"}]}',
    };
    const badDesign = await upload('bad.vdd', Buffer.from(JSON.stringify(badForm)));
    expect(badDesign.body.code).toBe(400);
    expect(badDesign.body.msg).toMatch(/^表单设计有误/);
  });
});
