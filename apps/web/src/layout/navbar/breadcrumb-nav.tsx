import type { MenuNode } from '@platform/contracts';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../shell-layout.module.css';

interface BreadcrumbNavProps {
  /** Menus from the top level down to the current page; empty for fixed pages. */
  trail: MenuNode[];
  pageTitle: string;
  isHome: boolean;
}

/** Home › directory › … › page, from the menu tree. */
export function BreadcrumbNav({ trail, pageTitle, isHome }: BreadcrumbNavProps) {
  const { t } = useTranslation('router');
  const home = { key: 'home', title: <Link to="/home">{t('fixed.home')}</Link> };
  const rest = trail.length
    ? trail.map((menu) => ({ key: menu.id, title: menu.fullName }))
    : [{ key: 'page', title: pageTitle }];
  return (
    <Breadcrumb
      className={styles.breadcrumb}
      items={isHome ? [{ key: 'home', title: t('fixed.home') }] : [home, ...rest]}
      data-testid="breadcrumb"
    />
  );
}
