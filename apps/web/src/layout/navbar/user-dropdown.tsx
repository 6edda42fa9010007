import {
  CheckOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CurrentUserInfo } from '@platform/contracts';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { serverFileUrl } from '../../platform/http/call.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { LazyAboutDialog } from '../lazy-panels.tsx';
import styles from '../shell-layout.module.css';
import { useSessionActions } from './use-session-actions.ts';

function avatarSrc(userInfo: CurrentUserInfo | undefined): string | undefined {
  const icon = userInfo?.headIcon;
  if (!icon) return undefined;
  return serverFileUrl(icon) ?? (/^(https?:)?\/\//.test(icon) || icon.startsWith('/') ? icon : undefined);
}

/** Avatar and name; profile, switch system (more than one), about, logout. */
export function UserDropdown({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  const { modal } = useAppFeedback();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.current?.userInfo);
  const { logoutNow, switchTo } = useSessionActions();
  const [isAboutOpen, setAboutOpen] = useState(false);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const systems = userInfo?.systemIds ?? [];

  const confirmLogout = () =>
    modal.confirm({
      title: t('common:tip'),
      content: t('logoutConfirm'),
      onOk: logoutNow,
    });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <span data-testid="user-profile">{t('profile')}</span> },
    ...(systems.length > 1
      ? [
          {
            key: 'systems',
            icon: <SwapOutlined />,
            label: <span data-testid="user-switch-system">{t('switchSystem')}</span>,
            children: systems.map((system) => ({
              key: `system:${system.id}`,
              label: <span data-testid={`system-${system.id}`}>{system.name}</span>,
              extra: system.currentSystem ? <CheckOutlined /> : undefined,
              disabled: system.currentSystem,
            })),
          },
        ]
      : []),
    { key: 'about', icon: <InfoCircleOutlined />, label: <span data-testid="user-about">{t('about')}</span> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="user-logout">{t('logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // Controlled: a click inside the "switch system" sub-menu would otherwise leave its popup open.
    setMenuOpen(false);
    if (key === 'profile') navigate('/profile');
    else if (key === 'about') setAboutOpen(true);
    else if (key === 'logout') confirmLogout();
    else if (key.startsWith('system:')) void switchTo(key.slice('system:'.length));
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        open={isMenuOpen}
        onOpenChange={setMenuOpen}
        menu={{ items, onClick }}
        placement="bottomRight"
      >
        <button type="button" className={styles.user} data-testid="user-dropdown" aria-label={t('userMenu')}>
          <Avatar size={28} src={avatarSrc(userInfo)} icon={<UserOutlined />} className={styles.avatar} />
          {!isCompact && <span className={styles.userName}>{userInfo?.userName}</span>}
        </button>
      </Dropdown>
      <LazyAboutDialog open={isAboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
