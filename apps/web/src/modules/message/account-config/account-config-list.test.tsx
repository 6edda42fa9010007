import type { AccountConfigInfo } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import AccountMailPage from '../account-mail/account-mail.page.tsx';
import AccountSmsPage from '../account-sms/account-sms.page.tsx';
import AccountWebhookPage from '../account-webhook/account-webhook.page.tsx';
import { adminMadeRow, typeInto } from '../message-page-testing.ts';

const LIST = 'GET /api/message/AccountConfig';
const EMPTY_FIELDS = {
  addressorName: null,
  smtpServer: null,
  smtpPort: null,
  sslLink: null,
  smtpUser: null,
  smtpPassword: null,
  channel: null,
  smsSignature: null,
  appId: null,
  appSecret: null,
  endPoint: null,
  sdkAppId: null,
  appKey: null,
  zoneName: null,
  zoneParam: null,
  enterpriseId: null,
  agentId: null,
  webhookType: null,
  webhookAddress: null,
  approveType: null,
  bearer: null,
  userName: null,
  password: null,
};
const account = (overrides: Partial<AccountConfigInfo>): AccountConfigInfo => ({
  id: 'a1',
  type: '2',
  fullName: '通知邮箱',
  enCode: 'notify',
  ...EMPTY_FIELDS,
  sortCode: 0,
  ...adminMadeRow,
  ...overrides,
});
const MAIL = account({
  addressorName: '平台通知',
  smtpServer: 'smtp.example.com',
  smtpPort: 465,
  sslLink: 1,
  smtpUser: 'notify@example.com',
  smtpPassword: '******',
});
const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_test'];

const renderMail = (buttons = ALL_BUTTONS) =>
  renderAdminPage(<AccountMailPage />, { modelId: 'm-mail', buttons });
const dialog = () => screen.findByTestId('account-mail-dialog');
const sentBody = (calls: { body: string | undefined }[]) => JSON.parse(calls[0]?.body ?? '{}');
/** Opens the listed mail account's edit dialog once its record is in the form (slow on a busy machine). */
async function openEdit() {
  await screen.findByText('通知邮箱');
  fireEvent.click(screen.getByRole('button', { name: /编\s?辑/ }));
  const form = await dialog();
  await waitFor(() => expect(within(form).getByLabelText('SMTP服务器')).toHaveValue('smtp.example.com'), {
    timeout: 5_000,
  });
  return form;
}

describe('account config pages', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it("lists one type's accounts with that type's columns", async () => {
    const { calls } = stubFetch({ [LIST]: pageOf([MAIL]) });
    renderMail();
    expect(await screen.findByText('通知邮箱')).toBeInTheDocument();
    expect(screen.getByText('smtp.example.com')).toBeInTheDocument();
    expect(screen.getByText('notify@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('SMTP服务器').length).toBeGreaterThan(0);
    expect(callsTo(calls, LIST)[0]?.url.searchParams.get('type')).toBe('2');
  });

  it('shows 暂无数据 for a type without accounts, and the webhook type by its name', async () => {
    stubFetch({ [LIST]: pageOf([]) });
    const { unmount } = renderMail();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    const hook = account({ type: '6', webhookType: 2, webhookAddress: 'https://hooks.example.com/x' });
    const { calls } = stubFetch({ [LIST]: pageOf([hook]) });
    renderAdminPage(<AccountWebhookPage />, { modelId: 'm-hook', buttons: [] });
    expect(await screen.findByText('https://hooks.example.com/x')).toBeInTheDocument();
    expect(screen.getByText('企业微信')).toBeInTheDocument();
    expect(callsTo(calls, LIST)[0]?.url.searchParams.get('type')).toBe('6');
  });

  it("creates a mail account with the type's fields and refuses a missing one first", async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([]),
      'POST /api/message/AccountConfig': envelope({ id: 'a2' }, '新建成功'),
    });
    renderMail();
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const form = await dialog();
    typeInto(form, '名称', '客服邮箱');
    typeInto(form, '编码', 'service');
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('请输入SMTP服务器', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/message/AccountConfig')).toHaveLength(0);
    typeInto(form, '发件人昵称', '客服');
    typeInto(form, 'SMTP服务器', 'smtp.example.com');
    typeInto(form, 'SMTP用户名', 'service@example.com');
    typeInto(form, 'SMTP密码', 's3cret');
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    const posts = () => callsTo(calls, 'POST /api/message/AccountConfig');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(sentBody(posts())).toEqual({
      type: '2',
      fullName: '客服邮箱',
      enCode: 'service',
      addressorName: '客服',
      smtpServer: 'smtp.example.com',
      smtpPort: 25,
      sslLink: 0,
      smtpUser: 'service@example.com',
      smtpPassword: 's3cret',
      sortCode: 0,
      enabledMark: 1,
      description: '',
    });
  });

  it("sends the chosen SMS channel's fields only, and the SMS page has no test", async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([]),
      'POST /api/message/AccountConfig': envelope({ id: 'a4' }, '新建成功'),
    });
    renderAdminPage(<AccountSmsPage />, { modelId: 'm-sms', buttons: ALL_BUTTONS });
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const form = await screen.findByTestId('account-sms-dialog');
    expect(within(form).getByLabelText('AccessKey ID')).toBeInTheDocument();
    fireEvent.mouseDown(within(form).getByLabelText('渠道'));
    fireEvent.click(await screen.findByTitle('腾讯云'));
    await waitFor(() => expect(within(form).queryByLabelText('EndPoint')).not.toBeInTheDocument());
    typeInto(form, '名称', '腾讯短信');
    typeInto(form, '编码', 'tencent');
    typeInto(form, '短信签名', '平台');
    typeInto(form, 'SecretId', 'sid');
    typeInto(form, 'SecretKey', 'skey');
    typeInto(form, 'SDK AppID', '1400');
    typeInto(form, 'App Key', 'akey');
    expect(within(form).queryByTestId('account-sms-test')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    const posts = () => callsTo(calls, 'POST /api/message/AccountConfig');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = sentBody(posts());
    expect(body).toMatchObject({
      type: '3',
      channel: 2,
      smsSignature: '平台',
      appId: 'sid',
      appSecret: 'skey',
      sdkAppId: '1400',
      appKey: 'akey',
      zoneName: 'sms.tencentcloudapi.com',
      zoneParam: 'ap-beijing',
    });
    expect(body).not.toHaveProperty('endPoint');
  });

  it('keeps the stored secret when an edit leaves it empty', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([MAIL]),
      'GET /api/message/AccountConfig/a1': envelope(MAIL),
      'PUT /api/message/AccountConfig/a1': envelope(null, '修改成功'),
    });
    renderMail();
    const form = await openEdit();
    expect(within(form).getByLabelText('SMTP密码')).toHaveValue('');
    expect(within(form).getByPlaceholderText('已设置，留空则不修改')).toBeInTheDocument();
    typeInto(form, '发件人昵称', '平台通知中心');
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    const puts = () => callsTo(calls, 'PUT /api/message/AccountConfig/a1');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(sentBody(puts())).toMatchObject({
      addressorName: '平台通知中心',
      smtpPort: 465,
      sslLink: 1,
      smtpPassword: '******',
    });
  });

  it("tests the edited account with its stored secret and shows the server's answer", async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([MAIL]),
      'GET /api/message/AccountConfig/a1': envelope(MAIL),
      'POST /api/message/AccountConfig/testSendMail': envelope(null, '连接成功'),
    });
    renderMail();
    const form = await openEdit();
    fireEvent.click(within(form).getByTestId('account-mail-test'));
    expect(await screen.findByText('连接成功')).toBeInTheDocument();
    const tests = callsTo(calls, 'POST /api/message/AccountConfig/testSendMail');
    expect(sentBody(tests)).toMatchObject({
      id: 'a1',
      smtpServer: 'smtp.example.com',
      smtpPassword: '******',
    });
  });

  it('shows only the buttons the caller holds', async () => {
    stubFetch({ [LIST]: pageOf([MAIL]), 'GET /api/message/AccountConfig/a1': envelope(MAIL) });
    renderMail(['btn_edit']);
    const form = await openEdit();
    expect(within(form).queryByTestId('account-mail-test')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-mail-row-more')).not.toBeInTheDocument();
  });

  it('copies after asking', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([MAIL]),
      'POST /api/message/AccountConfig/copy/a1': envelope({ id: 'a3' }, '新建成功'),
    });
    renderMail();
    fireEvent.click(await screen.findByTestId('account-mail-row-more'));
    fireEvent.click(await screen.findByText('复制'));
    expect(await screen.findByText('您确定要复制该数据, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/message/AccountConfig/copy/a1')).toHaveLength(1));
  });
});
