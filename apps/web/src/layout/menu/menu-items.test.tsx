import type { MenuNode } from '@platform/contracts';
import { render } from '@testing-library/react';
import { Menu } from 'antd';
import { describe, expect, it } from 'vitest';
import { menuNode as node } from '../../testing/current-user-fixture.ts';
import { toMenuItems } from './menu-items.tsx';

/** 系统管理 with a page and a type 1 folder holding a page, as seeded (运维监控 → 系统日志). */
const MENUS: MenuNode[] = [
  node({
    id: 'system',
    fullName: '系统管理',
    type: 0,
    icon: 'SettingOutlined',
    children: [
      node({ id: 'system.menu', fullName: '菜单管理', icon: 'MenuOutlined', urlAddress: 'system/menu' }),
      node({
        id: 'system.ops',
        fullName: '运维监控',
        type: 1,
        icon: 'MonitorOutlined',
        children: [node({ id: 'system.log', fullName: '系统日志', icon: 'ProfileOutlined' })],
      }),
    ],
  }),
];

describe('menu items: type 1 folders', () => {
  it('are headings without an icon, told the indent of the pages at their level', () => {
    const { getByTestId } = render(
      <Menu mode="inline" items={toMenuItems(MENUS)} openKeys={['system']} selectedKeys={[]} />,
    );
    const title = getByTestId('menu-system.ops');
    expect(title.querySelector('.anticon')).toBeNull();
    expect(title.textContent).toBe('运维监控');
    expect(title.closest('.ant-menu-item-group-title')).not.toBeNull();

    const page = getByTestId('menu-system.menu').closest('li') as HTMLElement;
    const folder = title.closest('li.ant-menu-item-group') as HTMLElement;
    // rc-menu indents a page by level × 24 px inline; the folder title is told the same indent (its
    // pages go one step deeper through the folder's CSS, checked in the browser by the e2e layout spec).
    expect(page.style.paddingLeft).toBe('48px');
    expect(folder.style.getPropertyValue('--menu-folder-indent')).toBe(page.style.paddingLeft);
  });
});
