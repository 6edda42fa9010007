import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/oauth/session.service.ts';
import { createRole } from '../permission/authorize-fixtures.ts';
import { insertMembership } from '../permission/users-fixtures.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createInterface, interfaceCategories, staticBody } from './data-interface-fixtures.ts';
import { idField, tableBody } from './data-model-fixtures.ts';
import { adminWrite, operationEntriesOf, type WriteMethod } from './operation-log-fixtures.ts';

/*
 * The administrative writes outside the record kit that declare an audit leave an operation entry
 * with the record before and after: interface variables and copies, a notice's release, a work
 * handover, a forced logout, a data-model table, a cleared cache.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const write = (method: WriteMethod, url: string, payload?: unknown) =>
  adminWrite(t, admin, method, url, payload);
const entriesOf = (recordId: string) => operationEntriesOf(t, admin, recordId);

describe('operation log: administrative actions outside the record kit', () => {
  it('keeps an interface variable created, edited, copied and deleted, and a copied interface', async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    const { id } = await write('POST', 'system/DataInterfaceVariate', {
      interfaceId: iface.id,
      fullName: 'tenant',
      value: 'T1',
    });
    await write('PUT', `system/DataInterfaceVariate/${id}`, {
      interfaceId: iface.id,
      fullName: 'tenant',
      value: 'T2',
    });
    const copy = await write('POST', `system/DataInterfaceVariate/${id}/Actions/Copy`);
    await write('DELETE', `system/DataInterfaceVariate/${id}`);

    const entries = (await entriesOf(id)).filter((e) => e.recordId === id);
    const [created, edited, removed] = ['create', 'update', 'remove'].map((a) =>
      entries.find((e) => e.action === a),
    );
    expect(entries).toHaveLength(3);
    expect(created).toMatchObject({ moduleName: 'data_interface_variates', action: 'create', before: null });
    expect(created?.after).toMatchObject({ fullName: 'tenant', value: 'T1' });
    expect([edited?.before?.value, edited?.after?.value]).toEqual(['T1', 'T2']);
    expect(removed).toMatchObject({ after: null, before: { value: 'T2' } });
    const [copied] = await entriesOf(copy.id);
    expect(copied).toMatchObject({ action: 'copy', recordId: copy.id, before: null });
    expect(copied?.after?.fullName).toMatch(/^tenant\.副本/);

    const interfaceCopy = await write('POST', `system/DataInterface/${iface.id}/Actions/Copy`);
    const [copiedInterface] = await entriesOf(interfaceCopy.id);
    expect(copiedInterface).toMatchObject({ moduleName: 'data_interfaces', action: 'copy', before: null });
    expect(copiedInterface?.after).toMatchObject({ enCode: expect.stringContaining(iface.enCode) });
  });

  it('keeps a notice release with the draft before and the released notice after', async () => {
    const { id } = await write('POST', 'message/Notice', {
      title: `公告${uniqueCode('n')}`,
      bodyText: '<p>内容</p>',
      category: '1',
    });
    await write('PUT', `message/Notice/${id}/Actions/Release`);
    const [release] = await entriesOf(id);
    expect(release).toMatchObject({ moduleName: 'notices', action: 'release', recordId: id });
    expect([release?.before?.enabledMark, release?.after?.enabledMark]).toEqual([0, 1]);
  });

  it('keeps a work handover on the leaving user: the duties before, none after', async () => {
    const leaving = await createUser(t);
    const taking = await createUser(t);
    const role = await createRole(t);
    await insertMembership(t, leaving.id, 'Role', role);
    await write('POST', 'permission/Users/workHandover', { fromId: leaving.id, toId: taking.id });
    const [handover] = await entriesOf(leaving.id);
    expect(handover).toMatchObject({ moduleName: 'users', action: 'workHandover', recordId: leaving.id });
    expect(handover?.before?.roles).toEqual([expect.objectContaining({ id: role })]);
    expect(handover?.after?.roles).toEqual([]);
  });

  it('keeps a forced logout with the live session before and none after', async () => {
    const user = await createUser(t);
    const session = await createSession(t.ctx, {
      userId: user.id,
      loginType: 'password',
      timeoutMinutes: 60,
    });
    await write('POST', `permission/OnlineUser/Actions/ForceOffline/${session.sessionId}`);
    const [kick] = await entriesOf(session.sessionId);
    expect(kick).toMatchObject({
      moduleName: 'sessions',
      action: 'forceOffline',
      recordId: session.sessionId,
    });
    expect(kick?.before).toEqual([expect.objectContaining({ id: session.sessionId, userId: user.id })]);
    expect(kick?.after).toEqual([]);
  });

  it('keeps a data-model table created and dropped with its structure', async () => {
    const name = uniqueCode('dm_audit_').toLowerCase();
    const field = { field: 'title', dataType: 'varchar', dataLength: '50', allowNull: 1 as const };
    await write('POST', 'system/DataModel/0/Table', tableBody(name, [idField, field]));
    await write('DELETE', `system/DataModel/0/Table/${name}`);
    const [dropped, created] = await entriesOf(`0:${name}`);
    expect(created).toMatchObject({ moduleName: 'data_model', action: 'create', before: null });
    expect(created?.after?.tableFieldList).toEqual([
      expect.objectContaining({ field: 'id' }),
      expect.objectContaining({ field: 'title' }),
    ]);
    expect(dropped).toMatchObject({ action: 'remove', after: null });
    expect(dropped?.before).toMatchObject({ tableInfo: { table: name } });
  });

  it('keeps who cleared a cache', async () => {
    await write('DELETE', 'PlatForm/CacheManage/dictionary');
    const entries = await entriesOf('dictionary');
    expect(entries.find((e) => e.moduleName === 'cache')).toMatchObject({
      action: 'clear',
      recordId: 'dictionary',
    });
  });
});
