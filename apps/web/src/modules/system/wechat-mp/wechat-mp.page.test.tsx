import { ButtonCode, SECRET_MASK } from '@platform/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import WechatMpPage from './wechat-mp.page.tsx';

const ROUTE = '/api/WeChat/MPConfig';
const CONFIG = { mpAppId: 'wx-app', mpAppSecret: SECRET_MASK, mpToken: '', mpEncodingAESKey: '' };

const renderPage = (buttons: string[] = [ButtonCode.edit, ButtonCode.test]) =>
  renderAdminPage(<WechatMpPage />, { modelId: 'm-wechat-mp', buttons });

const lastBody = (calls: ReturnType<typeof stubFetch>['calls'], route: string) =>
  JSON.parse(callsTo(calls, route).at(-1)?.body ?? '{}');

describe('official account settings page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loaded settings and saves them with the secret left masked', async () => {
    const { calls } = stubFetch({
      [`GET ${ROUTE}`]: envelope(CONFIG),
      [`PUT ${ROUTE}`]: envelope(null, '保存成功'),
    });
    renderPage();
    expect(await screen.findByTestId('wechat-mp-mpAppId')).toHaveValue('wx-app');
    expect(screen.getByTestId('wechat-mp-mpAppSecret')).toHaveValue(SECRET_MASK);
    fireEvent.change(screen.getByTestId('wechat-mp-mpToken'), { target: { value: 'verify' } });
    fireEvent.click(screen.getByTestId('wechat-mp-save'));
    await waitFor(() => expect(callsTo(calls, `PUT ${ROUTE}`)).toHaveLength(1));
    expect(lastBody(calls, `PUT ${ROUTE}`)).toEqual({ ...CONFIG, mpToken: 'verify' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('tests the connection with the ID and secret of the form', async () => {
    const { calls } = stubFetch({
      [`GET ${ROUTE}`]: envelope(CONFIG),
      [`POST ${ROUTE}/Actions/Test`]: envelope(null, '连接成功'),
    });
    renderPage();
    await screen.findByTestId('wechat-mp-mpAppId');
    fireEvent.click(screen.getByTestId('wechat-mp-test'));
    expect(await screen.findByText('连接成功')).toBeInTheDocument();
    expect(lastBody(calls, `POST ${ROUTE}/Actions/Test`)).toEqual({
      mpAppId: 'wx-app',
      mpAppSecret: SECRET_MASK,
    });
  });

  it('asks for the AppID before testing', async () => {
    const { calls } = stubFetch({ [`GET ${ROUTE}`]: envelope({ ...CONFIG, mpAppId: '' }) });
    renderPage();
    await screen.findByTestId('wechat-mp-mpAppId');
    fireEvent.click(screen.getByTestId('wechat-mp-test'));
    expect(await screen.findByText('请输入AppID（开发者ID）')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${ROUTE}/Actions/Test`)).toHaveLength(0);
  });

  it('shows save and test only with their buttons', async () => {
    stubFetch({ [`GET ${ROUTE}`]: envelope(CONFIG) });
    renderPage([ButtonCode.test]);
    await screen.findByTestId('wechat-mp-mpAppId');
    expect(screen.queryByTestId('wechat-mp-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('wechat-mp-test')).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that loads again', async () => {
    let isDown = true;
    stubFetch({
      [`GET ${ROUTE}`]: () => (isDown ? envelope(null, '服务器错误', 500) : envelope(CONFIG)),
    });
    renderPage();
    expect(screen.getByTestId('wechat-mp-loading')).toBeInTheDocument();
    const retry = await screen.findByTestId('wechat-mp-retry', {}, { timeout: 10_000 });
    expect(screen.getByText('微信配置加载失败')).toBeInTheDocument();
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('wechat-mp-mpAppId')).toHaveValue('wx-app');
  });
});
