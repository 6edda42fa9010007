import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../../layout/testing/shell-fixture.tsx';
import { installSessionBridge } from '../../platform/session/session-bridge.ts';
import { menuNode as menu } from '../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { preloadInIdle } from './route-preload.ts';
import { renderAppRoutes, resetApp } from './testing/render-app-routes.tsx';

/* After login the pages of the user's menu are imported ahead, while the user stays on home. */

const imported = vi.hoisted(() => vi.fn<(page: string) => void>());

vi.mock('../../modules/permission/user/user.page.tsx', () => {
  imported('permission/user');
  return { default: () => <div>user page</div> };
});
vi.mock('../../modules/system/menu/menu.page.tsx', () => {
  imported('system/menu');
  return { default: () => <div>menu page</div> };
});
vi.mock('../../modules/permission/role/role.page.tsx', () => {
  imported('permission/role');
  return { default: () => <div>role page</div> };
});
vi.mock('../../modules/permission/group/group.page.tsx', () => {
  imported('permission/group');
  return { default: () => <div>group page</div> };
});

const MENUS = [
  menu({
    enCode: 'permission',
    fullName: '组织权限',
    type: 0,
    children: [
      menu({ enCode: 'permission.user', fullName: '用户管理', urlAddress: 'permission/user' }),
      menu({ enCode: 'permission.group', fullName: '分组管理', urlAddress: 'permission/group', isHidden: 1 }),
      menu({ enCode: 'permission.later', fullName: '未建页面', urlAddress: 'fixture/later' }),
    ],
  }),
  menu({ enCode: 'system.menu', fullName: '菜单管理', urlAddress: 'system/menu' }),
];

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => installSessionBridge());

describe('route chunks after login', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetApp();
    imported.mockClear();
    window.history.replaceState(null, '', '/login');
  });
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
  });

  it('imports the built pages of the visible menu, not other pages, and stays on home', async () => {
    stubFetch({
      'GET /api/oauth/getConfig/*': envelope({ enableVerificationCode: 0, verificationCodeNumber: 4 }),
      'POST /api/oauth/Login': envelope({ token: 'Bearer fresh' }, '登录成功'),
      'GET /api/oauth/CurrentUser': envelope(makeCurrentUser(MENUS)),
      'GET /api/message/*': envelope({ unreadTotalCount: 0 }),
    });
    renderAppRoutes('/login');
    await screen.findByTestId('login-account', undefined, { timeout: 5000 });
    type('login-account', 'admin');
    type('login-password', 'Admin@12345');
    await userEvent.setup().click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    await waitFor(() => expect(imported).toHaveBeenCalledWith('system/menu'), { timeout: 10_000 });
    // Menu order: the user page comes first.
    expect(imported.mock.calls.map(([page]) => page)).toEqual(['permission/user', 'system/menu']);
    expect(screen.queryByText('user page')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });
});

describe('preloadInIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the opened page, then starts each import in its own idle slot, one after the other, past a failure', async () => {
    const slots: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => slots.push(task));
    const first = vi.fn(() => Promise.reject(new Error('offline')));
    const second = vi.fn(() => Promise.resolve());
    let pageArrived = () => {};
    preloadInIdle([first, second], new Promise<void>((resolve) => (pageArrived = resolve)));
    await Promise.resolve();
    expect(slots).toHaveLength(0);

    pageArrived();
    await waitFor(() => expect(slots).toHaveLength(1));
    expect(first).not.toHaveBeenCalled();
    slots.shift()?.();
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    await waitFor(() => expect(slots).toHaveLength(1));
    slots.shift()?.();
    expect(second).toHaveBeenCalledOnce();
  });

  it('fetches nothing ahead when the browser asks to save data', () => {
    const slots: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => slots.push(task));
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    preloadInIdle([vi.fn(() => Promise.resolve())]);
    expect(slots).toHaveLength(0);
  });
});
