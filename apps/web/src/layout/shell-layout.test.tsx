import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveShellPage } from '../app/router/shell-pages.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { renderWithShell, signIn, stubFetch } from './testing/shell-fixture.tsx';

const UNREAD = {
  unreadTotalCount: 3,
  unreadSystemMessageCount: 3,
  unreadMessageCount: 0,
  unreadNoticeCount: 0,
  unreadScheduleCount: 0,
};

async function renderShell(route = '/fixture/user') {
  renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, route);
  await screen.findByTestId('not-built-page');
}

describe('shell layout variants', () => {
  beforeEach(() => {
    stubFetch({ '/api/message/getUnreadCount': UNREAD });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('classic: the full menu in an open sidebar with the logo, breadcrumb in the navbar, no top menu', async () => {
    signIn(undefined, { layoutType: 'classic' });
    await renderShell();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(within(sidebar).getByTestId('shell-logo')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('menu-permission')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('menu-system')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('menu-permission.user')).toBeInTheDocument();
    expect(within(sidebar).queryByTestId('menu-permission.secret')).toBeNull();
    expect(screen.queryByTestId('top-menu')).toBeNull();
    expect(within(screen.getByTestId('navbar')).getByTestId('breadcrumb')).toHaveTextContent('用户管理');
    expect(screen.getByTestId('hamburger')).toBeInTheDocument();
  });

  it('functional: the menu sits in the top bar and there is no sidebar', async () => {
    signIn(undefined, { layoutType: 'functional' });
    await renderShell();
    const topMenu = within(screen.getByTestId('navbar')).getByTestId('top-menu');
    expect(within(topMenu).getByTestId('menu-permission')).toBeInTheDocument();
    expect(within(topMenu).getByTestId('menu-system')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('blend: the top bar lists the groups, the sidebar the current group’s pages', async () => {
    signIn(undefined, { layoutType: 'blend' });
    await renderShell('/fixture/area');
    const topMenu = within(screen.getByTestId('navbar')).getByTestId('top-menu');
    expect(within(topMenu).getByTestId('menu-permission')).toBeInTheDocument();
    expect(within(topMenu).queryByTestId('menu-permission.user')).toBeNull();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByTestId('menu-system.area')).toBeInTheDocument();
    expect(within(sidebar).queryByTestId('menu-permission.user')).toBeNull();
    expect(within(sidebar).queryByTestId('shell-logo')).toBeNull();
  });

  it('plain: a collapsed icon sidebar without a hamburger', async () => {
    signIn(undefined, { layoutType: 'plain' });
    await renderShell();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByTestId('top-menu')).toBeNull();
    expect(screen.queryByTestId('hamburger')).toBeNull();
  });

  it('shows the tab bar with home and the current page, unless switched off', async () => {
    signIn(undefined, { layoutType: 'classic' });
    await renderShell();
    await waitFor(() => expect(screen.getByTestId('tab-/fixture/user')).toHaveTextContent('用户管理'));
    expect(screen.getByTestId('tab-/home')).toBeInTheDocument();
  });

  it('hides the tab bar when the tag view switch is off', async () => {
    signIn(undefined, { layoutType: 'classic', tagsView: false });
    await renderShell();
    expect(screen.queryByTestId('tags-view')).toBeNull();
  });
});
