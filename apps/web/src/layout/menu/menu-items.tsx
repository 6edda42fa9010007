import type { MenuNode } from '@platform/contracts';
import type { MenuProps } from 'antd';
import type { CSSProperties } from 'react';
import { MenuIcon } from '../../shared/menu-icon/menu-icon.tsx';
import styles from '../shell-layout.module.css';
import folderStyles from './menu-folder.module.css';

export type MenuItems = NonNullable<MenuProps['items']>;
type MenuItem = MenuItems[number];

export interface MenuItemOptions {
  /** Top-level slots of the horizontal menu have a fixed width (116 px). */
  slotWidth?: number;
  /** Blend's top menu shows groups only: no sub-menus, a click selects the group. */
  isFlat?: boolean;
}

function label(menu: MenuNode, testId?: string) {
  return (
    <span className={styles.menuLabel} title={menu.fullName} data-testid={testId}>
      {menu.fullName}
    </span>
  );
}

/** antd's inline indent per level (the Menu default, not overridden by the sidebar). */
const INLINE_INDENT = 24;

/**
 * The title of a type 1 folder: a heading, not an entry. It has no icon and smaller, muted text (the
 * folder's CSS), sits at the indent of the pages around it (--menu-folder-indent, applied by the
 * sidebar's CSS), and its pages sit one step deeper, so the heading reads as the start of a group.
 */
function folderLabel(menu: MenuNode, testId: string) {
  return (
    <span className={folderStyles.menuFolderTitle} title={menu.fullName} data-testid={testId}>
      <span className={styles.menuLabel}>{menu.fullName}</span>
    </span>
  );
}

/**
 * Server menus → antd items (keys are menu ids). Type 1 folders render as item groups;
 * directories with children become sub-menus; everything else is a clickable item whose click is
 * decided by menuTarget(). Test ids: `menu-<enCode>` on every entry. `level` is antd's nesting level
 * (1 at the top): a sub-menu adds one, a group does not (its pages sit at its own level).
 */
export function toMenuItem(menu: MenuNode, options: MenuItemOptions = {}, level = 1): MenuItem {
  const isTop = level === 1;
  const testId = `menu-${menu.enCode}`;
  const style = isTop && options.slotWidth ? { width: options.slotWidth } : undefined;
  const icon = <MenuIcon name={menu.icon} />;
  const children = options.isFlat ? [] : (menu.children ?? []);
  const childItems = (childLevel: number) => children.map((child) => toMenuItem(child, options, childLevel));
  if (menu.type === 1 && children.length && !isTop) {
    return {
      type: 'group',
      key: menu.id,
      label: folderLabel(menu, testId),
      className: folderStyles.menuFolder,
      style: { '--menu-folder-indent': `${level * INLINE_INDENT}px` } as CSSProperties,
      children: childItems(level),
    };
  }
  if (children.length) {
    return { key: menu.id, icon, label: label(menu, testId), style, children: childItems(level + 1) };
  }
  return { key: menu.id, icon, label: label(menu), style, 'data-testid': testId };
}

export function toMenuItems(menus: readonly MenuNode[], options: MenuItemOptions = {}): MenuItems {
  return menus.map((menu) => toMenuItem(menu, options));
}
