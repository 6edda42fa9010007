import { serverFileUrl } from '../../platform/http/call.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import styles from '../shell-layout.module.css';
import { sysConfigText } from '../sys-config-info.ts';

/** Logo and system name at the top of the sidebar (or the top bar in top-menu layouts). */
export function SidebarLogo({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const info = useSession((s) => s.current?.sysConfigInfo);
  const name = sysConfigText(info, 'sysName') || sysConfigText(info, 'title');
  const icon = sysConfigText(info, 'navigationIcon') || sysConfigText(info, 'logoIcon');
  const src = serverFileUrl(icon) ?? icon;
  return (
    <div className={styles.logo} title={name} data-testid="shell-logo">
      {src ? (
        <img src={src} alt="" className={styles.logoImg} />
      ) : (
        <span className={styles.logoMark}>{name.slice(0, 1)}</span>
      )}
      {!isCollapsed && <span className={styles.logoName}>{name}</span>}
    </div>
  );
}
