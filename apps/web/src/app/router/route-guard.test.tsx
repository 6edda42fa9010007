import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../../layout/testing/shell-fixture.tsx';
import { installSessionBridge } from '../../platform/session/session-bridge.ts';
import { STORAGE_PREFIX } from '../../platform/storage/local-store.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { envelope, type StubCall, stubFetch } from '../../testing/fetch-stub.ts';
import { renderAppRoutes, resetApp, storeToken } from './testing/render-app-routes.tsx';

/* The route guard, the end of a session and their messages, through the real route table. */

const SHELL_CALLS = { 'GET /api/message/*': envelope({ unreadTotalCount: 0 }) };
const currentUser = (reply: ReturnType<typeof envelope>) =>
  stubFetch({ ...SHELL_CALLS, 'GET /api/oauth/CurrentUser': reply });
const location = () => screen.getByTestId('location');
const storedToken = () => localStorage.getItem(`${STORAGE_PREFIX}token`);
const currentUserCalls = (calls: StubCall[]) => calls.filter((c) => c.path === '/api/oauth/CurrentUser');
const SLOW = { timeout: 5000 };

beforeAll(() => installSessionBridge());

describe('route guard with a stored token', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeToken('Bearer old');
    // The session bridge reads the browser location, as BrowserRouter would have set it.
    window.history.replaceState(null, '', '/fixture/user?a=1');
  });
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
  });

  it('loads the user info once and opens the page', async () => {
    const { calls } = currentUser(envelope(makeCurrentUser()));
    renderAppRoutes('/fixture/user?a=1');
    expect(await screen.findByTestId('not-built-page', undefined, SLOW)).toHaveTextContent('用户管理');
    expect(currentUserCalls(calls)).toHaveLength(1);
    expect(currentUserCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer old');
  });

  it('a missing user info response resets the token and says 验证失败，请重新登录。', async () => {
    currentUser(envelope(null));
    renderAppRoutes('/fixture/user?a=1');
    expect(await screen.findByText('验证失败，请重新登录。')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/login?redirect=%2Ffixture%2Fuser%3Fa%3D1'));
    expect(useSession.getState().token).toBeNull();
    expect(storedToken()).toBeNull();
  });

  it('a failed load shows the server message once, resets the token and goes to /login', async () => {
    currentUser(envelope(null, '系统繁忙，请稍后再试', 500));
    renderAppRoutes('/fixture/user?a=1');
    await waitFor(() => expect(location()).toHaveTextContent('/login?redirect=%2Ffixture%2Fuser%3Fa%3D1'));
    expect(await screen.findAllByText('系统繁忙，请稍后再试')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('an empty menu says 您的权限不足，请联系管理员 and keeps the user signed in', async () => {
    currentUser(envelope(makeCurrentUser([])));
    renderAppRoutes('/404');
    expect(await screen.findByText('您的权限不足，请联系管理员')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('Bearer old');
    expect(location()).toHaveTextContent('/404');
  });

  it.each([600, 601, 602])('code %i clears the token and goes to /login with the way back', async (code) => {
    const text = `会话已结束（${code}）`;
    currentUser(envelope(null, text, code));
    renderAppRoutes('/fixture/user?a=1');
    await waitFor(() => expect(location()).toHaveTextContent('/login?redirect=%2Ffixture%2Fuser%3Fa%3D1'));
    // The login page tells why, where the user lands (not only in a passing toast).
    expect(await screen.findByTestId('login-session-ended', undefined, SLOW)).toHaveTextContent(
      `您已退出登录：${text}`,
    );
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(storedToken()).toBeNull();
    expect(document.cookie).not.toContain(`${STORAGE_PREFIX}token=Bearer`);
  });
});

describe('/workFlowDetail with a token in the query', { timeout: 15_000 }, () => {
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
  });

  const FLOW = `/workFlowDetail?config=eyJpZCI6MX0%3D&token=${encodeURIComponent('Bearer new')}`;

  it('replaces a different stored token before loading the user', async () => {
    storeToken('Bearer old');
    const { calls } = currentUser(envelope(makeCurrentUser()));
    renderAppRoutes(FLOW);
    expect(await screen.findByTestId('not-built-page', undefined, SLOW)).toBeInTheDocument();
    expect(currentUserCalls(calls).map((c) => c.headers.get('Authorization'))).toEqual(['Bearer new']);
    expect(storedToken()).toBe('Bearer new');
    expect(location()).toHaveTextContent('/workFlowDetail?config=');
  });

  it('signs a logged-out visitor in with it instead of sending them to /login', async () => {
    const { calls } = currentUser(envelope(makeCurrentUser()));
    renderAppRoutes(FLOW);
    expect(await screen.findByTestId('not-built-page', undefined, SLOW)).toBeInTheDocument();
    expect(currentUserCalls(calls)).toHaveLength(1);
    expect(useSession.getState().token).toBe('Bearer new');
  });

  it('keeps the loaded session when the query token is the stored one', async () => {
    useSession.setState({ token: 'Bearer new', status: 'ready', current: makeCurrentUser() });
    const { calls } = currentUser(envelope(makeCurrentUser()));
    renderAppRoutes(FLOW);
    expect(await screen.findByTestId('not-built-page', undefined, SLOW)).toBeInTheDocument();
    expect(currentUserCalls(calls)).toHaveLength(0);
  });

  it('ignores a token query on other routes', async () => {
    storeToken('Bearer old');
    const { calls } = currentUser(envelope(makeCurrentUser()));
    renderAppRoutes('/fixture/user?token=Bearer%20new');
    expect(await screen.findByTestId('not-built-page', undefined, SLOW)).toBeInTheDocument();
    expect(currentUserCalls(calls)[0]?.headers.get('Authorization')).toBe('Bearer old');
    expect(useSession.getState().token).toBe('Bearer old');
  });
});
