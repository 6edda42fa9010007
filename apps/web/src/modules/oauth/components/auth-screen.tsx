import { sysConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFileUrl } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import styles from './login-layout.module.css';

/**
 * The configured branding before anyone signs in (GET /oauth/getLoginConfig, in the page's
 * language); undefined until it answers or when it fails, and the built-in texts stand in.
 */
function useLoginBranding() {
  const { i18n } = useTranslation();
  const query = endpointQuery(sysConfigEndpoints.loginBranding, undefined, { isSilent: true });
  return useQuery({ ...query, queryKey: [...query.queryKey, i18n.language], staleTime: 300_000 }).data;
}

/** The product name: the signed-in user's system config, else the login branding, else the built-in name. */
export function useProductName(): string {
  const { t } = useTranslation();
  const sysName = useSession((s) => s.current?.sysConfigInfo.sysName);
  const branding = useLoginBranding();
  if (typeof sysName === 'string' && sysName) return sysName;
  return branding?.sysName || t('appName');
}

/** Frame of the public auth screens: brand header (configured logo and name), content, copyright footer. */
export function AuthScreen({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('oauth');
  const name = useProductName();
  const branding = useLoginBranding();
  const icon = branding?.loginIcon || branding?.logoIcon || '';
  const logoSrc = icon ? (serverFileUrl(icon) ?? icon) : undefined;
  return (
    <div className={className ?? styles.page}>
      <header className={styles.header}>
        {logoSrc ? (
          <img src={logoSrc} alt="" className={styles.logoImg} data-testid="auth-logo" />
        ) : (
          <span className={styles.logo} aria-hidden>
            {name.slice(0, 1)}
          </span>
        )}
        <span className={styles.brand} data-testid="auth-brand">
          {name}
        </span>
      </header>
      {children}
      <footer className={styles.footer} data-testid="auth-copyright">
        {branding?.copyright || t('login.copyright', { year: new Date().getFullYear(), name })}
      </footer>
    </div>
  );
}
