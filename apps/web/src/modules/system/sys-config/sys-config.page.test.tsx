import {
  ButtonCode,
  DEFAULT_SYS_CONFIG,
  resourceCodes,
  SECRET_MASK,
  type SysAdmin,
} from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import SysConfigPage from './sys-config.page.tsx';

const CONFIG = { ...DEFAULT_SYS_CONFIG, emailPassword: SECRET_MASK, emailSmtpHost: 'smtp.example.com' };
const ADMINS: SysAdmin[] = [
  {
    id: 'u-admin',
    account: 'admin',
    realName: '管理员',
    fullName: '管理员/admin',
    headIcon: '',
    enabledMark: 1,
  },
];

const ALL_FORMS = [...resourceCodes('config').forms];
const renderPage = (buttons: string[] = [ButtonCode.edit], forms: string[] = ALL_FORMS) =>
  renderAdminPage(<SysConfigPage />, { modelId: 'm-sys-config', buttons, forms });

const bodyOf = (calls: ReturnType<typeof stubFetch>['calls'], route: string) =>
  JSON.parse(callsTo(calls, route).at(-1)?.body ?? '{}');

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('system configuration page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loaded basics and saves only that tab’s keys', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope(CONFIG),
      'PUT /api/system/SysConfig': envelope(null, '保存成功'),
      'GET /api/oauth/CurrentUser': envelope(null),
    });
    renderPage();
    const name = await screen.findByTestId('sys-config-sysName');
    expect(name).toHaveValue(DEFAULT_SYS_CONFIG.sysName);
    fireEvent.change(name, { target: { value: '新平台' } });
    fireEvent.click(screen.getByTestId('sys-config-basic-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/SysConfig')).toHaveLength(1));
    const body = bodyOf(calls, 'PUT /api/system/SysConfig');
    expect(body).toMatchObject({ sysName: '新平台', copyright: DEFAULT_SYS_CONFIG.copyright });
    expect(body).not.toHaveProperty('singleLogin');
    expect(body).not.toHaveProperty('emailPassword');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('shows fields without their form grant read-only and leaves them out of the save', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope(CONFIG),
      'PUT /api/system/SysConfig': envelope(null, '保存成功'),
      'GET /api/oauth/CurrentUser': envelope(null),
    });
    renderPage([ButtonCode.edit], ['sysName', 'tokenTimeout']);
    expect(await screen.findByTestId('sys-config-title')).toBeDisabled();
    expect(screen.getByTestId('sys-config-sysName')).toBeEnabled();
    fireEvent.change(screen.getByTestId('sys-config-sysName'), { target: { value: '新平台' } });
    fireEvent.click(screen.getByTestId('sys-config-basic-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/SysConfig')).toHaveLength(1));
    const body = bodyOf(calls, 'PUT /api/system/SysConfig');
    expect(body).toMatchObject({ sysName: '新平台', companyName: DEFAULT_SYS_CONFIG.companyName });
    expect(body).not.toHaveProperty('title');
    expect(body).not.toHaveProperty('copyright');
    openTab('安全设置');
    expect(await screen.findByTestId('sys-config-passwordErrorsNumber')).toBeDisabled();
    expect(screen.getByTestId('sys-config-tokenTimeout')).toBeEnabled();
    expect(screen.getByTestId('sys-config-enableVerificationCode')).toBeDisabled();
  });

  it('says beside the log retention that 0 keeps logs for ever', async () => {
    stubFetch({ 'GET /api/system/SysConfig': envelope(CONFIG) });
    renderPage();
    const input = await screen.findByTestId('sys-config-logRetentionDays');
    const item = input.closest('.ant-form-item');
    expect(item).not.toBeNull();
    expect(
      within(item as HTMLElement).getByText('超过天数的日志会被自动删除；填 0 表示永久保留'),
    ).toBeInTheDocument();
  });

  it('saves the security tab with switches as 0/1, including fields a switch hides', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope(CONFIG),
      'PUT /api/system/SysConfig': envelope(null, '保存成功'),
    });
    renderPage();
    await screen.findByTestId('sys-config-sysName');
    openTab('安全设置');
    expect(screen.queryByTestId('sys-config-whiteListIp')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sys-config-whitelistSwitch'));
    fireEvent.change(await screen.findByTestId('sys-config-whiteListIp'), { target: { value: '127.0.0.1' } });
    fireEvent.click(screen.getByTestId('sys-config-enableVerificationCode'));
    fireEvent.change(screen.getByTestId('sys-config-outboundAllowHosts'), {
      target: { value: 'erp.corp.local\n10.20.0.0/16' },
    });
    fireEvent.click(screen.getByTestId('sys-config-security-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/SysConfig')).toHaveLength(1));
    expect(bodyOf(calls, 'PUT /api/system/SysConfig')).toMatchObject({
      whitelistSwitch: 1,
      whiteListIp: '127.0.0.1',
      outboundAllowHosts: 'erp.corp.local\n10.20.0.0/16',
      enableVerificationCode: 1,
      verificationCodeNumber: DEFAULT_SYS_CONFIG.verificationCodeNumber,
      lockTime: DEFAULT_SYS_CONFIG.lockTime,
      newUserDefaultPassword: DEFAULT_SYS_CONFIG.newUserDefaultPassword,
    });
  });

  it('tests the mail connection with the form’s values and shows the server’s answer', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope(CONFIG),
      'POST /api/system/SysConfig/Email/Test': envelope(null, '连接失败：邮箱账户或密码错误', 400),
    });
    renderPage();
    await screen.findByTestId('sys-config-sysName');
    openTab('邮件设置');
    fireEvent.change(await screen.findByTestId('sys-config-emailAccount'), {
      target: { value: 'robot@example.com' },
    });
    fireEvent.click(screen.getByTestId('sys-config-mail-test'));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/SysConfig/Email/Test')).toHaveLength(1));
    expect(bodyOf(calls, 'POST /api/system/SysConfig/Email/Test')).toMatchObject({
      account: 'robot@example.com',
      password: SECRET_MASK,
      smtpHost: 'smtp.example.com',
      smtpPort: 25,
      ssl: 0,
    });
    expect(await screen.findByText('连接失败：邮箱账户或密码错误')).toBeInTheDocument();
  });

  it('tests WeCom with the application or the sync secret the form holds', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope({ ...CONFIG, qyhCorpId: 'corp-1', qyhCorpSecret: SECRET_MASK }),
      'POST /api/system/SysConfig/1/testQyWebChatConnect': envelope(null, '连接成功'),
    });
    renderPage();
    await screen.findByTestId('sys-config-sysName');
    openTab('第三方设置');
    fireEvent.click(await screen.findByRole('tab', { name: '企业微信' }));
    fireEvent.click(await screen.findByTestId('sys-config-wecom-sync-test'));
    expect(await screen.findByText('连接成功')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST /api/system/SysConfig/1/testQyWebChatConnect')).toMatchObject({
      qyhCorpId: 'corp-1',
      qyhCorpSecret: SECRET_MASK,
    });
  });

  it('lists the administrators and saves the chosen ids', async () => {
    const { calls } = stubFetch({
      'GET /api/system/SysConfig': envelope(CONFIG),
      'GET /api/system/SysConfig/getAdminList': envelope(ADMINS),
      'GET /api/permission/Users/All': envelope({ list: [{ id: 'u-2', fullName: '张三/zhangsan' }] }),
      'PUT /api/system/SysConfig/setAdminList': envelope(null, '设置成功'),
    });
    renderPage();
    await screen.findByTestId('sys-config-sysName');
    openTab('管理员设置');
    const select = await screen.findByTestId('sys-config-admins-select');
    expect(within(select).getByText('管理员/admin')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sys-config-admins-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/SysConfig/setAdminList')).toHaveLength(1));
    expect(bodyOf(calls, 'PUT /api/system/SysConfig/setAdminList')).toEqual({ adminIds: ['u-admin'] });
  });

  it('hides every save and test button without the edit button', async () => {
    stubFetch({ 'GET /api/system/SysConfig': envelope(CONFIG) });
    renderPage([]);
    await screen.findByTestId('sys-config-sysName');
    expect(screen.queryByTestId('sys-config-basic-save')).not.toBeInTheDocument();
    openTab('邮件设置');
    await screen.findByTestId('sys-config-emailAccount');
    expect(screen.queryByTestId('sys-config-mail-test')).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that loads again', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/system/SysConfig': () => (isDown ? envelope(null, '服务器错误', 500) : envelope(CONFIG)),
    });
    renderPage();
    expect(screen.getByTestId('sys-config-loading')).toBeInTheDocument();
    const retry = await screen.findByTestId('sys-config-retry', {}, { timeout: 10_000 });
    expect(screen.getByText('系统配置加载失败')).toBeInTheDocument();
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('sys-config-sysName')).toHaveValue(DEFAULT_SYS_CONFIG.sysName);
  });
});
