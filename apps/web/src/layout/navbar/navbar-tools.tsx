import { SettingOutlined } from '@ant-design/icons';
import type { MenuNode } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../platform/stores/settings-store.ts';
import { ChatButton } from '../chat/chat-button.tsx';
import { LazyMenuSearch } from '../lazy-panels.tsx';
import { MessageBell } from '../message-bell/message-bell.tsx';
import styles from '../shell-layout.module.css';
import { FullscreenButton } from './fullscreen-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { LockButton } from './lock-button.tsx';
import { SizeMenu } from './size-menu.tsx';
import { TooltipIconButton } from './tooltip-icon-button.tsx';
import { UserDropdown } from './user-dropdown.tsx';

interface NavbarToolsProps {
  menus: MenuNode[];
  isMobile: boolean;
  onOpenSettings: () => void;
  onOpenMessages: () => void;
  onOpenChat: () => void;
}

/** The right side of the navbar; search and language follow the settings switches. */
export function NavbarTools({
  menus,
  isMobile,
  onOpenSettings,
  onOpenMessages,
  onOpenChat,
}: NavbarToolsProps) {
  const { t } = useTranslation('layout');
  const showSearch = useSettings((s) => s.showSearch);
  const showLanguage = useSettings((s) => s.showLanguage);
  return (
    <div className={styles.tools}>
      {showSearch && !isMobile && <LazyMenuSearch menus={menus} />}
      {!isMobile && <FullscreenButton />}
      {showLanguage && <LanguageMenu />}
      {!isMobile && <SizeMenu />}
      <LockButton />
      <ChatButton onOpen={onOpenChat} />
      <MessageBell onOpen={onOpenMessages} />
      <TooltipIconButton label={t('settings')} onClick={onOpenSettings} data-testid="settings-button">
        <SettingOutlined />
      </TooltipIconButton>
      <UserDropdown isCompact={isMobile} />
    </div>
  );
}
