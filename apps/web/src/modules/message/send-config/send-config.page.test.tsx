import type { SendConfigListItem } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import {
  adminMadeRow,
  expectEmptyThenLoadError,
  expectNoButtons,
  typeInto,
} from '../message-page-testing.ts';
import SendConfigPage from './send-config.page.tsx';

const BASE = '/api/message/SendMessageConfig';
const LIST = `GET ${BASE}`;
const CREATE = `POST ${BASE}`;
const TEMPLATES = 'GET /api/message/MessageTemplateConfig/Selector';
const config = (overrides: Partial<SendConfigListItem>): SendConfigListItem => ({
  id: 'c1',
  fullName: '请假提醒',
  enCode: 'leave',
  templateType: '0',
  messageSource: '2',
  messageType: [
    { fullName: '站内信', type: '1' },
    { fullName: 'webhook', type: '6' },
  ],
  sortCode: 0,
  ...adminMadeRow,
  ...overrides,
});
const CUSTOM = config({});
const SYSTEM = config({
  id: 'c2',
  fullName: '公告发送',
  enCode: 'MBXTGG',
  templateType: '1',
  messageSource: '1',
});
const IN_APP_TEMPLATE = {
  id: 't1',
  fullName: '公告通知',
  enCode: 'notice',
  templateType: '0',
  messageSource: '1',
  messageType: '1',
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorUser: null,
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
  templateParamList: [],
};
const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_copy', 'btn_test'];

const renderPage = (buttons = ALL_BUTTONS) =>
  renderAdminPage(<SendConfigPage />, { modelId: 'm-send-config', buttons });
const confirmIn = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: /确\s*定/ }));

/** Opens the new-configuration dialog, picks 公告 and opens a binding of `messageType`. */
async function openNewBinding(messageType: string) {
  fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
  const form = await screen.findByTestId('send-config-dialog');
  fireEvent.mouseDown(within(form).getByLabelText('消息来源'));
  fireEvent.click(await screen.findByTitle('公告'));
  fireEvent.click(within(form).getByTestId('send-config-add-binding'));
  const binding = await screen.findByTestId('send-config-binding-dialog');
  fireEvent.mouseDown(within(binding).getByLabelText('消息类型'));
  fireEvent.click(await screen.findByTitle(messageType));
  return { form, binding };
}

/** Opens the new-configuration dialog, names it, picks 公告 and binds the in-app template. */
async function fillNewConfig() {
  const { form, binding } = await openNewBinding('站内信');
  typeInto(form, '名称', '公告提醒');
  typeInto(form, '编码', 'noticeRule');
  const templatePicker = within(binding).getByLabelText('模板名称');
  await waitFor(() => expect(templatePicker).toBeEnabled());
  fireEvent.mouseDown(templatePicker);
  fireEvent.click(await screen.findByTitle('公告通知'));
  await waitFor(() => expect(within(binding).getByLabelText('模板编码')).toHaveValue('notice'));
  confirmIn(binding);
  expect(await within(form).findByText('公告通知')).toBeInTheDocument();
  return form;
}

describe('send configuration page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists configurations with their source, kind and message types, and filters by source', async () => {
    const { calls } = stubFetch({ [LIST]: pageOf([CUSTOM, SYSTEM]) });
    renderPage();
    expect(await screen.findByText('请假提醒')).toBeInTheDocument();
    expect(screen.getByText('流程')).toBeInTheDocument();
    expect(screen.getAllByText('站内信')).toHaveLength(2);
    expect(screen.getAllByText('webhook')).toHaveLength(2);
    expect(screen.getByText('系统模板')).toBeInTheDocument();
    // A system configuration is neither edited nor deleted: one row's buttons only.
    expect(screen.getAllByRole('button', { name: /编\s?辑/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /删\s?除/ })).toHaveLength(1);
    fireEvent.mouseDown(within(screen.getByTestId('send-config-filter-messageSource')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('日程'));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('messageSource') === '4')).toBe(true),
    );
  });

  it('shows 暂无数据 without configurations, and a retry when the list fails', () =>
    expectEmptyThenLoadError(LIST, () => renderPage()));

  it("creates a configuration with the original client's body, its template bound", async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([]),
      [TEMPLATES]: pageOf([IN_APP_TEMPLATE]),
      [CREATE]: envelope({ id: 'c3' }, '新建成功'),
    });
    renderPage();
    const form = await fillNewConfig();
    const picked = callsTo(calls, TEMPLATES).at(-1)?.url.searchParams;
    expect([picked?.get('messageType'), picked?.get('messageSource'), picked?.get('enabledMark')]).toEqual([
      '1',
      '1',
      '1',
    ]);
    confirmIn(form);
    await waitFor(() => expect(callsTo(calls, CREATE)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, CREATE)[0]?.body ?? '{}')).toEqual({
      fullName: '公告提醒',
      enCode: 'noticeRule',
      templateType: 0,
      messageSource: '1',
      sortCode: 0,
      enabledMark: 1,
      description: '',
      sendConfigTemplateList: [
        {
          messageType: '1',
          templateId: 't1',
          templateName: '公告通知',
          templateCode: 'notice',
          accountConfigId: null,
          accountName: null,
          accountCode: null,
          enabledMark: 1,
          sortCode: 0,
          description: '',
        },
      ],
    });
  });

  it('binds a mail template to an account picked from the 发送配置 account selector', async () => {
    const ACCOUNTS = `GET ${BASE}/AccountSelector`;
    const mailTemplate = {
      ...IN_APP_TEMPLATE,
      id: 't2',
      fullName: '审批邮件',
      enCode: 'mailNote',
      messageType: '2',
    };
    const { calls } = stubFetch({
      [LIST]: pageOf([]),
      [TEMPLATES]: pageOf([mailTemplate]),
      [ACCOUNTS]: envelope({ list: [{ id: 'a1', fullName: '通知邮箱', enCode: 'mailbox', type: '2' }] }),
    });
    renderPage();
    const { binding } = await openNewBinding('邮件');
    fireEvent.mouseDown(await within(binding).findByLabelText('账号名称'));
    fireEvent.click(await screen.findByTitle('通知邮箱'));
    await waitFor(() => expect(within(binding).getByLabelText('账号编码')).toHaveValue('mailbox'));
    // The selector is asked for enabled mail accounts only: not the 账号配置 list, which needs its menu.
    expect(callsTo(calls, ACCOUNTS).at(-1)?.url.searchParams.get('type')).toBe('2');
    expect(callsTo(calls, 'GET /api/message/AccountConfig')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog with its templates", async () => {
    stubFetch({
      [LIST]: pageOf([]),
      [TEMPLATES]: pageOf([IN_APP_TEMPLATE]),
      [CREATE]: envelope(null, '编码不能重复', 400),
    });
    renderPage();
    const form = await fillNewConfig();
    confirmIn(form);
    expect(await screen.findByText('编码不能重复')).toBeInTheDocument();
    expect(screen.getByTestId('send-config-dialog')).toBeInTheDocument();
    expect(within(form).getByText('公告通知')).toBeInTheDocument();
  });

  it('asks for every parameter value, then test-sends and shows each outcome', async () => {
    const testRow = {
      id: 'b1',
      sendConfigId: 'c1',
      messageType: 'webhook',
      templateId: 't9',
      accountConfigId: 'a1',
      msgTemplateName: '请假 webhook',
      paramJson: [{ field: 'user', fieldName: '申请人' }],
      toUser: [],
    };
    const { calls } = stubFetch({
      [LIST]: pageOf([CUSTOM]),
      [`POST ${BASE}/getTestConfig/c1`]: envelope([testRow]),
      [`POST ${BASE}/testSendConfig`]: envelope([
        { messageType: '消息类型：webhook', isSuccess: '0', result: '地址不可达' },
      ]),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('send-config-row-more'));
    fireEvent.click(await screen.findByText('测试发送'));
    const dialog = await screen.findByTestId('send-config-test-dialog');
    expect(await within(dialog).findByText('user(申请人)')).toBeInTheDocument();
    confirmIn(dialog);
    expect(await screen.findByText('请假 webhook参数对应的变量为空！')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/testSendConfig`)).toHaveLength(0);
    typeInto(dialog, '请假 webhook user', '张三');
    confirmIn(dialog);
    const results = await screen.findByTestId('send-config-test-results');
    expect(within(results).getByText('地址不可达')).toBeInTheDocument();
    expect(JSON.parse(callsTo(calls, `POST ${BASE}/testSendConfig`)[0]?.body ?? '[]')).toEqual([
      { ...testRow, paramJson: [{ field: 'user', fieldName: '申请人', value: '张三' }] },
    ]);
  });

  it('shows only the buttons the caller holds', async () => {
    stubFetch({ [LIST]: pageOf([CUSTOM]) });
    renderPage([]);
    await expectNoButtons('请假提醒', 'send-config-row-more');
  });
});
