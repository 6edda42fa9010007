import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/stores/session-store.ts';
import styles from './login-layout.module.css';

/** The product name: the system config once known (after a login), else the built-in name. */
export function useProductName(): string {
  const { t } = useTranslation();
  const sysName = useSession((s) => s.current?.sysConfigInfo.sysName);
  return typeof sysName === 'string' && sysName ? sysName : t('appName');
}

/** Frame of the public auth screens: brand header, content, copyright footer. */
export function AuthScreen({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('oauth');
  const name = useProductName();
  return (
    <div className={className ?? styles.page}>
      <header className={styles.header}>
        <span className={styles.logo} aria-hidden>
          {name.slice(0, 1)}
        </span>
        <span className={styles.brand}>{name}</span>
      </header>
      {children}
      <footer className={styles.footer}>
        {t('login.copyright', { year: new Date().getFullYear(), name })}
      </footer>
    </div>
  );
}
