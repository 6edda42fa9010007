import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../platform/stores/settings-store.ts';
import { envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { ContactButton } from '../contact/contact-button.tsx';
import { makeCurrentUser, renderWithShell, signIn } from '../testing/shell-fixture.tsx';
import { NavbarTools } from './navbar-tools.tsx';

const BELL = { 'GET /api/message/*': envelope({ unreadTotalCount: 0 }) };

function renderTools() {
  renderWithShell(
    <NavbarTools
      menus={[]}
      isMobile={false}
      onOpenSettings={vi.fn()}
      onOpenMessages={vi.fn()}
      onOpenChat={vi.fn()}
    />,
    '/fixture/user',
  );
}

async function openUserMenu() {
  fireEvent.click(screen.getByTestId('user-dropdown'));
  return screen.findByTestId('user-profile');
}

/** The navbar tools and the floating contact button. */
describe('navbar tools', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the size menu offers default, medium, small and mini, default first', async () => {
    stubFetch(BELL);
    signIn();
    renderTools();
    fireEvent.click(screen.getByTestId('size-menu'));
    const labels = ['default', 'medium', 'small', 'mini'].map((name) => screen.getByTestId(`size-${name}`));
    expect(labels.map((label) => label.textContent)).toEqual(['默认', '中等', '小型', '迷你']);
    expect(labels[0]?.closest('li')).toHaveClass('ant-dropdown-menu-item-selected');
    fireEvent.click(screen.getByTestId('size-mini'));
    expect(useSettings.getState().size).toBe('mini');
  });

  it('the about dialog shows the system name and version', async () => {
    stubFetch(BELL);
    signIn();
    renderTools();
    await openUserMenu();
    fireEvent.click(screen.getByTestId('user-about'));
    const dialog = await screen.findByTestId('about-dialog');
    expect(within(dialog).getByText('测试平台')).toBeInTheDocument();
    expect(within(dialog).getByText('V1')).toBeInTheDocument();
  });

  it('offers no system switch to a user with one system', async () => {
    stubFetch(BELL);
    signIn();
    renderTools();
    await openUserMenu();
    expect(screen.queryByTestId('user-switch-system')).toBeNull();
  });

  it('switches system with PUT major, shows the server msg, goes home and reloads the menus', async () => {
    const user = makeCurrentUser();
    user.userInfo.systemIds = [
      { id: 's1', name: '业务平台', icon: null, currentSystem: true },
      { id: 's2', name: '工作平台', icon: null, currentSystem: false },
    ];
    const { calls } = stubFetch({
      ...BELL,
      'PUT /api/permission/Users/Current/major': envelope(null, '切换成功'),
      'GET /api/oauth/CurrentUser': envelope(user),
    });
    signIn(user);
    renderTools();
    await openUserMenu();
    fireEvent.mouseEnter(screen.getByTestId('user-switch-system'));
    fireEvent.click(screen.getByTestId('user-switch-system'));
    fireEvent.click(await screen.findByTestId('system-s2'));

    expect(await screen.findByText('切换成功')).toBeInTheDocument();
    const major = calls.find((c) => c.path === '/api/permission/Users/Current/major');
    expect(major?.method).toBe('PUT');
    expect(JSON.parse(major?.body ?? '{}')).toEqual({ majorId: 's2', majorType: 'System' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/oauth/CurrentUser')).toBe(true));
  });

  it('the contact button says 联系我们 and opens the contact dialog', async () => {
    stubFetch({});
    const user = makeCurrentUser();
    user.sysConfigInfo = { ...user.sysConfigInfo, businessPhone: '0591-8888 6666' };
    signIn(user);
    renderWithShell(<ContactButton />);
    const button = screen.getByTestId('contact-button');
    fireEvent.mouseEnter(button);
    expect(await screen.findByText('联系我们')).toBeInTheDocument();
    fireEvent.click(button);
    const dialog = await screen.findByTestId('contact-dialog');
    expect(within(dialog).getByText('0591-8888 6666')).toHaveAttribute('href', 'tel:059188886666');
  });
});
