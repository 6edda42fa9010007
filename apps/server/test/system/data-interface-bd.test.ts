import { describe, expect, it } from 'vitest';
import { multipart, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * The `.bd` file of a data interface: export writes the interface as JSON with the original's field
 * names; import takes it back (both path spellings), refusing a taken id, code or name (type 0) or
 * importing a copy (type 1); wrong files are refused with nothing written.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const upload = (name: string, data: Buffer, query = '', spelling = 'Actions') =>
  t.call({
    method: 'POST',
    url: `/api/system/DataInterface/${spelling}/Import${query}`,
    token: admin.token,
    ...multipart(name, data, 'application/octet-stream'),
  });

describe('.bd export and import', () => {
  it('round-trips an interface: refused as a duplicate, imported as a copy', async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    const exported = await dataInterfaceCall(t, admin, 'GET', `/${iface.id}/Action/Export`);
    expect(exported.body.code, exported.body.msg).toBe(200);
    expect(exported.body.data.name).toMatch(new RegExp(`^${iface.fullName}_\\d{14}\\.bd$`));
    const file = await t.call({ method: 'GET', url: exported.body.data.url, token: admin.token });
    const json = JSON.parse(file.raw.body);
    expect(json).toMatchObject({ id: iface.id, enCode: iface.enCode, categoryId: category, dataType: 2 });
    expect(typeof json.creatorTime).toBe('number');

    const refused = await upload('x.bd', Buffer.from(file.raw.body));
    expect(refused.body).toMatchObject({ code: 400, msg: 'ID、编码、名称重复' });

    const copied = await upload('x.bd', Buffer.from(file.raw.body), '?type=1', 'Action');
    expect(copied.body.code, copied.body.msg).toBe(200);
    const copy = (await dataInterfaceCall(t, admin, 'GET', `/${copied.body.data.id}`)).body.data;
    expect(copy.fullName).toMatch(new RegExp(`^${iface.fullName}\\.副本[0-9a-f]{5}$`));
    expect(copy.enCode).toMatch(new RegExp(`^${iface.enCode}[0-9a-f]{5}$`));
    expect(copy.query).toBe(json.query);

    const list = await dataInterfaceCall(t, admin, 'POST', `/${copy.id}/Actions/List`, {
      currentPage: 1,
      pageSize: 2,
    });
    expect(list.body.data.pagination.total).toBe(5);
  });

  it('imports a fresh file under its own name and code', async () => {
    const [category] = await interfaceCategories(t);
    const body = staticBody(category ?? '');
    const file = { ...body, id: 'bd-fresh-id', creatorTime: 1700000000000 };
    const res = await upload('fresh.bd', Buffer.from(JSON.stringify(file)));
    expect(res.body.code, res.body.msg).toBe(200);
    const info = (await dataInterfaceCall(t, admin, 'GET', `/${res.body.data.id}`)).body.data;
    expect(info).toMatchObject({ fullName: body.fullName, enCode: body.enCode });
  });

  it.each([
    ['another extension', 'x.bdd', '{}', '导入文件格式错误'],
    ['a file that is not JSON', 'x.bd', 'not json', '导入失败'],
    ['JavaScript processing', 'x.bd', 'script', 'JavaScript'],
    ['an unknown category', 'x.bd', 'category', '接口分类不存在'],
  ])('refuses %s', async (_name, filename, content, message) => {
    const [category] = await interfaceCategories(t);
    const body = staticBody(category ?? '', { id: 'bd-bad' });
    const data =
      content === 'script'
        ? JSON.stringify({ ...body, dataProcessing: '(data) => { while(true){} }' })
        : content === 'category'
          ? JSON.stringify({ ...body, categoryId: 'nowhere' })
          : content;
    const res = await upload(filename, Buffer.from(data));
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(message);
    const found = await dataInterfaceCall(t, admin, 'GET', `?keyword=${body.enCode}`);
    expect(found.body.data.pagination.total).toBe(0);
  });
});
