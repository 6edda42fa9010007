import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveShellPage } from '../app/router/shell-pages.tsx';
import { STORAGE_PREFIX } from '../platform/storage/local-store.ts';
import { useSettings } from '../platform/stores/settings-store.ts';
import { ShellLayout } from './shell-layout.tsx';
import { renderWithShell, signIn, stubFetch } from './testing/shell-fixture.tsx';

const SETTINGS_KEY = `${STORAGE_PREFIX}settings`;
const persisted = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}').state;

type MediaListener = (event: { matches: boolean; media: string }) => void;

/** A matchMedia whose width the test controls; the shell asks for max-width 991.98px. */
function stubViewport(width: number) {
  const state = { width };
  const lists: { media: string; matches: () => boolean; listeners: Set<MediaListener> }[] = [];
  const matchesAt = (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return state.width <= max && state.width >= min;
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    const listeners = new Set<MediaListener>();
    lists.push({ media, matches: () => matchesAt(media), listeners });
    return {
      media,
      get matches() {
        return matchesAt(media);
      },
      addEventListener: (_: string, listener: MediaListener) => listeners.add(listener),
      removeEventListener: (_: string, listener: MediaListener) => listeners.delete(listener),
      addListener: (listener: MediaListener) => listeners.add(listener),
      removeListener: (listener: MediaListener) => listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      state.width = next;
      act(() => {
        for (const list of lists) {
          for (const listener of list.listeners) listener({ matches: list.matches(), media: list.media });
        }
      });
    },
  };
}

async function renderShell(route = '/fixture/user') {
  renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, route);
  await screen.findByTestId('not-built-page');
}

/** Hamburger, sidebar style, mobile breakpoint. */
describe('shell sidebar', () => {
  beforeEach(() => {
    stubFetch({ '/api/message/getUnreadCount': { unreadTotalCount: 0 } });
    localStorage.removeItem(SETTINGS_KEY);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the hamburger folds and unfolds the sidebar and the choice is stored with the product prefix', async () => {
    stubViewport(1280);
    signIn();
    await renderShell();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByTestId('hamburger')).toHaveAttribute('aria-label', '收起侧边栏');

    fireEvent.click(screen.getByTestId('hamburger'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByTestId('hamburger')).toHaveAttribute('aria-label', '展开侧边栏');
    expect(persisted().sidebarOpened).toBe(false);

    fireEvent.click(screen.getByTestId('hamburger'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(persisted().sidebarOpened).toBe(true);
  });

  it('a stored folded sidebar comes back folded', async () => {
    stubViewport(1280);
    signIn();
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ state: { sidebarOpened: false }, version: 0 }));
    await useSettings.persist.rehydrate();
    await renderShell();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it('follows the dark or light sidebar style', async () => {
    stubViewport(1280);
    signIn(undefined, { slideClass: 'dark' });
    await renderShell();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-theme', 'dark');
    act(() => useSettings.getState().change('slideClass', 'light'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-theme', 'light');
  });

  it('below 992 px the sidebar closes into a drawer that closes again on navigation', async () => {
    const viewport = stubViewport(1280);
    signIn();
    await renderShell();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();

    viewport.resize(991);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    const hamburger = screen.getByTestId('hamburger');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const drawerMenu = await screen.findByTestId('sidebar');
    fireEvent.click(within(drawerMenu).getByTestId('menu-permission.role'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fixture/role'));
    expect(screen.getByTestId('hamburger')).toHaveAttribute('aria-expanded', 'false');
  });

  it('at 992 px the device is not mobile', async () => {
    stubViewport(992);
    signIn();
    await renderShell();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('navbar').closest('[data-mobile]')).toHaveAttribute('data-mobile', 'false');
  });
});
