import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from '../shell-layout.module.css';

/** Toggles the sidebar; shows "fold" while the sidebar is open. */
export function Hamburger({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <button
      type="button"
      className={styles.iconBtn}
      onClick={onToggle}
      aria-label={isOpen ? t('collapseSidebar') : t('expandSidebar')}
      aria-expanded={isOpen}
      data-testid="hamburger"
    >
      {isOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </button>
  );
}
