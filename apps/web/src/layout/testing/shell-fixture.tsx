import type { MenuNode } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppFeedback } from '../../platform/feedback/app-feedback.tsx';
import { initI18n } from '../../platform/i18n/index.ts';
import type { CurrentUserData } from '../../platform/session/current-user.types.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { DEFAULT_SETTINGS, type Settings, useSettings } from '../../platform/stores/settings-store.ts';
import { useTags } from '../../platform/stores/tags-store.ts';
import { currentUserFixture, menuNode as menu } from '../../testing/current-user-fixture.ts';
import { registerAllLocales } from '../../testing/register-all-locales.ts';

/* Test-only helpers: a signed-in session with a small menu tree, the app's providers, a fetch stub. */

/** Two directories; the pages route to a fixture module that is never built, so they render "not built yet". */
export const MENUS: MenuNode[] = [
  menu({
    enCode: 'permission',
    fullName: '组织权限',
    type: 0,
    icon: 'TeamOutlined',
    children: [
      menu({
        enCode: 'permission.user',
        fullName: '用户管理',
        urlAddress: 'fixture/user',
        icon: 'UserOutlined',
      }),
      menu({
        enCode: 'permission.role',
        fullName: '角色管理',
        urlAddress: 'fixture/role',
        icon: 'SafetyOutlined',
      }),
      menu({
        enCode: 'permission.secret',
        fullName: '隐藏页面',
        urlAddress: 'fixture/secret',
        isHidden: 1,
      }),
    ],
  }),
  menu({
    enCode: 'system',
    fullName: '系统管理',
    type: 0,
    icon: 'SettingOutlined',
    children: [
      menu({
        enCode: 'system.area',
        fullName: '行政区划',
        urlAddress: 'fixture/area',
        icon: 'EnvironmentOutlined',
      }),
    ],
  }),
];

/** The fixture user without a previous login or a place in the organization, holding these menus. */
export function makeCurrentUser(menus: MenuNode[] = MENUS): CurrentUserData {
  return {
    ...currentUserFixture({
      userInfo: {
        organizeName: null,
        positionName: null,
        prevLogin: 0,
        prevLoginTime: null,
        prevLoginIPAddress: null,
        prevLoginIPAddressName: null,
        changePasswordDate: 1_700_000_000_000,
      },
      sysConfigInfo: { sysName: '测试平台', sysVersion: 'V1', mandatoryModificationOfInitialPassword: 1 },
    }),
    menuList: menus,
  };
}

export function signIn(current: CurrentUserData = makeCurrentUser(), settings: Partial<Settings> = {}) {
  useSession.setState({ token: 'Bearer t', current, status: 'ready', isLocked: false, isFreshLogin: false });
  useSettings.setState({ ...DEFAULT_SETTINGS, ...settings });
  useTags.getState().resetViews();
}

/** A canned answer, or a function of the request (query in `url`, method and body in `init`). */
export type StubAnswer = unknown | ((url: URL, init: RequestInit | undefined) => unknown);

/** Answers each call with the data of the first matching path prefix (longest first), in a 200 envelope. */
export function stubFetch(routes: Record<string, StubAnswer>) {
  const paths = Object.keys(routes).sort((a, b) => b.length - a.length);
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/cloud-api/, '');
    calls.push(`${path}${url.search}`);
    const match = paths.find((p) => path === p || path.startsWith(`${p}/`));
    const answer = match ? routes[match] : null;
    const data = typeof answer === 'function' ? answer(url, init) : answer;
    return new Response(JSON.stringify({ code: 200, msg: '', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** Shows the router's current location so tests can see where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithShell(ui: ReactNode, route = '/home') {
  registerAllLocales();
  initI18n('zh-CN');
  void i18n.changeLanguage('zh-CN');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider>
        <AppFeedback>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </AppFeedback>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
