import { ButtonCode, DEFAULT_SYS_CONFIG, MenuCode, SECRET_MASK } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translations } from '../../src/db/schema/index.ts';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 系统配置 (system.sysConfig): GET and PUT /api/system/SysConfig as the original settings screen uses
 * them — the whole form sent back, a few numbers as strings, secrets never read back in clear — and
 * the public branding of the login page.
 */

const t = useTestApp();
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const read = (user: TestUser) => t.call({ method: 'GET', url: '/api/system/SysConfig', token: user.token });
const save = (user: TestUser, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: '/api/system/SysConfig', token: user.token, payload });

/** The original client's form as it posts it after editing the basics and security tabs. */
const originalForm = {
  sysName: '测试平台',
  sysDescription: '说明',
  sysVersion: 'V2.0',
  loginIcon: '',
  navigationIcon: '',
  logoIcon: '',
  appIcon: '',
  copyright: 'Copyright © 测试',
  companyName: '测试公司',
  companyCode: 'TEST',
  companyAddress: '福州',
  companyContacts: '张三',
  companyTelePhone: '0591-1',
  companyEmail: 'a@example.com',
  singleLogin: '1',
  tokenTimeout: '30',
  lastLoginTimeSwitch: 1,
  whitelistSwitch: 0,
  whiteListIp: '',
  emailPop3Host: 'pop.example.com',
  emailPop3Port: '110',
  emailSmtpHost: 'smtp.example.com',
  emailSmtpPort: '25',
  emailSenderName: '平台',
  emailAccount: 'robot@example.com',
  emailPassword: 'mail-secret',
  emailSsl: 0,
  smsCompany: '1',
  smsKeyId: '',
  smsKeySecret: '',
  smsSignName: '',
  qyhCorpId: 'corp',
  qyhAgentId: 'agent',
  qyhAgentSecret: 'wecom-secret',
  qyhCorpSecret: '',
  qyhIsSynOrg: 1,
  qyhIsSynUser: 0,
  dingSynAppKey: 'key',
  dingSynAppSecret: '',
  dingAgentId: 'ding',
  dingSynIsSynOrg: 0,
  dingSynIsSynUser: 1,
  passwordErrorsNumber: 4,
  lockType: 1,
  lockTime: 15,
  enableVerificationCode: 0,
};

describe('GET and PUT /api/system/SysConfig', () => {
  it('reads every key, the unset ones at their defaults', async () => {
    const res = await read(admin);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(DEFAULT_SYS_CONFIG).sort());
    expect(res.body.data).toMatchObject({ singleLogin: 2, emailSmtpPort: 25, whitelistSwitch: 0 });
  });

  it("saves the original client's whole form, digits for numbers included, and reads it back typed", async () => {
    const res = await save(admin, originalForm);
    expect(res.body.code, res.body.msg).toBe(200);
    const back = (await read(admin)).body.data;
    expect(back).toMatchObject({
      sysName: '测试平台',
      companyCode: 'TEST',
      singleLogin: 1,
      tokenTimeout: 30,
      emailSmtpPort: 25,
      emailPop3Port: 110,
      qyhIsSynOrg: 1,
      dingSynIsSynUser: 1,
      passwordErrorsNumber: 4,
      lockTime: 15,
    });
  });

  it('never reads a secret back, and a masked secret sent back keeps the stored one', async () => {
    await save(admin, { emailPassword: 'mail-secret', qyhAgentSecret: 'wecom-secret' });
    const back = (await read(admin)).body.data;
    expect(back).toMatchObject({
      emailPassword: SECRET_MASK,
      qyhAgentSecret: SECRET_MASK,
      dingSynAppSecret: '',
    });
    expect(JSON.stringify(back)).not.toContain('mail-secret');

    expect((await save(admin, { ...back, sysName: '再次保存' })).body.code).toBe(200);
    const stored = await getSysConfig(t.ctx);
    expect(stored).toMatchObject({
      emailPassword: 'mail-secret',
      qyhAgentSecret: 'wecom-secret',
      sysName: '再次保存',
    });

    await save(admin, { emailPassword: '' });
    expect((await getSysConfig(t.ctx)).emailPassword).toBe('');
  });

  it('refuses unknown keys and out-of-range values, writing nothing', async () => {
    for (const payload of [
      { sysName: '不应保存', unknownKey: 1 },
      { sysName: '不应保存', tokenTimeout: 1 },
      { sysName: '不应保存', singleLogin: '3' },
      { sysName: '不应保存', emailSmtpPort: 70000 },
      { sysName: '不应保存', whiteListIp: '10.0.0.1, not-an-ip' },
      { sysName: '不应保存', verificationCodeNumber: 9 },
    ]) {
      const res = await save(admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await getSysConfig(t.ctx)).sysName).toBe(DEFAULT_SYS_CONFIG.sysName);
  });

  it('needs the menu to read and its edit button to save', async () => {
    const reader = await userWithMenu(t, MenuCode.sysConfig);
    const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
    // The system name is one of the menu's form resources: changing it needs its form grant too.
    await saveGrantsOverHttp(t, admin.token, editor.id, MenuCode.sysConfig, {
      buttons: [ButtonCode.edit],
      forms: ['sysName'],
    });
    expect((await read(reader)).body.code).toBe(200);
    expect((await save(reader, { sysName: '读者' })).body.code).toBe(401);
    expect((await save(editor, { sysName: '编辑者' })).body.code).toBe(200);
    expect((await getSysConfig(t.ctx)).sysName).toBe('编辑者');
  });
});

describe('what the shell and the login page show', () => {
  // Saving a text drops its translations; each test starts from these English ones.
  beforeEach(async () => {
    for (const key of ['sysName', 'companyName']) {
      const row = {
        entity: 'sysConfig',
        entityId: key,
        field: 'value',
        language: 'en-US',
        text: `EN ${key}`,
      };
      await t.ctx.db
        .insert(translations)
        .values(row)
        .onConflictDoUpdate({
          target: [translations.entity, translations.entityId, translations.field, translations.language],
          set: { text: row.text },
        });
    }
  });
  const branding = (lang: string) =>
    t.call({ method: 'GET', url: '/api/oauth/getLoginConfig', headers: { 'accept-language': lang } });

  it('serves the login page its name, logos and copyright without a token, in the caller’s language', async () => {
    const res = await branding('en-US');
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      sysName: 'EN sysName',
      redirect: false,
    });
    expect((await branding('zh-CN')).body.data.sysName).toBe(DEFAULT_SYS_CONFIG.sysName);
  });

  it('shows a saved name in every language (its old translations dropped) in CurrentUser and on the login page', async () => {
    await save(admin, {
      sysName: '新平台名称',
      loginIcon: '/api/file/Image/system/logo.png',
      copyright: '© 新',
    });
    const login = (await branding('en-US')).body.data;
    expect(login).toMatchObject({
      sysName: '新平台名称',
      loginIcon: '/api/file/Image/system/logo.png',
      copyright: '© 新',
    });
    const current = await t.call({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      token: admin.token,
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(current.body.data.sysConfigInfo).toMatchObject({ sysName: '新平台名称', copyright: '© 新' });
    // An unchanged text keeps its translation.
    expect((await branding('en-US')).body.data.companyName).toBe('EN companyName');
  });
});
