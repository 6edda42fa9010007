import type { MenuNode } from '@platform/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveShellPage } from '../app/router/shell-pages.tsx';
import { reloadOnLanguageChange } from '../platform/session/language-reload.ts';
import { installSessionBridge } from '../platform/session/session-bridge.ts';
import { useTags } from '../platform/stores/tags-store.ts';
import { menuNode as menu } from '../testing/current-user-fixture.ts';
import { ShellLayout } from './shell-layout.tsx';
import { makeCurrentUser, renderWithShell, signIn, stubFetch } from './testing/shell-fixture.tsx';

/*
 * Menu and system names are data the server translates: switching the language reloads CurrentUser
 * with the new Accept-Language, and the sidebar, breadcrumb, every open tab and the system name follow.
 */

const NAMES: Record<string, { directory: string; user: string; role: string; system: string }> = {
  'zh-CN': { directory: '组织权限', user: '用户管理', role: '角色管理', system: '测试平台' },
  'en-US': { directory: 'Organization', user: 'Users', role: 'Roles', system: 'Test Platform' },
};

function currentUserIn(language: string) {
  const names = NAMES[language] ?? NAMES['zh-CN'];
  const menus: MenuNode[] = [
    menu({
      enCode: 'permission',
      fullName: names.directory,
      type: 0,
      children: [
        menu({ enCode: 'permission.user', fullName: names.user, urlAddress: 'fixture/user' }),
        menu({ enCode: 'permission.role', fullName: names.role, urlAddress: 'fixture/role' }),
      ],
    }),
  ];
  const current = makeCurrentUser(menus);
  return { ...current, sysConfigInfo: { ...current.sysConfigInfo, sysName: names.system } };
}

let stopReloading: (() => void) | undefined;
afterEach(() => {
  stopReloading?.();
  vi.unstubAllGlobals();
});

describe('switching the language', () => {
  // A generous limit: the file's first shell render loads the lazy panels, seconds on a busy machine.
  it('re-requests the menus in the new language and renames the menu, breadcrumb, tabs and system', async () => {
    const languages: string[] = [];
    stubFetch({
      '/api/oauth/CurrentUser': (_url: URL, init: RequestInit | undefined) => {
        const language = new Headers(init?.headers).get('Accept-Language') ?? '';
        languages.push(language);
        return currentUserIn(language);
      },
      '/api/message/getUnreadCount': { unreadTotalCount: 0 },
      '/api/permission/Users/Current/SystemLanguage': null,
    });
    installSessionBridge();
    stopReloading = reloadOnLanguageChange(new QueryClient());
    signIn(currentUserIn('zh-CN'), { layoutType: 'classic' });
    useTags.getState().addView({ path: '/fixture/role', fullPath: '/fixture/role', title: '角色管理' });
    renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, '/fixture/user');
    await screen.findByTestId('not-built-page');
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByTestId('menu-permission')).toHaveTextContent('组织权限');
    expect(languages).toEqual([]);

    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByTestId('lang-en'));

    await waitFor(() =>
      expect(within(sidebar).getByTestId('menu-permission')).toHaveTextContent('Organization'),
    );
    expect(languages).toEqual(['en-US']);
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('Users');
    await waitFor(() => expect(screen.getByTestId('tab-/fixture/user')).toHaveTextContent('Users'));
    expect(screen.getByTestId('tab-/fixture/role')).toHaveTextContent('Roles');
    expect(within(sidebar).getByTestId('shell-logo')).toHaveTextContent('Test Platform');
  }, 30_000);
});
