import { EllipsisOutlined } from '@ant-design/icons';
import type { MenuNode } from '@platform/contracts';
import { Menu } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../../platform/navigation/use-menu-click.ts';
import { type MenuItems, toMenuItem, toMenuItems } from '../menu/menu-items.tsx';
import { findMenu } from '../menu/menu-tree.ts';
import styles from '../shell-layout.module.css';
import { splitOverflow, TOP_MENU_SLOT } from './split-overflow.ts';
import { useElementWidth } from './use-element-width.ts';

/** The virtual "more" entry (/menuMore) that holds the top-menu items that do not fit. */
export const MORE_KEY = '/menuMore';

interface TopMenuProps {
  menus: MenuNode[];
  selectedIds: string[];
  theme: 'dark' | 'light';
  /** Blend layout: top-level entries only; clicking one with children selects it as the sidebar group. */
  isFlat?: boolean;
  onSelectGroup?: (menu: MenuNode) => void;
}

/** The horizontal menu of the functional and blend layouts, with 116 px slots and a "more" overflow. */
export function TopMenu({ menus, selectedIds, theme, isFlat = false, onSelectGroup }: TopMenuProps) {
  const { t } = useTranslation('layout');
  const openMenu = useOpenMenu();
  const barRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(barRef);

  const items = useMemo<MenuItems>(() => {
    const { visible, overflow } = splitOverflow(menus, width);
    const shown = toMenuItems(visible, { slotWidth: TOP_MENU_SLOT, isFlat });
    if (!overflow.length) return shown;
    const more = {
      key: MORE_KEY,
      icon: <EllipsisOutlined />,
      label: (
        <span className={styles.menuLabel} data-testid="menu-more">
          {t('more')}
        </span>
      ),
      style: { width: TOP_MENU_SLOT },
      children: overflow.map((menu) => toMenuItem(menu, { isFlat }, 2)),
    };
    return [...shown, more];
  }, [menus, width, isFlat, t]);

  return (
    <div ref={barRef} className={styles.topMenu} data-testid="top-menu">
      <Menu
        mode="horizontal"
        theme={theme}
        items={items}
        selectedKeys={selectedIds}
        disabledOverflow
        onClick={({ key }) => {
          const menu = findMenu(menus, key);
          if (!menu) return;
          if (isFlat && menu.children?.length && onSelectGroup) onSelectGroup(menu);
          else openMenu(menu);
        }}
        style={{ borderBottom: 'none', lineHeight: '50px', background: 'transparent' }}
      />
    </div>
  );
}
