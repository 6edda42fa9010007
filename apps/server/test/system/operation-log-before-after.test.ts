import { MenuCode } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createRole, menuId } from '../permission/authorize-fixtures.ts';
import { insertOrg } from '../permission/users-fixtures.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { adminWrite, operationEntriesOf, type WriteMethod } from './operation-log-fixtures.ts';

/*
 * Every administrative write leaves an operation entry with the record before and after it: through
 * the record kit (user and role edits, dictionaries) or through the route's audit (user actions, the
 * system configuration). Passwords, hashes and secrets never reach the entry.
 */

const t = useTestApp({ resetConfigAfterEach: true });
const admin = useAdminUser(t);

const write = (method: WriteMethod, url: string, payload?: unknown) =>
  adminWrite(t, admin, method, url, payload);
const entriesOf = (recordId: string) => operationEntriesOf(t, admin, recordId);

describe('operation log: before and after of administrative writes', () => {
  it('keeps a user edit and the user actions with the row before and after, password hash masked', async () => {
    const dept = await insertOrg(t, await insertOrg(t));
    const user = await createUser(t);
    await write('PUT', `permission/Users/${user.id}`, { realName: '改过的名字', organizeIds: [dept] });
    const [edit] = await entriesOf(user.id);
    expect(edit).toMatchObject({ moduleName: 'users', action: 'update' });
    expect(edit?.after).toMatchObject({ realName: '改过的名字' });
    expect(edit?.before?.realName).not.toBe('改过的名字');

    await write('PUT', `permission/Users/${user.id}/Actions/State`);
    await write('POST', `permission/Users/${user.id}/Actions/ResetPassword`, {
      userPassword: 'e10adc3949ba59abbe56e057f20f883e',
      validatePassword: 'e10adc3949ba59abbe56e057f20f883e',
    });
    const [reset, state] = await entriesOf(user.id);
    expect(state).toMatchObject({ moduleName: 'users', action: 'state', recordId: user.id });
    expect([state?.before?.enabledMark, state?.after?.enabledMark]).toEqual([1, 0]);
    expect(reset).toMatchObject({ moduleName: 'users', action: 'resetPassword' });
    expect(reset?.before?.passwordHash).toBe('***');
    expect(reset?.after?.passwordHash).toBe('***');
    expect(JSON.stringify(reset)).not.toContain('e10adc3949ba59abbe56e057f20f883e');
  });

  it('keeps a role edit with the role before and after', async () => {
    const id = await createRole(t);
    const fullName = `角色${uniqueCode('r')}`;
    await write('PUT', `permission/Role/${id}`, { fullName });
    const [edit] = await entriesOf(id);
    expect(edit).toMatchObject({ moduleName: 'roles', action: 'update' });
    expect(edit?.after).toMatchObject({ fullName });
    expect(edit?.before?.fullName).not.toBe(fullName);
  });

  it('keeps a dictionary category edit with the category before and after', async () => {
    const code = uniqueCode('T');
    const { id } = await write('POST', 'system/DictionaryType', {
      parentId: '0',
      fullName: `分类${code}`,
      enCode: code,
      isTree: 0,
      sortCode: 0,
    });
    await write('PUT', `system/DictionaryType/${id}`, { fullName: `改${code}` });
    const [edit] = await entriesOf(id);
    expect(edit?.action).toBe('update');
    expect(edit?.before).toMatchObject({ fullName: `分类${code}` });
    expect(edit?.after).toMatchObject({ fullName: `改${code}` });
  });

  it('keeps a system configuration save with before and after, secrets and the initial password masked', async () => {
    await write('PUT', 'system/SysConfig', { sysName: '旧名称', emailPassword: 'mail-secret-1' });
    await write('PUT', 'system/SysConfig', {
      sysName: '新名称',
      emailPassword: 'mail-secret-2',
      qyhCorpSecret: 'corp-secret',
      newUserDefaultPassword: 'Init@2026',
    });
    const [save] = await entriesOf('sysConfig');
    expect(save).toMatchObject({ moduleName: 'sys_config', action: 'update' });
    expect(save?.before).toMatchObject({ sysName: '旧名称' });
    expect(save?.after).toMatchObject({ sysName: '新名称', emailPassword: '***', qyhCorpSecret: '***' });
    expect(save?.after?.newUserDefaultPassword).toBe('***');
    const text = JSON.stringify(save);
    for (const secret of ['mail-secret-1', 'mail-secret-2', 'corp-secret', 'Init@2026'])
      expect(text).not.toContain(secret);
  });

  it('keeps a grant save with the grants of the holder before and after', async () => {
    const role = await createRole(t);
    const notice = await menuId(t, MenuCode.notice);
    await write('PUT', `permission/Authority/Data/${role}`, { objectType: 'Role', module: [notice] });
    const [save] = await entriesOf(role);
    expect(save).toMatchObject({ moduleName: 'authorizations', action: 'grant', recordId: role });
    expect(save?.before).toMatchObject({ objectType: 'Role', items: {} });
    expect(save?.after).toMatchObject({ objectType: 'Role', items: { module: [notice] } });
  });

  it('keeps a scheduled job stop with the job before and after, once', async () => {
    const { id } = await write('POST', 'system/System/ScheduleTask', {
      fullName: '审计任务',
      enCode: uniqueCode('job'),
      executeType: '3',
      executeContent: JSON.stringify({ cron: '0 0 3 * * ?', taskCode: 'system.sweepLogs' }),
    });
    await write('PUT', `system/System/ScheduleTask/${id}/Actions/Stop`);
    const [stop, create] = await entriesOf(id);
    expect(create).toMatchObject({ moduleName: 'schedule_tasks', action: 'create', before: null });
    expect(create?.after).toMatchObject({ enabledMark: 1 });
    expect(stop).toMatchObject({ action: 'state' });
    expect([stop?.before?.enabledMark, stop?.after?.enabledMark]).toEqual([1, 0]);
  });
});
