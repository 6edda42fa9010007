import { describe, expect, it } from 'vitest';
import { grantMenu, grantResource, roleGrantData } from './authorize-testing.ts';
import {
  buildTabTree,
  checkState,
  findNode,
  type GrantNode,
  grantedKeys,
  toggleNode,
  toSaveBody,
} from './grant-tree.ts';

/** 系统 → 权限 (dir) → 用户 (page: add, edit buttons; account column), 角色 (page: add button). */
const sampleData = () =>
  roleGrantData({
    menus: [
      grantMenu('perm', '-1', '权限'),
      grantMenu('user', 'perm', '用户'),
      grantMenu('role', 'perm', '角色'),
    ],
    buttons: [
      grantResource('u-add', 'user', '新建'),
      grantResource('u-edit', 'user', '编辑'),
      grantResource('r-add', 'role', '新建'),
    ],
    columns: [grantResource('u-account', 'user', '账号')],
    portals: [
      { id: 'home', fullName: '首页门户', systemId: 'sys', enabledMark: 1 },
      { id: 'old', fullName: '旧门户', systemId: 'sys', enabledMark: 0 },
    ],
  });

const node = (tree: GrantNode[], id: string) => {
  const found = findNode(tree, id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
};

describe('buildTabTree', () => {
  it('nests menus under their system and parent', () => {
    const tree = buildTabTree(sampleData(), 'module');
    expect(tree.map((n) => n.id)).toEqual(['system:sys']);
    expect(node(tree, 'module:perm').children.map((n) => n.id)).toEqual(['module:user', 'module:role']);
  });

  it('hangs resources under their menu and leaves out branches without any', () => {
    const columns = buildTabTree(sampleData(), 'column');
    expect(node(columns, 'module:user').children.map((n) => n.id)).toEqual(['column:u-account']);
    expect(findNode(columns, 'module:role')).toBeUndefined();
    expect(buildTabTree(sampleData(), 'form')).toEqual([]);
  });
});

describe('tri-state checks', () => {
  it('checks a parent fully only when everything below it is granted', () => {
    const tree = buildTabTree(sampleData(), 'button');
    const keys = new Set(['module:user', 'module:perm', 'system:sys', 'button:u-add']);
    const state = checkState(tree, keys, 'button');
    expect(state.checked).toEqual(['button:u-add']);
    expect(state.halfChecked).toEqual(expect.arrayContaining(['module:user', 'module:perm', 'system:sys']));
  });

  it('granting a button also grants its menu, the directory and the system', () => {
    const data = sampleData();
    const tree = buildTabTree(data, 'button');
    const keys = toggleNode(tree, node(tree, 'button:u-edit'), new Set(), 'button', data);
    expect([...keys].sort()).toEqual(['button:u-edit', 'module:perm', 'module:user', 'system:sys']);
  });

  it('checking a menu in a resource tab grants all its resources; clicking again clears only them', () => {
    const data = sampleData();
    const tree = buildTabTree(data, 'button');
    const on = toggleNode(tree, node(tree, 'module:user'), new Set(), 'button', data);
    expect(on.has('button:u-add') && on.has('button:u-edit') && on.has('module:user')).toBe(true);
    const off = toggleNode(tree, node(tree, 'module:user'), on, 'button', data);
    expect([...off].sort()).toEqual(['module:perm', 'module:user', 'system:sys']);
  });

  it('unchecking a menu drops its resources and the parents left empty', () => {
    const data = sampleData();
    const menus = buildTabTree(data, 'module');
    const keys = new Set(['system:sys', 'module:perm', 'module:user', 'button:u-add', 'column:u-account']);
    const off = toggleNode(menus, node(menus, 'module:user'), keys, 'module', data);
    expect([...off]).toEqual([]);
  });

  it('keeps a parent that still has another granted child', () => {
    const data = sampleData();
    const menus = buildTabTree(data, 'module');
    const keys = new Set(['system:sys', 'module:perm', 'module:user', 'module:role', 'button:r-add']);
    const off = toggleNode(menus, node(menus, 'module:user'), keys, 'module', data);
    expect([...off].sort()).toEqual(['button:r-add', 'module:perm', 'module:role', 'system:sys']);
  });
});

describe('wire conversion', () => {
  it('reads the granted ids and writes the save body back', () => {
    const data = sampleData();
    data.granted.module = ['user'];
    data.granted.button = ['u-add'];
    data.granted.portal = ['home'];
    const keys = grantedKeys(data.granted);
    expect(toSaveBody(keys, 'Role')).toEqual({
      objectType: 'Role',
      system: [],
      module: ['user'],
      button: ['u-add'],
      column: [],
      form: [],
      resource: [],
      portal: ['home'],
    });
  });
});

describe('the portal tab', () => {
  it('lists the portals flat, disabled ones flagged, and toggles a portal alone', () => {
    const data = sampleData();
    const tree = buildTabTree(data, 'portal');
    expect(tree.map((n) => [n.id, n.fullName, n.isDisabled, n.children.length])).toEqual([
      ['portal:home', '首页门户', false, 0],
      ['portal:old', '旧门户', true, 0],
    ]);
    const on = toggleNode(tree, node(tree, 'portal:home'), new Set(), 'portal', data);
    expect([...on]).toEqual(['portal:home']);
    expect(checkState(tree, on, 'portal')).toEqual({ checked: ['portal:home'], halfChecked: [] });
    expect([...toggleNode(tree, node(tree, 'portal:home'), on, 'portal', data)]).toEqual([]);
  });
});
