import { type NoticeInfo, type NoticeListItem, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { selectedItem } from '../../../testing/picker-stubs.ts';
import NoticePage from './notice.page.tsx';

const CODES = resourceCodes('notice');
const CREATED = 1_767_225_600_000;

const notice = (id: string, title: string, enabledMark: number): NoticeListItem => ({
  id,
  title,
  excerpt: null,
  category: '1',
  expirationTime: null,
  coverImage: null,
  creatorUser: '管理员/admin',
  creatorTime: CREATED,
  lastModifyTime: null,
  releaseUser: enabledMark === 0 ? null : '管理员/admin',
  releaseTime: enabledMark === 0 ? null : CREATED,
  enabledMark,
});

const info = (row: NoticeListItem, bodyText: string): NoticeInfo => ({
  ...row,
  bodyText,
  files: JSON.stringify([{ fileId: 'f1', name: '通知.pdf', fileSize: 2048 }]),
  toUserIds: '',
});

const renderPage = (buttons: string[]) =>
  renderAdminPage(<NoticePage />, {
    modelId: 'm-notice',
    buttons,
    columns: CODES.columns,
    forms: CODES.forms,
  });

/** The table row holding this text. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('notice page', { timeout: 60_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists notices with their state and offers edit and release on drafts only', async () => {
    const { calls } = stubFetch({
      'POST /api/message/Notice/List': pageOf([notice('n1', '放假通知', 0), notice('n2', '年会安排', 1)]),
      'PUT /api/message/Notice/n1/Actions/Release': envelope({ count: 3 }, '发布成功'),
    });
    renderPage(['btn_add', 'btn_edit', 'btn_remove', 'btn_release']);
    const draft = await rowOf('放假通知');
    const released = await rowOf('年会安排');
    expect(within(draft).getByText('存草稿')).toBeInTheDocument();
    expect(within(released).getByText('已发送')).toBeInTheDocument();
    expect(within(released).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(released).queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(JSON.parse(callsTo(calls, 'POST /api/message/Notice/List')[0]?.body ?? '{}')).toMatchObject({
      currentPage: 1,
      keyword: '',
      enabledMark: [],
    });

    fireEvent.click(within(draft).getByRole('button', { name: '发布' }));
    expect(await screen.findByText(/发布后公告将发送给接收人/)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/message/Notice/n1/Actions/Release')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/message/Notice/n1/Actions/Release')).toHaveLength(1));
  });

  it('hides release and new without their buttons', async () => {
    stubFetch({ 'POST /api/message/Notice/List': pageOf([notice('n1', '放假通知', 0)]) });
    renderPage(['btn_edit']);
    const draft = await rowOf('放假通知');
    expect(within(draft).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
  });

  it('creates a draft with the title, type and no recipients (everyone)', async () => {
    const { calls } = stubFetch({
      'POST /api/message/Notice/List': pageOf([]),
      'POST /api/message/Notice': envelope({ id: 'n9' }, '新建成功'),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('notice-dialog');
    expect(within(dialog).getByText('不选择发送范围时发送给全部用户')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入标题')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/message/Notice')).toHaveLength(0);

    fireEvent.change(within(dialog).getByPlaceholderText('请输入公告标题'), {
      target: { value: '停电通知' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/message/Notice')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/message/Notice')[0]?.body ?? '{}')).toEqual({
      title: '停电通知',
      category: '1',
      expirationTime: null,
      toUserIds: [],
      files: [],
      bodyText: '',
      excerpt: '',
    });
  });

  it("edits a draft and keeps the original picker's recipients, organizations read as ours", async () => {
    const row = notice('n1', '放假通知', 0);
    const { calls } = stubFetch({
      'POST /api/message/Notice/List': pageOf([row]),
      'GET /api/message/Notice/n1': envelope({
        ...info(row, '<p>旧</p>'),
        toUserIds: 'o1--company,r1--role,u1,p1--position',
      }),
      'PUT /api/message/Notice/n1': envelope(null, '更新成功'),
      'POST /api/permission/Users/getSelectedList': envelope({
        list: [selectedItem('u1', 'user', '张三/zhangsan')],
      }),
    });
    renderPage(['btn_edit']);
    fireEvent.click(within(await rowOf('放假通知')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('notice-dialog');
    const title = await within(dialog).findByDisplayValue('放假通知');
    // The chosen user shows by name, looked up from the stored selection.
    expect(await within(dialog).findByText('张三/zhangsan')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: '放假通知（更新）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/message/Notice/n1')).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, 'PUT /api/message/Notice/n1')[0]?.body ?? '{}');
    expect(body).toMatchObject({
      title: '放假通知（更新）',
      toUserIds: ['o1--organize', 'r1--role', 'u1--user', 'p1--position'],
      files: [{ fileId: 'f1', name: '通知.pdf', fileSize: 2048 }],
      bodyText: '<p>旧</p>',
    });
  });

  it('shows the details with the sanitised body and the attachments', async () => {
    const row = notice('n1', '放假通知', 1);
    stubFetch({
      'POST /api/message/Notice/List': pageOf([row]),
      'GET /api/message/Notice/n1': envelope(
        info(row, '<p>元旦放假三天</p><img src="x" onerror="alert(1)">'),
      ),
    });
    renderPage([]);
    fireEvent.click(within(await rowOf('放假通知')).getByRole('button', { name: '详情' }));
    const body = await screen.findByTestId('notice-view-body');
    expect(body).toHaveTextContent('元旦放假三天');
    expect(body.innerHTML).not.toContain('onerror');
    expect(within(screen.getByTestId('notice-view')).getByText('通知.pdf')).toBeInTheDocument();
  });

  it('deletes after asking', async () => {
    const { calls } = stubFetch({
      'POST /api/message/Notice/List': pageOf([notice('n1', '放假通知', 1)]),
      'DELETE /api/message/Notice/n1': envelope(null, '删除成功'),
    });
    renderPage(['btn_remove']);
    fireEvent.click(within(await rowOf('放假通知')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/message/Notice/n1')).toHaveLength(1));
  });
});
