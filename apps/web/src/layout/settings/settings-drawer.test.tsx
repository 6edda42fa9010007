import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX } from '../../platform/storage/local-store.ts';
import { THEME_COLORS, useSettings } from '../../platform/stores/settings-store.ts';
import { renderWithShell, signIn, stubFetch } from '../testing/shell-fixture.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';

const persisted = () => JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}settings`) ?? '{}').state;
const COLOR_NAMES = ['purple', 'azure', 'blue', 'ocean', 'green', 'yellow', 'orange', 'red'];

/** The 280 px settings drawer: layout, sidebar style, theme colour and the shell switches. */
describe('settings drawer', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('is 280 px wide and offers the eight theme colours, blue (#1890ff) by default', async () => {
    stubFetch({});
    renderWithShell(<SettingsDrawer open onClose={vi.fn()} />);
    const drawer = await screen.findByTestId('settings-drawer');
    const panel = drawer.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(panel.style.width).toBe('280px');
    const swatches = screen.getAllByTestId(/^theme-/);
    expect(swatches.map((s) => s.getAttribute('data-testid'))).toEqual(COLOR_NAMES.map((n) => `theme-${n}`));
    expect(THEME_COLORS.blue).toBe('#1890ff');
    expect(screen.getByTestId('theme-blue')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('theme-blue')).toHaveStyle({ background: '#1890ff' });
  });

  it('picking a colour makes it the theme and keeps it in local settings', async () => {
    stubFetch({});
    renderWithShell(<SettingsDrawer open onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('theme-green'));
    expect(screen.getByTestId('theme-green')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('theme-blue')).toHaveAttribute('aria-pressed', 'false');
    expect(useSettings.getState().themeClass).toBe('green');
    expect(persisted().themeClass).toBe('green');
  });

  it('switches the sidebar style and saves a layout change to the server as the theme', async () => {
    const { calls, fetchMock } = stubFetch({ '/api/permission/Users/Current/SystemTheme': null });
    renderWithShell(<SettingsDrawer open onClose={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('sidebar-light'));
    expect(persisted().slideClass).toBe('light');

    fireEvent.click(screen.getByTestId('layout-functional'));
    expect(useSettings.getState().layoutType).toBe('functional');
    await waitFor(() =>
      expect(calls.some((c) => c.startsWith('/api/permission/Users/Current/SystemTheme'))).toBe(true),
    );
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ theme: 'functional' });
  });
});
