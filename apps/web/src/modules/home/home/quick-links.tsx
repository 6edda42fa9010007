import type { MenuNode } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../../../platform/navigation/use-menu-click.ts';
import { MenuIcon } from '../../../shared/menu-icon/menu-icon.tsx';
import { NoData } from '../../../shared/query-state/query-state.tsx';
import { LightCard } from '../../../shared/ui/light-card.tsx';
import styles from './home.module.css';

const MAX_LINKS = 8;
const OPENABLE = new Set([2, 3, 4, 5, 6, 7, 8]);

/** The first page a top menu leads to: itself when it opens something, else its first openable child. */
function firstOpenable(menu: MenuNode): MenuNode | undefined {
  if (OPENABLE.has(menu.type) && menu.isHidden !== 1) return menu;
  for (const child of menu.children ?? []) {
    const found = firstOpenable(child);
    if (found) return found;
  }
  return undefined;
}

/** One tile per top-level menu of the user's current system, opening its first page. */
export function QuickLinks({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation('home');
  const openMenu = useOpenMenu();
  const links = menus
    .map((top) => ({ top, target: firstOpenable(top) }))
    .filter((link): link is { top: MenuNode; target: MenuNode } => link.target !== undefined)
    .slice(0, MAX_LINKS);

  return (
    <LightCard title={t('quickLinks.title')} size="small" className={styles.card}>
      {links.length === 0 ? (
        <NoData />
      ) : (
        <div className={styles.linkGrid}>
          {links.map(({ top, target }) => (
            <button
              type="button"
              key={top.id}
              className={styles.link}
              onClick={() => openMenu(target)}
              data-testid={`home-link-${top.id}`}
            >
              <span className={styles.linkIcon}>
                <MenuIcon name={top.icon ?? target.icon} />
              </span>
              <span className={styles.ellipsis}>{top.fullName}</span>
            </button>
          ))}
        </div>
      )}
    </LightCard>
  );
}
