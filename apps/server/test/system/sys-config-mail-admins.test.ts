import { ButtonCode, MenuCode, SECRET_MASK } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp-server.ts';

/*
 * 系统配置's mail test (POST /api/system/SysConfig/Email/Test, against a local SMTP server started
 * here) and its super administrators (getAdminList / setAdminList).
 */

const t = useTestApp();
const admin = useAdminUser(t);
let smtp: FakeSmtp | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await resetConfig(t);
});

const testMail = (payload: Record<string, unknown>, user: TestUser = admin) =>
  t.call({ method: 'POST', url: '/api/system/SysConfig/Email/Test', token: user.token, payload });

describe('POST /api/system/SysConfig/Email/Test', () => {
  const form = (port: number, password: string) => ({
    account: 'robot@example.com',
    password,
    pop3Host: '',
    pop3Port: '110',
    smtpHost: '127.0.0.1',
    smtpPort: String(port),
    ssl: 0,
  });

  it('signs in with AUTH PLAIN, or AUTH LOGIN when that is all the server offers, and quits', async () => {
    for (const authMethods of ['PLAIN LOGIN', 'LOGIN']) {
      smtp = await startFakeSmtp({ account: 'robot@example.com', password: 'mail-secret', authMethods });
      const res = await testMail(form(smtp.port, 'mail-secret'));
      expect(res.body).toMatchObject({ code: 200, msg: '连接成功' });
      expect(smtp.commands[0]).toMatch(/^EHLO /);
      expect(smtp.commands.at(-1)).toBe('QUIT');
      expect(
        smtp.commands.some((c) => c.startsWith(authMethods === 'LOGIN' ? 'AUTH LOGIN' : 'AUTH PLAIN')),
      ).toBe(true);
      await smtp.close();
    }
    smtp = undefined;
  });

  it('says the password was rejected, the server unreachable or not an SMTP server', async () => {
    smtp = await startFakeSmtp({ account: 'robot@example.com', password: 'mail-secret' });
    expect((await testMail(form(smtp.port, 'wrong'))).body).toMatchObject({
      code: 400,
      msg: '连接失败：邮箱账户或密码错误',
    });
    const port = smtp.port;
    await smtp.close();
    smtp = await startFakeSmtp({ account: 'a', password: 'b', greeting: '554 go away' });
    expect((await testMail(form(smtp.port, 'x'))).body.msg).toBe('连接失败：服务器没有按SMTP协议应答');
    await smtp.close();
    smtp = undefined;
    expect((await testMail(form(port, 'x'))).body.msg).toBe('连接失败：无法连接到SMTP服务器');
  });

  it('uses the stored password when the form sends the mask back', async () => {
    smtp = await startFakeSmtp({ account: 'robot@example.com', password: 'stored-secret' });
    await t.call({
      method: 'PUT',
      url: '/api/system/SysConfig',
      token: admin.token,
      payload: { emailPassword: 'stored-secret' },
    });
    expect((await testMail(form(smtp.port, SECRET_MASK))).body.code).toBe(200);
  });

  it('needs the edit button and a complete form', async () => {
    const reader = await userWithMenu(t, MenuCode.sysConfig);
    expect((await testMail(form(1, 'x'), reader)).body.code).toBe(401);
    expect((await testMail({ account: 'a', password: 'b' })).status).toBe(400);
  });
});

describe('super administrators', () => {
  const adminList = (user: TestUser = admin) =>
    t.call({ method: 'GET', url: '/api/system/SysConfig/getAdminList', token: user.token });
  const setAdmins = (adminIds: string[], user: TestUser = admin) =>
    t.call({
      method: 'PUT',
      url: '/api/system/SysConfig/setAdminList',
      token: user.token,
      payload: { adminIds },
    });
  const seededAdminId = async () =>
    (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin')))[0]!.id;

  it('lists them and replaces them; a new one passes every permission check at once, a removed one no longer', async () => {
    const seeded = await seededAdminId();
    const list = (await adminList()).body.data as { id: string; fullName: string }[];
    expect(list.map((a) => a.id)).toEqual(expect.arrayContaining([seeded, admin.id]));

    const promoted = await createUser(t);
    const before = await t.call({ method: 'GET', url: '/api/permission/Role', token: promoted.token });
    expect(before.body.code).toBe(401);
    expect((await setAdmins([seeded, admin.id, promoted.id])).body).toMatchObject({
      code: 200,
      msg: '设置成功',
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/permission/Role', token: promoted.token })).body.code,
    ).toBe(200);
    const names = ((await adminList()).body.data as { id: string; fullName: string }[]).find(
      (a) => a.id === promoted.id,
    );
    expect(names?.fullName).toBe(`用户${promoted.account}/${promoted.account}`);

    expect((await setAdmins([seeded, admin.id])).body.code).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/permission/Role', token: promoted.token })).body.code,
    ).toBe(401);
  });

  it('keeps the admin account, and takes only enabled users that exist', async () => {
    const seeded = await seededAdminId();
    expect((await setAdmins([admin.id])).body.msg).toBe('不能取消账号 admin 的超级管理员');
    const disabled = await createUser(t, { enabledMark: 0 });
    expect((await setAdmins([seeded, admin.id, disabled.id])).body.msg).toBe('所选用户不存在或已禁用');
    expect((await setAdmins([seeded, admin.id, 'no-such-user'])).body.code).toBe(400);
    expect((await setAdmins([])).status).toBe(400);
    const ids = ((await adminList()).body.data as { id: string }[]).map((a) => a.id);
    expect(ids).not.toContain(disabled.id);
  });

  it('is changed only by an administrator, even one holding the menu and its edit button', async () => {
    const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
    expect((await adminList(editor)).body.code).toBe(200);
    const res = await setAdmins([await seededAdminId(), admin.id, editor.id], editor);
    expect(res.body).toMatchObject({ code: 401, msg: '只有超级管理员可以设置超级管理员' });
    const ids = ((await adminList()).body.data as { id: string }[]).map((a) => a.id);
    expect(ids).not.toContain(editor.id);
  });
});
