import { describe, expect, it } from 'vitest';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * 数据接口 management through HTTP with the original client's shapes: create (JSON text fields, the
 * untouched JavaScript template), list with its filters, detail, edit, state, copy, delete, the
 * pickers every signed-in user reads, and bad input refused with nothing written.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const plain = useFixtures(() => createUser(t));
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  dataInterfaceCall(t, admin, method, url, payload);

const JS_TEMPLATE = '(data) => {\r\n    // 处理数据逻辑\r\n\r\n    // 返回所需的数据\r\n    return data\r\n}';

describe('data interfaces', () => {
  it('creates a static interface from the original form, lists, reads, edits and deletes it', async () => {
    const [category] = await interfaceCategories(t);
    const body = staticBody(category ?? '', { dataProcessing: JS_TEMPLATE });
    const created = await call('POST', '', body);
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id;

    const list = await call(
      'GET',
      `?keyword=${body.enCode}&categoryId=${category}&currentPage=1&pageSize=20&sort=desc`,
    );
    expect(list.body.data.pagination.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      id,
      fullName: body.fullName,
      dataType: 2,
      enabledMark: 1,
    });
    expect((await call('GET', `?keyword=${body.enCode}&dataType=1`)).body.data.list).toHaveLength(0);

    const info = (await call('GET', `/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      enCode: body.enCode,
      categoryId: category,
      dataType: 2,
      dataProcessing: null,
    });
    expect(JSON.parse(info.requestParameters)[0]).toMatchObject({
      field: 'level',
      dataType: 'int',
      required: 0,
    });
    expect(typeof info.creatorTime).toBe('number');

    const edited = await call('PUT', `/${id}`, { ...info, description: '改过', sortCode: 3 });
    expect(edited.body.code, edited.body.msg).toBe(200);
    expect((await call('GET', `/${id}`)).body.data).toMatchObject({ description: '改过', sortCode: 3 });

    const removed = await call('DELETE', `/${id}`);
    expect(removed.body.code).toBe(200);
    expect((await call('GET', `/${id}`)).body.code).toBe(404);
  });

  it('flips the state, copies with the 副本 suffix, and keeps a disabled interface out of the pickers', async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    const state = await call('PUT', `/${iface.id}/Actions/State`);
    expect(state.body).toMatchObject({ code: 200, data: { enabledMark: 0 } });

    const picker = await dataInterfaceCall(t, plain, 'GET', `/getList?keyword=${iface.enCode}`);
    expect(picker.body.data.list).toHaveLength(0);
    expect((await dataInterfaceCall(t, plain, 'GET', `/GetParam/${iface.id}`)).body.code).toBe(400);
    await call('PUT', `/${iface.id}/Actions/State`);
    const enabled = await dataInterfaceCall(t, plain, 'GET', `/getList?keyword=${iface.enCode}`);
    expect(enabled.body.data.list[0]).toMatchObject({ id: iface.id, type: '静态数据', dataType: 2 });
    const params = await dataInterfaceCall(t, plain, 'GET', `/GetParam/${iface.id}`);
    expect(params.body.data).toEqual([
      { field: 'level', fieldName: '级别', dataType: 'int', required: 0, defaultValue: '' },
    ]);

    const tree = (await dataInterfaceCall(t, plain, 'GET', '/Selector')).body.data;
    const node = tree.find((c: { id: string }) => c.id === category);
    expect(node).toMatchObject({ category: '0', parentId: '0' });
    expect(node.children).toContainEqual(
      expect.objectContaining({ id: iface.id, category: '1', parentId: category }),
    );

    const copied = await call('POST', `/${iface.id}/Action/Copy`);
    expect(copied.body.code, copied.body.msg).toBe(200);
    const copy = (await call('GET', `/${copied.body.data.id}`)).body.data;
    expect(copy.fullName).toMatch(new RegExp(`^${iface.fullName}\\.副本[0-9a-f]{5}$`));
    expect(copy.enCode).toMatch(new RegExp(`^${iface.enCode}\\.[0-9a-f]{5}$`));
    expect(copy.enabledMark).toBe(0);
  });

  it('keeps SQL and HTTP interfaces to their rules', async () => {
    const [category] = await interfaceCategories(t);
    const sql = staticBody(category ?? '', { dataType: 1, requestMethod: '3', query: 'select 1 as num' });
    const created = await call('POST', '', sql);
    expect(created.body.code, created.body.msg).toBe(200);
    expect((await call('GET', `/${created.body.data.id}`)).body.data).toMatchObject({
      dbLinkId: '0',
      requestMethod: '3',
    });

    const http = staticBody(category ?? '', {
      dataType: 3,
      requestMethod: '7',
      query: '',
      path: 'https://example.com/api',
      requestHeaders: JSON.stringify([{ field: 'Accept', defaultValue: 'application/json' }]),
    });
    const api = await call('POST', '', http);
    expect(api.body.code, api.body.msg).toBe(200);
    expect((await call('GET', `/${api.body.data.id}`)).body.data).toMatchObject({
      requestMethod: '7',
      query: null,
    });
  });

  it.each([
    [
      'a write request method',
      { dataType: 1, requestMethod: '2', query: 'update x set y = 1' },
      'SQL 接口只能查询',
    ],
    ['static JSON that does not parse', { query: '{oops' }, '不是有效的 JSON'],
    ['JavaScript processing', { dataProcessing: '(data) => { fetch("x"); return data }' }, 'JavaScript'],
    ['an unknown category', { categoryId: 'no-such-category' }, '接口分类不存在'],
    ['an HTTP interface without a URL', { dataType: 3, query: '', path: '' }, 'URL'],
    [
      'a parameter of an unknown type',
      { requestParameters: '[{"field":"a","dataType":"blob"}]' },
      'requestParameters',
    ],
  ])('refuses %s and writes nothing', async (_name, overrides, message) => {
    const [category] = await interfaceCategories(t);
    const body = staticBody(category ?? '', overrides);
    const res = await call('POST', '', body);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(message);
    expect((await call('GET', `?keyword=${body.enCode}`)).body.data.pagination.total).toBe(0);
  });

  it('refuses a taken code or name', async () => {
    const [category] = await interfaceCategories(t);
    const first = await createInterface(t, admin, staticBody(category ?? ''));
    const sameCode = await call('POST', '', staticBody(category ?? '', { enCode: first.enCode }));
    expect(sameCode.body.msg).toContain(first.enCode);
    const sameName = await call('POST', '', staticBody(category ?? '', { fullName: first.fullName }));
    expect(sameName.body.msg).toContain(first.fullName);
  });

  it('stores a declarative mapping as processing', async () => {
    const [category] = await interfaceCategories(t);
    const mapping = { pick: true, fields: [{ from: 'fullName', to: 'name' }, { from: 'id' }] };
    const iface = await createInterface(
      t,
      admin,
      staticBody(category ?? '', { dataProcessing: JSON.stringify(mapping) }),
    );
    expect(JSON.parse((await call('GET', `/${iface.id}`)).body.data.dataProcessing)).toEqual(mapping);
  });

  it('leaves management to the menu: a plain user is refused the list, detail and writes', async () => {
    expect((await dataInterfaceCall(t, plain, 'GET', '')).body.code).toBe(401);
    expect((await dataInterfaceCall(t, plain, 'POST', '', {})).body.code).toBe(401);
    expect((await dataInterfaceCall(t, plain, 'GET', '/x/Actions/Export')).body.code).toBe(401);
  });
});
