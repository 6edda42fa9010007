import type { AccountConfigInfo, WechatFollower } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import AccountMpPage from '../account-mp/account-mp.page.tsx';

const LIST = 'GET /api/message/AccountConfig';
const FOLLOWERS = 'GET /api/message/AccountConfig/mp1/WechatUsers';
const REMOVE = 'DELETE /api/message/AccountConfig/mp1/WechatUsers/b1';

const MP = {
  id: 'mp1',
  type: '7',
  fullName: '服务号',
  enCode: 'service_mp',
  appId: 'wx-app',
  appKey: '******',
  appSecret: '******',
  agentId: 'token-1',
  sortCode: 0,
  enabledMark: 1,
  creatorUser: '管理员/admin',
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
} as unknown as AccountConfigInfo;
const FOLLOWER: WechatFollower = {
  id: 'b1',
  userId: 'u1',
  userName: '张三/zhangsan',
  openId: 'o-abc',
  isFollowing: 1,
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
};

async function openFollowers(buttons: string[]) {
  const stub = stubFetch({
    [LIST]: pageOf([MP]),
    [FOLLOWERS]: pageOf([FOLLOWER]),
    [REMOVE]: envelope(null, '已解除绑定'),
  });
  renderAdminPage(<AccountMpPage />, { modelId: 'm-mp', buttons });
  await screen.findByText('服务号');
  fireEvent.click(screen.getByTestId('account-mp-row-more'));
  fireEvent.click(await screen.findByText('关注用户'));
  return { ...stub, dialog: await screen.findByRole('dialog') };
}

describe('official account followers', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the followers of the account with the server URL WeChat is given', async () => {
    const { dialog, calls } = await openFollowers(['btn_add']);
    expect(await within(dialog).findByText('张三/zhangsan')).toBeInTheDocument();
    expect(within(dialog).getByText('o-abc')).toBeInTheDocument();
    expect(within(dialog).getByText('已关注')).toBeInTheDocument();
    expect(within(dialog).getByTestId('wechat-server-url').textContent).toMatch(
      /\/api\/message\/WechatOpen\/token\/service_mp$/,
    );
    expect(callsTo(calls, FOLLOWERS)[0]?.url.searchParams.get('currentPage')).toBe('1');
    // Without the edit button there is nothing to unbind with.
    expect(within(dialog).queryByText('解除绑定')).toBeNull();
  });

  it('unbinds a follower behind the edit button, after asking', async () => {
    const { dialog, calls } = await openFollowers(['btn_edit']);
    fireEvent.click(await within(dialog).findByText('解除绑定'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(calls, REMOVE)).toHaveLength(1));
    expect(await screen.findByText('已解除绑定')).toBeInTheDocument();
  });
});
