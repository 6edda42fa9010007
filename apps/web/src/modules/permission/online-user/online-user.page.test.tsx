import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import OnlineUserPage from './online-user.page.tsx';

const session = (id: string, realName: string, isCurrent = false) => ({
  id,
  userId: `u-${id}`,
  account: `acc${id}`,
  realName,
  organizeName: '研发部',
  device: 'Chrome · Windows',
  ip: '10.0.0.1',
  loginType: 'password',
  loginTime: 1_767_225_600_000,
  lastSeen: 1_767_225_660_000,
  isCurrent,
});
const LIST = 'GET /api/permission/OnlineUser';

const renderPage = (buttons: string[]) =>
  renderAdminPage(<OnlineUserPage />, { modelId: 'm-online', buttons });

const page = pageOf([session('1', '张三'), session('2', '管理员', true)]);

describe('online users page', { timeout: 15_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists sessions and forces one offline after confirmation', async () => {
    const { calls } = stubFetch({
      [LIST]: page,
      'POST /api/permission/OnlineUser/Actions/ForceOffline/1': envelope({ count: 1 }, '已强制下线'),
    });
    renderPage(['btn_forceOffline']);
    const table = await screen.findByTestId('online-user-table');
    expect(await within(table).findByText('张三')).toBeInTheDocument();
    expect(within(table).getByText('当前会话')).toBeInTheDocument();
    // The caller's own session has no force-offline button.
    expect(within(table).getAllByRole('button', { name: '强制下线' })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: '强制下线' }));
    expect(await screen.findByText(/确定将用户“张三”的此会话强制下线吗/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('已强制下线')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  });

  it('hides forcing offline without btn_forceOffline', async () => {
    stubFetch({ [LIST]: page });
    renderPage([]);
    const table = await screen.findByTestId('online-user-table');
    await within(table).findByText('张三');
    expect(within(table).queryByRole('button', { name: '强制下线' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量强制下线' })).not.toBeInTheDocument();
  });
});
