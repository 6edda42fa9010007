import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { PUBLIC_PLACEHOLDER_ROUTES } from './public-routes.ts';
import { renderAppRoutes, resetApp, storeToken } from './testing/render-app-routes.tsx';

/** A concrete address for a route pattern. */
const addressOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

/** Public routes open without logging in; /sso and /formShortLink skip the token check. */
describe('public routes', { timeout: 15_000 }, () => {
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
  });

  it.each(PUBLIC_PLACEHOLDER_ROUTES)('$path opens logged out with its title', async ({ path, titleKey }) => {
    const { calls } = stubFetch({});
    renderAppRoutes(addressOf(path));
    const title = i18n.t(titleKey);
    expect(title).not.toBe(titleKey.split(':')[1]);
    expect(await screen.findByText(title, { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(addressOf(path));
    expect(calls).toHaveLength(0);
  });

  it.each(['/sso?ticket=abc', '/formShortLink?id=f1'])(
    '%s opens with a stored token without checking it',
    async (address) => {
      storeToken('Bearer stale');
      const { calls } = stubFetch({ 'GET /api/oauth/CurrentUser': envelope(null, '登录过期', 600) });
      renderAppRoutes(address);
      // /formShortLink is a lazily loaded page: its first load may take a while.
      const title = await screen.findByText(
        /单点登录|表单外链/,
        { selector: '.ant-result-title' },
        { timeout: 10_000 },
      );
      expect(title).toBeVisible();
      expect(screen.getByTestId('location')).toHaveTextContent(address);
      expect(calls).toHaveLength(0);
    },
  );

  it.each(['/login', '/portal'])('%s shows the login screen', async (address) => {
    stubFetch({});
    renderAppRoutes(address);
    // The first visit loads the lazy login page module.
    expect(await screen.findByTestId('login-submit', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/redirect{path} bounces a logged-out visitor to the path', async () => {
    stubFetch({});
    renderAppRoutes('/redirect/exampleDetail/9?from=list');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/exampleDetail/9?from=list'),
    );
    expect(await screen.findByText(i18n.t('router:public.exampleDetail'))).toBeInTheDocument();
  });

  it('a private page sends a logged-out visitor to /login with the way back', async () => {
    stubFetch({});
    renderAppRoutes('/profile?tab=sign');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fprofile%3Ftab%3Dsign'),
    );
  });
});
