import type { MenuNode } from '@platform/contracts';
import { render, waitFor } from '@testing-library/react';
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
  it('show their icon in the slot pages use and take the indent of the pages at their level', async () => {
    const { getByTestId } = render(
      <Menu mode="inline" items={toMenuItems(MENUS)} openKeys={['system']} selectedKeys={[]} />,
    );
    const title = getByTestId('menu-system.ops');
    // The seeded folder icon (MonitorOutlined) loads lazily, like the pages' icons.
    await waitFor(() => expect(title.querySelector('.anticon-monitor')).not.toBeNull());
    expect(title.textContent).toBe('运维监控');

    const page = getByTestId('menu-system.menu').closest('li') as HTMLElement;
    const folder = title.closest('li.ant-menu-item-group') as HTMLElement;
    // rc-menu indents a page by level × 24 px inline; the folder title is told the same indent.
    expect(page.style.paddingLeft).toBe('48px');
    expect(folder.style.getPropertyValue('--menu-folder-indent')).toBe(page.style.paddingLeft);
    // The folder's pages sit at the same level as the folder's siblings.
    const inFolder = getByTestId('menu-system.log');
    expect(inFolder.style.paddingLeft).toBe('48px');
  });
});
