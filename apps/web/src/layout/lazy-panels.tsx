import { SearchOutlined } from '@ant-design/icons';
import type { MenuNode } from '@platform/contracts';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shouldForcePasswordChange } from '../modules/profile/utils/should-force-password.ts';
import { registerLocales } from '../platform/i18n/register-locales.ts';
import { useSession } from '../platform/stores/session-store.ts';
import { useOpenedOnce } from '../shared/lazy/use-opened-once.ts';
import styles from './shell-layout.module.css';

/*
 * Drawers, dialogs and the menu search load on first use, not with the shell: the first screen's
 * JavaScript budget (login + home ≤ 350 KB gzip) has no room for Select, fuse.js or the drawers' forms.
 * A panel of another feature registers that feature's i18n namespace as it loads.
 */

const SettingsDrawer = lazy(() =>
  import('./settings/settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
);
const MessageDrawer = lazy(async () => {
  const [drawer, locales] = await Promise.all([
    import('./message-bell/message-drawer.tsx'),
    import('../modules/message/message.locales.ts'),
  ]);
  registerLocales(locales.messageLocales);
  return { default: drawer.MessageDrawer };
});
const ChatDrawer = lazy(() => import('./chat/chat-drawer.tsx').then((m) => ({ default: m.ChatDrawer })));
const AboutDialog = lazy(() => import('./navbar/about-dialog.tsx').then((m) => ({ default: m.AboutDialog })));
const ContactDialog = lazy(() =>
  import('./contact/contact-dialog.tsx').then((m) => ({ default: m.ContactDialog })),
);
const MobileMenuDrawer = lazy(() =>
  import('./sidebar/mobile-menu-drawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })),
);
const MenuSearch = lazy(() => import('./navbar/menu-search.tsx').then((m) => ({ default: m.MenuSearch })));
const ForcePasswordDialog = lazy(async () => {
  const [dialog, locales] = await Promise.all([
    import('../modules/profile/components/force-password-dialog.tsx'),
    import('../modules/profile/profile.locales.ts'),
  ]);
  registerLocales(locales.profileLocales);
  return { default: dialog.ForcePasswordDialog };
});

interface PanelProps {
  open: boolean;
  onClose: () => void;
}

function lazyPanel(Panel: React.ComponentType<PanelProps>) {
  return function LazyPanel(props: PanelProps) {
    const isMounted = useOpenedOnce(props.open);
    if (!isMounted) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}

export const LazySettingsDrawer = lazyPanel(SettingsDrawer);
export const LazyMessageDrawer = lazyPanel(MessageDrawer);
export const LazyChatDrawer = lazyPanel(ChatDrawer);
export const LazyAboutDialog = lazyPanel(AboutDialog);
export const LazyContactDialog = lazyPanel(ContactDialog);

/** The mobile menu drawer; the shell mounts it only below the mobile breakpoint. */
export function LazyMobileMenuDrawer(props: ComponentProps<typeof MobileMenuDrawer>) {
  return (
    <Suspense fallback={null}>
      <MobileMenuDrawer {...props} />
    </Suspense>
  );
}

/** Loads the forced password dialog only for a user who must change the initial password. */
export function LazyForcePasswordDialog() {
  const isNeeded = useSession((s) => shouldForcePasswordChange(s.current));
  const isMounted = useOpenedOnce(isNeeded);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <ForcePasswordDialog />
    </Suspense>
  );
}

/** A search-box lookalike; the real fuzzy search (antd Select + fuse.js) loads when it is first used. */
export function LazyMenuSearch({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation('layout');
  const [isActive, setActive] = useState(false);
  if (isActive) {
    return (
      <Suspense fallback={<span className={styles.search} />}>
        <MenuSearch menus={menus} autoFocus />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.search} ${styles.searchTrigger}`}
      onClick={() => setActive(true)}
      onFocus={() => setActive(true)}
      data-testid="menu-search-trigger"
    >
      <SearchOutlined /> <span>{t('searchMenu')}</span>
    </button>
  );
}
