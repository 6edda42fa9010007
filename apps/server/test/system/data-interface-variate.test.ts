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
 * 接口变量 (/api/system/DataInterfaceVariate): list by interface, the tree, detail, create, edit,
 * copy, export and delete; names unique within their interface and without @; expressions refused.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const plain = useFixtures(() => createUser(t));
const BASE = '/api/system/DataInterfaceVariate';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  dataInterfaceCall(t, admin, method, url, payload, BASE);

describe('interface variables', () => {
  it('creates, lists, reads, edits, copies, exports and deletes a variable', async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    const created = await call('POST', '', { interfaceId: iface.id, fullName: 'tenant', value: 'T1' });
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id;

    const list = await call('GET', `/${iface.id}`);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id, interfaceId: iface.id, fullName: 'tenant', value: 'T1' }),
    ]);
    expect(list.body.data.list[0].creatorUser).toContain(admin.account);

    const tree = (await call('GET', '/Selector')).body.data;
    expect(tree).toContainEqual(
      expect.objectContaining({
        id: iface.id,
        type: 0,
        parentId: '-1',
        children: [expect.objectContaining({ id, type: 1 })],
      }),
    );

    expect(
      (await call('PUT', `/${id}`, { interfaceId: iface.id, fullName: 'tenant2', value: 'T2' })).body.code,
    ).toBe(200);
    expect((await call('GET', `/${id}/Info`)).body.data).toMatchObject({ fullName: 'tenant2', value: 'T2' });

    const copied = await call('POST', `/${id}/Actions/Copy`);
    expect(copied.body.code, copied.body.msg).toBe(200);
    expect((await call('GET', `/${copied.body.data.id}/Info`)).body.data.fullName).toMatch(
      /^tenant2\.副本[0-9a-f]{5}$/,
    );

    const exported = await call('GET', `/${id}/Action/Export`);
    expect(exported.body.data.name).toMatch(/^tenant2_\d{14}\.json$/);

    expect((await call('DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call('GET', `/${id}/Info`)).body.code).toBe(404);
  });

  it('refuses a taken name, an @ in the name and an expression', async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    await call('POST', '', { interfaceId: iface.id, fullName: 'v1', value: '1' });
    expect((await call('POST', '', { interfaceId: iface.id, fullName: 'v1', value: '2' })).body.msg).toBe(
      '变量名已存在',
    );
    expect((await call('POST', '', { interfaceId: iface.id, fullName: '@v', value: '2' })).body.code).toBe(
      400,
    );
    const expression = await call('POST', '', {
      interfaceId: iface.id,
      fullName: 'v2',
      expression: 'return 1',
    });
    expect(expression.body.msg).toContain('变量不运行表达式');
    expect((await call('GET', `/${iface.id}`)).body.data.list).toHaveLength(1);
  });

  it("searches an interface's variables by name, ignoring case and other interfaces", async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    const other = await createInterface(t, admin, staticBody(category ?? ''));
    for (const fullName of ['TenantId', 'region']) {
      await call('POST', '', { interfaceId: iface.id, fullName, value: '1' });
    }
    await call('POST', '', { interfaceId: other.id, fullName: 'tenant_other', value: '1' });
    const found = await call('GET', `/${iface.id}?keyword=tenant`);
    expect(found.body.data.list.map((v: { fullName: string }) => v.fullName)).toEqual(['TenantId']);
    expect((await call('GET', `/${iface.id}?keyword=%25`)).body.data.list).toEqual([]);
  });

  it('needs the data-interface menu', async () => {
    expect((await dataInterfaceCall(t, plain, 'GET', '/Selector', undefined, BASE)).body.code).toBe(401);
  });
});
