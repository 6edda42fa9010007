import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../platform/stores/session-store.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { makeCurrentUser, signIn } from '../testing/shell-fixture.tsx';
import { LastLoginNotice } from './last-login-notice.tsx';

function signInWithPreviousLogin(options: { prevLogin: number; isFreshLogin: boolean; switchOn?: boolean }) {
  const current = makeCurrentUser();
  current.userInfo = {
    ...current.userInfo,
    prevLogin: options.prevLogin === 1 ? 1 : 0,
    prevLoginTime: new Date(2026, 0, 5, 9, 30, 0).getTime(),
    prevLoginIPAddress: '10.0.0.8',
    prevLoginIPAddressName: '福州市',
  };
  current.sysConfigInfo = {
    ...current.sysConfigInfo,
    lastLoginTimeSwitch: options.switchOn === false ? 0 : 1,
  };
  signIn(current);
  useSession.setState({ isFreshLogin: options.isFreshLogin });
}

/** The previous login's time, place and IP, bottom-right for 2 s after coming from login. */
describe('last-login notice', () => {
  it('shows bottom-right after a login when the previous-login flag is set, then goes after 2 s', async () => {
    signInWithPreviousLogin({ prevLogin: 1, isFreshLogin: true });
    renderWithApp(<LastLoginNotice />);
    const notice = await screen.findByTestId('last-login-notice');
    expect(notice).toHaveTextContent('2026-01-05 09:30:00');
    expect(notice).toHaveTextContent('福州市');
    expect(notice).toHaveTextContent('10.0.0.8');
    expect(notice.closest('[class*="notification-bottomRight"]')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByTestId('last-login-notice')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('last-login-notice')).toBeNull(), { timeout: 2000 });
  });

  it('shows once: a second mount of the shell does not repeat it', async () => {
    signInWithPreviousLogin({ prevLogin: 1, isFreshLogin: true });
    const first = renderWithApp(<LastLoginNotice />);
    await screen.findByTestId('last-login-notice');
    first.unmount();
    renderWithApp(<LastLoginNotice />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('last-login-notice')).toBeNull();
  });

  it.each([
    { case: 'the user did not come from the login page', prevLogin: 1, isFreshLogin: false },
    { case: 'the previous-login flag is not set', prevLogin: 0, isFreshLogin: true },
    { case: 'the system config switch is off', prevLogin: 1, isFreshLogin: true, switchOn: false },
  ])('stays hidden when $case', async (options) => {
    signInWithPreviousLogin(options);
    renderWithApp(<LastLoginNotice />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('last-login-notice')).toBeNull();
  });
});
