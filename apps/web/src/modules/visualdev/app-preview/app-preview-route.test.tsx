import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppRoutes, resetApp, storeToken } from '../../../app/router/testing/render-app-routes.tsx';
import { makeCurrentUser } from '../../../layout/testing/shell-fixture.tsx';
import { installSessionBridge } from '../../../platform/session/session-bridge.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';

/* /appPreview through the real route table: the signed-in session's page, without the shell. */

const ID = '0123456789abcdef0123456789abcdef';
const ADDRESS = `/appPreview?id=${ID}`;
const SLOW = { timeout: 20_000 };

beforeAll(() => installSessionBridge());

describe('/appPreview route', { timeout: 30_000 }, () => {
  afterEach(() => {
    resetApp();
    vi.unstubAllGlobals();
  });

  it('opens the preview page for a signed-in user, outside the shell', async () => {
    storeToken('Bearer ok');
    window.history.replaceState(null, '', ADDRESS);
    stubFetch({
      'GET /api/oauth/CurrentUser': envelope(makeCurrentUser()),
      [`GET /api/visualdev/Generater/App/${ID}/Preview`]: envelope(null, '已失效', 404),
    });
    renderAppRoutes(ADDRESS);
    expect(await screen.findByTestId('app-preview-expired', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(ADDRESS);
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
  });

  it('sends a signed-out visitor to the login with the way back', async () => {
    const { calls } = stubFetch({});
    renderAppRoutes(ADDRESS);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent(ADDRESS)}`,
      ),
    );
    expect(calls.filter((c) => c.path.includes('/Generater/'))).toHaveLength(0);
  });
});
