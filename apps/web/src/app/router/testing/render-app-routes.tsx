import { cleanup, render } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { initI18n } from '../../../platform/i18n/index.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { useTags } from '../../../platform/stores/tags-store.ts';
import { registerAllLocales } from '../../../testing/register-all-locales.ts';
import { Providers, queryClient } from '../../providers.tsx';
import { AppRoutes } from '../app-router.tsx';

/* Test-only: the app's real providers and route table in a memory history, plus where it went. */

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAppRoutes(route: string) {
  registerAllLocales();
  initI18n('zh-CN');
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

/** A token in storage whose user info is not loaded yet: the state after a browser reload. */
export function storeToken(token: string) {
  useSession.getState().reset();
  useSession.getState().adoptToken(token);
}

/** Leaves no mounted app, session, cached query or toast behind for the next test. */
export function resetApp() {
  // Unmount first: a still-mounted app would react to the session reset below.
  cleanup();
  useSession.getState().reset();
  useTags.getState().resetViews();
  queryClient.clear();
  message.destroy();
}
