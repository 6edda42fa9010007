import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { DEFAULT_SETTINGS, useSettings } from '../../../platform/stores/settings-store.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { sent, signInForProfile, USER_BASE } from '../testing/profile-stubs.ts';
import { LanguageTab } from './language-tab.tsx';
import { ThemeTab } from './theme-tab.tsx';

/** Profile theme and language tabs: applied at once, saved to the server. */
describe('profile preferences', { timeout: 15_000 }, () => {
  beforeEach(() => {
    signInForProfile();
    useSettings.setState(DEFAULT_SETTINGS);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage('zh-CN'));
  });

  it('a layout pick applies at once and is saved with PUT SystemTheme', async () => {
    const { calls } = stubFetch({ [`PUT ${USER_BASE}/SystemTheme`]: envelope(null, '设置成功') });
    renderWithApp(<ThemeTab />);
    expect(screen.getByTestId('profile-layout-classic')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('profile-layout-blend'));
    expect(useSettings.getState().layoutType).toBe('blend');
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${USER_BASE}/SystemTheme`)).toEqual([{ theme: 'blend' }]);
    expect(screen.getByTestId('profile-layout-blend')).toHaveAttribute('aria-pressed', 'true');
  });

  it('the theme colour is a local setting', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<ThemeTab />);
    fireEvent.click(screen.getByTestId('profile-color-orange'));
    expect(useSettings.getState().themeClass).toBe('orange');
    expect(screen.getByTestId('profile-color-orange')).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toHaveLength(0);
  });

  it('a language pick switches the interface and is saved with PUT SystemLanguage', async () => {
    const { calls } = stubFetch({ [`PUT ${USER_BASE}/SystemLanguage`]: envelope(null, 'Settings saved') });
    renderWithApp(<LanguageTab />);
    expect(screen.getByText('界面语言')).toBeInTheDocument();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Interface language')).toBeInTheDocument();
    expect(i18n.language).toBe('en-US');
    await waitFor(() =>
      expect(sent(calls, 'PUT', `${USER_BASE}/SystemLanguage`)).toEqual([{ language: 'en-US' }]),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});
