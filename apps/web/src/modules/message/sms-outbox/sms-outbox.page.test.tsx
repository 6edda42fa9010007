import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import SmsOutboxPage from './sms-outbox.page.tsx';

const ROUTE = 'GET /api/message/SmsOutbox';
const row = (id: string, mobile: string, content: string) => ({
  id,
  mobile,
  content,
  creatorTime: 1_767_225_600_000,
});
const renderPage = (buttons: string[] = []) =>
  renderAdminPage(<SmsOutboxPage />, { modelId: 'm-outbox', buttons });

describe('SMS outbox page', { timeout: 15_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages with the total, 20 a page, and searches by the start of the number', async () => {
    const { calls } = stubFetch({
      [ROUTE]: pageOf([row('1', '13800000001', '您的登录验证码为 123456')], 41),
    });
    renderPage();
    expect(await screen.findByText('您的登录验证码为 123456')).toBeInTheDocument();
    expect(screen.getByText('共 41 条')).toBeInTheDocument();
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('pageSize')).toBe('20');

    fireEvent.change(screen.getByPlaceholderText('请输入手机号开头查询'), { target: { value: ' 138 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('keyword')).toBe('138'));
    expect(calls.at(-1)?.url.searchParams.get('currentPage')).toBe('1');
  });

  it('shows 暂无数据 for an empty outbox', async () => {
    stubFetch({ [ROUTE]: pageOf([]) });
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the error with a retry when the server refuses', async () => {
    stubFetch({ [ROUTE]: envelope(null, '没有权限执行此操作', 401) });
    renderPage();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('hides the detail button without btn_detail', async () => {
    stubFetch({ [ROUTE]: pageOf([row('1', '13800000001', '完整内容')]) });
    renderPage();
    await screen.findByText('完整内容');
    expect(screen.queryByRole('button', { name: /详\s?情/ })).not.toBeInTheDocument();
  });

  it('opens the detail dialog with btn_detail', async () => {
    stubFetch({ [ROUTE]: pageOf([row('1', '13800000001', '完整内容')]) });
    renderPage(['btn_detail']);
    fireEvent.click(await screen.findByRole('button', { name: /详\s?情/ }));
    expect(await screen.findByText('短信详情')).toBeInTheDocument();
  });
});
