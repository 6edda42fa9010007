// @vitest-environment happy-dom

import type { MenuNode } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { menuNode as node } from '../../testing/current-user-fixture.ts';
import { menuTarget } from './menu-navigation.ts';
import { buildMenuRoutes, cleanAddress } from './menu-routes.ts';

const tree: MenuNode[] = [
  node({
    enCode: 'permission',
    type: 0,
    children: [
      node({ enCode: 'permission.user', type: 2, urlAddress: 'permission/user?tab=1' }),
      node({
        enCode: 'permission.group',
        type: 1,
        children: [node({ enCode: 'permission.role', urlAddress: '/permission/role' })],
      }),
    ],
  }),
  node({ enCode: 'form', type: 3, urlAddress: 'online/leave', propertyJson: '{"moduleId":"m1","isTree":1}' }),
  node({ enCode: 'screen', type: 6, urlAddress: '${dataV}/view/1' }),
  node({ enCode: 'link', type: 7, urlAddress: 'https://example.com/a?t=${jnpfToken}', linkTarget: '_self' }),
  node({ enCode: 'blank', type: 7, urlAddress: 'https://example.com/b', linkTarget: '_blank' }),
];

describe('menu routes', () => {
  it('routes pages, runtime menus and large screens, not directories, folders or links', () => {
    const routes = buildMenuRoutes(tree);
    expect(routes.map((r) => r.path)).toEqual([
      '/permission/user',
      '/permission/role',
      '/online/leave',
      `/dataScreen/${tree[2].id}`,
    ]);
    expect(routes[2]).toMatchObject({ kind: 'form', moduleId: 'm1', isTree: 1 });
  });

  it('strips the query string and slashes of urlAddress', () => {
    expect(cleanAddress('/system/menu?x=1')).toBe('system/menu');
  });
});

describe('menu targets', () => {
  const token = 'Bearer abc';
  it('opens large screens inside the shell, with no token in the address', () => {
    const target = menuTarget(tree[2], token);
    expect(target).toEqual({ kind: 'route', to: `/dataScreen/${tree[2].id}` });
    expect(JSON.stringify(target)).not.toContain('abc');
  });

  it('embeds self links through /externalLink with a base64 href', () => {
    const target = menuTarget(tree[3], token);
    expect(target.kind).toBe('route');
    const to = target.kind === 'route' ? target.to : '';
    const href = new URLSearchParams(to.split('?')[1]).get('href') ?? '';
    expect(decodeURIComponent(atob(href))).toBe('https://example.com/a?t=abc');
  });

  it('opens _blank links in a new window and ignores groups', () => {
    expect(menuTarget(tree[4], token)).toEqual({ kind: 'window', url: 'https://example.com/b' });
    expect(menuTarget(tree[0], token)).toEqual({ kind: 'none' });
  });
});
