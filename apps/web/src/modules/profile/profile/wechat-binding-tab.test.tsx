import type { MyWechatBindings } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { callLog, signInForProfile } from '../testing/profile-stubs.ts';
import { WechatBindingTab } from './wechat-binding-tab.tsx';

const BASE = '/api/message/WechatOpen';

/** Two official accounts: mp1 not bound, mp2 bound until the user unbinds it. */
function stubBindings() {
  let isBound = true;
  const list = (): MyWechatBindings['list'] => [
    { accountId: 'mp1', accountName: '服务号', isBound: false, isFollowing: null, bindTime: null },
    isBound
      ? {
          accountId: 'mp2',
          accountName: '订阅号',
          isBound: true,
          isFollowing: 0,
          bindTime: 1_767_225_600_000,
        }
      : { accountId: 'mp2', accountName: '订阅号', isBound: false, isFollowing: null, bindTime: null },
  ];
  return stubFetch({
    [`GET ${BASE}/MyBindings`]: () => envelope({ list: list() }),
    [`POST ${BASE}/BindQrCode/mp1`]: envelope({
      ticket: 'tk',
      url: 'http://weixin.qq.com/q/abc',
      expireSeconds: 600,
    }),
    [`DELETE ${BASE}/MyBindings/mp2`]: () => {
      isBound = false;
      return envelope(null, '已解除绑定');
    },
  });
}

describe('official account bindings tab', { timeout: 15_000 }, () => {
  beforeEach(() => signInForProfile());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each account with its state and offers unbind only where bound', async () => {
    stubBindings();
    renderWithApp(<WechatBindingTab />);
    const unbound = await screen.findByTestId('wechat-binding-mp1');
    expect(within(unbound).getByText('未绑定')).toBeInTheDocument();
    expect(within(unbound).getByText('绑定')).toBeInTheDocument();
    expect(within(unbound).queryByText('解除绑定')).toBeNull();
    const bound = screen.getByTestId('wechat-binding-mp2');
    expect(within(bound).getByText('已取消关注')).toBeInTheDocument();
    expect(within(bound).getByText('重新绑定')).toBeInTheDocument();
  });

  it('asks for a QR code for the account and shows it with its validity', async () => {
    const { calls } = stubBindings();
    renderWithApp(<WechatBindingTab />);
    fireEvent.click(within(await screen.findByTestId('wechat-binding-mp1')).getByText('绑定'));
    expect(await screen.findByText('请用微信扫描二维码并关注公众号，10 分钟内有效。')).toBeInTheDocument();
    expect(callLog(calls)).toContain(`POST ${BASE}/BindQrCode/mp1`);
    expect(await screen.findByTestId('wechat-bind-qr', {}, { timeout: 5000 })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('unbinds after asking and shows the server message', async () => {
    const { calls } = stubBindings();
    renderWithApp(<WechatBindingTab />);
    fireEvent.click(within(await screen.findByTestId('wechat-binding-mp2')).getByText('解除绑定'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('已解除绑定')).toBeInTheDocument();
    expect(callLog(calls)).toContain(`DELETE ${BASE}/MyBindings/mp2`);
    await waitFor(() =>
      expect(within(screen.getByTestId('wechat-binding-mp2')).getByText('未绑定')).toBeInTheDocument(),
    );
  });
});
