import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { Divider, Drawer, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/http/call.ts';
import { type LayoutType, type Settings, useSettings } from '../../platform/stores/settings-store.ts';
import styles from '../shell-layout.module.css';
import { LayoutPicker } from './layout-picker.tsx';
import { ThemeColorPicker } from './theme-color-picker.tsx';

/** Drawers are 280 px. */
export const SETTINGS_DRAWER_WIDTH = 280;

type SwitchKey = keyof Pick<Settings, 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch'>;
const SWITCHES: SwitchKey[] = ['tagsView', 'tagsIcon', 'useCache', 'showLanguage', 'showSearch'];

/** Layout, sidebar style, theme colour and the shell switches, all kept locally. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const settings = useSettings();

  // antd closes a drawer on Esc only while the focus is inside it; the drawer opens from the navbar
  // button, which keeps the focus, so Esc is heard on the whole document while the drawer is open.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  const changeLayout = (type: LayoutType) => {
    settings.change('layoutType', type);
    // The layout is the user's theme on the server too; a failed save changes nothing here.
    call(currentUserProfileEndpoints.updateTheme, { body: { theme: type } }, { isSilent: true }).catch(
      () => undefined,
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings')}
      size={SETTINGS_DRAWER_WIDTH}
      placement="right"
    >
      <div data-testid="settings-drawer">
        <Divider titlePlacement="center">{t('layoutType')}</Divider>
        <LayoutPicker value={settings.layoutType} onChange={changeLayout} />

        <Divider titlePlacement="center">{t('sidebarStyle')}</Divider>
        <Radio.Group
          value={settings.slideClass}
          onChange={(event) => settings.change('slideClass', event.target.value)}
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'dark', label: <span data-testid="sidebar-dark">{t('sidebarDark')}</span> },
            { value: 'light', label: <span data-testid="sidebar-light">{t('sidebarLight')}</span> },
          ]}
        />

        <Divider titlePlacement="center">{t('themeColor')}</Divider>
        <ThemeColorPicker
          value={settings.themeClass}
          onChange={(name) => settings.change('themeClass', name)}
        />

        <Divider titlePlacement="center">{t('interface')}</Divider>
        {SWITCHES.map((key) => (
          <div key={key} className={styles.settingsRow}>
            <span>{t(`switches.${key}`)}</span>
            <Switch
              size="small"
              checked={settings[key]}
              onChange={(checked) => settings.change(key, checked)}
              data-testid={`setting-${key}`}
            />
          </div>
        ))}
      </div>
    </Drawer>
  );
}
