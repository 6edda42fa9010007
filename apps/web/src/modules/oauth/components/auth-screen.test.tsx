import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { AuthScreen } from './auth-screen.tsx';

const branding = {
  title: '标题',
  sysName: '配置的平台',
  sysVersion: 'V3',
  copyright: '© 配置的版权',
  companyName: '公司',
  loginIcon: '/api/file/Image/userAvatar/logo.png',
  logoIcon: '',
  redirect: false,
  url: '',
  ticket: '',
};

describe('auth screen branding', () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the configured name, login logo and copyright before anyone signs in', async () => {
    stubFetch({ 'GET /api/oauth/getLoginConfig': envelope(branding) });
    renderWithApp(<AuthScreen>content</AuthScreen>);
    expect(await screen.findByText('配置的平台')).toBeInTheDocument();
    expect(screen.getByTestId('auth-copyright')).toHaveTextContent('© 配置的版权');
    expect(screen.getByTestId('auth-logo').getAttribute('src')).toContain(
      '/api/file/Image/userAvatar/logo.png',
    );
  });

  it('keeps the built-in name and copyright when the server does not answer', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<AuthScreen>content</AuthScreen>);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/oauth/getLoginConfig')).toBe(true));
    expect(screen.getByTestId('auth-brand').textContent).not.toBe('');
    expect(screen.queryByTestId('auth-logo')).not.toBeInTheDocument();
    expect(screen.getByTestId('auth-copyright')).toHaveTextContent('Copyright');
  });
});
