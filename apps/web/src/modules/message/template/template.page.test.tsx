import type { MessageTemplateListItem } from '@platform/contracts';
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
import TemplatePage from './template.page.tsx';

const BASE = '/api/message/MessageTemplateConfig';
const LIST = `GET ${BASE}`;
const CREATE = `POST ${BASE}`;
const template = (overrides: Partial<MessageTemplateListItem>): MessageTemplateListItem => ({
  id: 't1',
  fullName: '审批通知',
  enCode: 'approve',
  templateType: '0',
  messageSource: '2',
  messageType: '2',
  sortCode: 3,
  ...adminMadeRow,
  ...overrides,
});
const CUSTOM = template({});
const SYSTEM = template({
  id: 't2',
  fullName: '系统公告',
  enCode: 'MBXTGG',
  templateType: '1',
  messageSource: '1',
});
const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_copy'];

const renderPage = (buttons = ALL_BUTTONS) =>
  renderAdminPage(<TemplatePage />, { modelId: 'm-template', buttons });
const sentBody = (calls: { body: string | undefined }[]) => JSON.parse(calls[0]?.body ?? '{}');

/** Opens the new-template dialog with name, code, title and one parameter filled in. */
async function fillNewTemplate() {
  fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
  const form = await screen.findByTestId('message-template-dialog');
  typeInto(form, '名称', '请假通知');
  typeInto(form, '编码', 'leave');
  typeInto(form, '消息标题', '{user}的请假');
  fireEvent.click(within(form).getByTestId('message-template-add-param'));
  typeInto(form, '参数名称', 'user');
  typeInto(form, '参数说明', '申请人');
  return form;
}

describe('message template page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists templates with source, type and kind by name, and filters by type', async () => {
    const { calls } = stubFetch({ [LIST]: pageOf([CUSTOM, SYSTEM]) });
    renderPage();
    expect(await screen.findByText('审批通知')).toBeInTheDocument();
    expect(screen.getByText('流程')).toBeInTheDocument();
    expect(screen.getAllByText('邮件').length).toBeGreaterThan(0);
    expect(screen.getByText('自定义模板')).toBeInTheDocument();
    expect(screen.getByText('系统模板')).toBeInTheDocument();
    // A system template is neither edited nor deleted: one row's buttons only.
    expect(screen.getAllByRole('button', { name: /编\s?辑/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /删\s?除/ })).toHaveLength(1);
    fireEvent.mouseDown(
      within(screen.getByTestId('message-template-filter-messageType')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('短信'));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('messageType') === '3')).toBe(true),
    );
  });

  it('shows 暂无数据 without templates, and a retry when the list fails', () =>
    expectEmptyThenLoadError(LIST, () => renderPage()));

  it('edits mail content as rich text and sends a DingTalk content as text', async () => {
    const { calls } = stubFetch({ [LIST]: pageOf([]), [CREATE]: envelope({ id: 't5' }, '新建成功') });
    renderPage();
    const form = await fillNewTemplate();
    const chooseType = async (name: string) => {
      fireEvent.mouseDown(within(form).getByLabelText('消息类型'));
      fireEvent.click(await screen.findByTitle(name));
    };
    await chooseType('邮件');
    expect(await within(form).findByTestId('form-rich-text-editor')).toBeInTheDocument();
    await chooseType('钉钉');
    await waitFor(() => expect(within(form).queryByTestId('form-rich-text-editor')).not.toBeInTheDocument());
    typeInto(form, '消息内容', '{user}提交了请假');
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, CREATE)).toHaveLength(1));
    expect(sentBody(callsTo(calls, CREATE))).toMatchObject({
      messageType: '4',
      title: '{user}的请假',
      content: '{user}提交了请假',
      templateCode: null,
    });
  });

  it('creates an in-app template with its parameters as the contract body', async () => {
    const { calls } = stubFetch({ [LIST]: pageOf([]), [CREATE]: envelope({ id: 't3' }, '新建成功') });
    renderPage();
    const form = await fillNewTemplate();
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, CREATE)).toHaveLength(1));
    expect(sentBody(callsTo(calls, CREATE))).toEqual({
      fullName: '请假通知',
      enCode: 'leave',
      templateType: '0',
      messageSource: '1',
      messageType: '1',
      title: '{user}的请假',
      content: null,
      templateCode: null,
      templateParamList: [{ field: 'user', fieldName: '申请人' }],
      sortCode: 0,
      enabledMark: 1,
      description: '',
    });
  });

  it("shows the server's placeholder check and keeps the dialog open", async () => {
    stubFetch({
      [LIST]: pageOf([]),
      [CREATE]: envelope(null, '参数“dept”未添加，请先在参数列表中添加', 400),
    });
    renderPage();
    const form = await fillNewTemplate();
    typeInto(form, '消息标题', '{dept}的请假');
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('参数“dept”未添加，请先在参数列表中添加')).toBeInTheDocument();
    expect(screen.getByTestId('message-template-dialog')).toBeInTheDocument();
  });

  it('copies after asking', async () => {
    const { calls } = stubFetch({
      [LIST]: pageOf([CUSTOM]),
      [`POST ${BASE}/copy/t1`]: envelope({ id: 't4' }, '新建成功'),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('message-template-row-more'));
    fireEvent.click(await screen.findByText('复制'));
    expect(await screen.findByText('您确定要复制该数据, 是否继续?')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/copy/t1`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/copy/t1`)).toHaveLength(1));
  });

  it('shows only the buttons the caller holds', async () => {
    stubFetch({ [LIST]: pageOf([CUSTOM]) });
    renderPage([]);
    await expectNoButtons('审批通知', 'message-template-row-more');
  });
});
