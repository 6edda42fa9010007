import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveShellPage } from '../../app/router/shell-pages.tsx';
import { useTags } from '../../platform/stores/tags-store.ts';
import { ShellLayout } from '../shell-layout.tsx';
import type { ShellPageResolver } from '../shell-page.ts';
import { renderWithShell, signIn, stubFetch } from '../testing/shell-fixture.tsx';

const pageNode = (path: string) => document.querySelector(`[data-testid="shell-page"][data-page="${path}"]`);
const tabPaths = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'));

async function refreshTab(path: string) {
  fireEvent.contextMenu(screen.getByTestId(`tab-${path}`));
  fireEvent.click(await screen.findByTestId('tab-menu-refresh'));
}

/** A tab refreshes through /redirect{fullPath}, which remounts the page. */
describe('tab refresh through /redirect', () => {
  beforeEach(() => {
    stubFetch({ '/api/message/getUnreadCount': { unreadTotalCount: 0 } });
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remounts only the refreshed page, comes back to its full path and keeps the tabs', async () => {
    renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, '/fixture/role?tab=2');
    await screen.findByTestId('not-built-page');
    fireEvent.click(within(screen.getByTestId('sidebar')).getByTestId('menu-permission.user'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fixture/user'));
    fireEvent.click(screen.getByTestId('tab-/fixture/role'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fixture/role?tab=2'));
    const role = pageNode('/fixture/role');
    const user = pageNode('/fixture/user');
    expect(role).not.toBeNull();
    expect(user).not.toBeNull();

    await refreshTab('/fixture/role');

    await waitFor(() => expect(pageNode('/fixture/role')).not.toBe(role));
    expect(role?.isConnected).toBe(false);
    expect(pageNode('/fixture/user')).toBe(user); // the other tab's cached page is untouched
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fixture\/role\?tab=2$/);
    expect(tabPaths()).toEqual(['tab-/home', 'tab-/fixture/role', 'tab-/fixture/user']);
    expect(screen.getByTestId('tab-/fixture/role')).toHaveAttribute('aria-selected', 'true');
    expect(useTags.getState().visited.some((v) => v.path.startsWith('/redirect'))).toBe(false);
  });

  it('refreshing a background tab opens it, freshly mounted', async () => {
    renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, '/fixture/role');
    await screen.findByTestId('not-built-page');
    fireEvent.click(within(screen.getByTestId('sidebar')).getByTestId('menu-permission.user'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fixture/user'));
    const role = pageNode('/fixture/role');

    await refreshTab('/fixture/role');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/fixture\/role$/));
    expect(pageNode('/fixture/role')).not.toBe(role);
    expect(pageNode('/fixture/role')).toBeVisible();
  });
});

/** A page that reads its data through the query cache, fresh for a minute as the app's answers are for a while. */
function RolesProbePage() {
  const roles = useQuery({
    queryKey: ['fixture', 'roles'],
    queryFn: async () => (await fetch('/cloud-api/api/fixture/roles')).json(),
    staleTime: 60_000,
  });
  return <div data-testid="roles-probe">{roles.isSuccess ? 'loaded' : 'loading'}</div>;
}

const withRolesProbe: ShellPageResolver = (pathname, search, menuRoutes, translate) => {
  const page = resolveShellPage(pathname, search, menuRoutes, translate);
  return page?.path === '/fixture/role' ? { ...page, render: () => <RolesProbePage /> } : page;
};

describe('tab refresh refetches the page data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the page request again although the cached answer is still fresh', async () => {
    const { calls } = stubFetch({
      '/api/message/getUnreadCount': { unreadTotalCount: 0 },
      '/api/fixture': [],
    });
    signIn();
    renderWithShell(<ShellLayout resolveShellPage={withRolesProbe} />, '/fixture/role');
    await waitFor(() => expect(screen.getByTestId('roles-probe')).toHaveTextContent('loaded'));
    const roleCalls = () => calls.filter((call) => call.startsWith('/api/fixture/roles')).length;
    expect(roleCalls()).toBe(1);

    await refreshTab('/fixture/role');

    await waitFor(() => expect(roleCalls()).toBe(2));
    await waitFor(() => expect(screen.getByTestId('roles-probe')).toHaveTextContent('loaded'));
  });
});
