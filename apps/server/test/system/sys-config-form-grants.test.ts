import { ButtonCode, DEFAULT_SYS_CONFIG, MenuCode } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The 系统配置 menu declares form resources (system name, title, copyright, sign-in mode, timeout,
 * password errors, captcha). A caller with the edit button but without a field's form grant cannot
 * change that field; sending it back unchanged, as the original client sends its whole form, is fine.
 */

const t = useTestApp();
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const save = (user: TestUser, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: '/api/system/SysConfig', token: user.token, payload });

/** An editor of the config granted only the system name among the form fields. */
async function nameOnlyEditor(): Promise<TestUser> {
  const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
  await saveGrantsOverHttp(t, admin.token, editor.id, MenuCode.sysConfig, {
    buttons: [ButtonCode.edit],
    forms: ['sysName'],
  });
  return editor;
}

describe('form grants of 系统配置', () => {
  it('refuses a change of a field without its form grant and keeps the stored value', async () => {
    const editor = await nameOnlyEditor();
    const refused = await save(editor, { sysName: '新名称', title: '新标题', tokenTimeout: 99 });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('没有修改以下字段的权限：标题、超时时间');
    const stored = await getSysConfig(t.ctx);
    expect(stored.sysName).toBe(DEFAULT_SYS_CONFIG.sysName);
    expect(stored.title).toBe(DEFAULT_SYS_CONFIG.title);
    expect(stored.tokenTimeout).toBe(DEFAULT_SYS_CONFIG.tokenTimeout);
  });

  it('accepts the whole form with ungranted fields sent back unchanged, and ungoverned fields', async () => {
    const editor = await nameOnlyEditor();
    const whole = (await t.call({ method: 'GET', url: '/api/system/SysConfig', token: editor.token })).body
      .data;
    const saved = await save(editor, {
      ...whole,
      sysName: '只改名称',
      companyName: '未受表单权限约束',
      singleLogin: String(whole.singleLogin),
    });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const stored = await getSysConfig(t.ctx);
    expect(stored).toMatchObject({
      sysName: '只改名称',
      companyName: '未受表单权限约束',
      title: whole.title,
    });
  });

  it('leaves administrators and holders of every form grant unrestricted', async () => {
    expect((await save(admin, { title: '管理员改标题' })).body.code).toBe(200);
    const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
    await saveGrantsOverHttp(t, admin.token, editor.id, MenuCode.sysConfig, {
      buttons: [ButtonCode.edit],
      forms: 'all',
    });
    const saved = await save(editor, { title: '全部授权', passwordErrorsNumber: 7 });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await getSysConfig(t.ctx)).toMatchObject({ title: '全部授权', passwordErrorsNumber: 7 });
  });
});
