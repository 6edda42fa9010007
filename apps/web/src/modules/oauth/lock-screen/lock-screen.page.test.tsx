import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import LockScreenPage from './lock-screen.page.tsx';
import { saveLockUser } from './lock-user.ts';

function renderLock(route: string) {
  return renderWithApp(
    <Routes>
      <Route path="/lockScreen" element={<LockScreenPage />} />
      <Route path="/permission/user" element={<div>user page</div>} />
      <Route path="/home" element={<div>home page</div>} />
    </Routes>,
    { route },
  );
}

async function unlock() {
  fireEvent.change(screen.getByTestId('lock-password'), { target: { value: 'Right#Pass1' } });
  fireEvent.click(screen.getByTestId('lock-unlock'));
}

describe('lock screen', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSession.getState().reset();
    useSession.getState().setToken('Bearer t');
    useSession.getState().setLocked(true);
    saveLockUser({ account: 'admin', userName: '管理员', headIcon: null });
    stubFetch({ 'POST /api/oauth/LockScreen': envelope(null) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('unlocking returns to the page that was locked', async () => {
    renderLock(`/lockScreen?redirect=${encodeURIComponent('/permission/user?page=2')}`);
    await unlock();
    expect(await screen.findByText('user page')).toBeInTheDocument();
    expect(useSession.getState().isLocked).toBe(false);
  });

  it('goes home when the page to return to is on another site', async () => {
    renderLock(`/lockScreen?redirect=${encodeURIComponent('//evil.example/x')}`);
    await unlock();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
