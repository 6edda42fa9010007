import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { roleSelectorNode, userSelectorNode } from '../../../testing/picker-stubs.ts';
import { createPickerSources } from './picker-sources.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const organization = (
  id: string,
  category: string,
  path: string[],
  children: unknown[] = [],
  disabled = false,
) => ({
  id,
  parentId: path.at(-2) ?? '-1',
  fullName: `${id}-name`,
  enCode: id,
  category,
  type: category,
  icon: '',
  organize: path.map((part) => `${part}-name`).join('/'),
  organizeIds: path,
  disabled,
  hasChildren: children.length > 0,
  children,
});

const ORGANIZE_TREE = {
  list: [organization('c1', 'company', ['c1'], [organization('d1', 'department', ['c1', 'd1'], [], true)])],
};

const ROLE_TREE = {
  list: [
    {
      ...roleSelectorNode('c1', '-1'),
      type: 'company',
      fullName: '总公司',
      hasChildren: true,
      children: [roleSelectorNode('r1', 'c1')],
    },
    {
      ...roleSelectorNode('d9', '-1'),
      type: 'department',
      fullName: '分部',
      hasChildren: true,
      children: [roleSelectorNode('r1', 'd9')],
    },
    {
      ...roleSelectorNode('0', '0'),
      type: 'global',
      fullName: '全局',
      hasChildren: true,
      children: [roleSelectorNode('r2', '0')],
    },
  ],
};

const userOption = (id: string) => ({
  id,
  account: id,
  realName: id,
  fullName: `${id}/${id}`,
  headIcon: null,
  organizeId: 'd1',
  organizeName: 'd1-name',
  organize: 'c1-name/d1-name',
});

const PAGE = { currentPage: 1, pageSize: 20, keyword: '' };

describe('createPickerSources', () => {
  it('fetches the organization tree once and answers each level from it', async () => {
    const { calls } = stubFetch({ 'GET /api/permission/Organize/Tree': envelope(ORGANIZE_TREE) });
    const sources = createPickerSources();
    const top = await sources.pickerNodes('organize', null);
    expect(top).toEqual([
      expect.objectContaining({ id: 'c1', type: 'company', hasChildren: true, organizeIds: ['c1'] }),
    ]);
    const below = await sources.pickerNodes('organize', 'c1');
    expect(below).toEqual([
      expect.objectContaining({ id: 'd1', type: 'department', disabled: true, organizeIds: ['c1', 'd1'] }),
    ]);
    expect(callsTo(calls, 'GET /api/permission/Organize/Tree')).toHaveLength(1);
  });

  it('asks the server again after a failed tree load', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/permission/Organize/Tree': () =>
        isDown ? envelope(null, 'down', 500) : envelope(ORGANIZE_TREE),
    });
    const sources = createPickerSources();
    await expect(sources.pickerNodes('organize', null)).rejects.toThrow();
    isDown = false;
    expect(await sources.pickerNodes('organize', null)).toHaveLength(1);
  });

  it('opens the user tree one level at a time under the node id (0 at the top)', async () => {
    const { calls } = stubFetch({
      'POST /api/permission/Users/ImUser/Selector/*': envelope({
        list: [userSelectorNode('d1', 'department', true), userSelectorNode('u1', 'user')],
      }),
    });
    const nodes = await createPickerSources().pickerNodes('user', 'c1');
    expect(nodes.map((node) => [node.id, node.type, node.hasChildren])).toEqual([
      ['d1', 'department', true],
      ['u1', 'user', false],
    ]);
    const [sent] = callsTo(calls, 'POST /api/permission/Users/ImUser/Selector/c1');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ keyword: '' });
  });

  it('searches users a page at a time, with the total of the server', async () => {
    const { calls } = stubFetch({
      'POST /api/permission/Users/ImUser/Selector/0': envelope({
        list: [userSelectorNode('u7', 'user')],
        pagination: { currentPage: 2, pageSize: 1, total: 5 },
      }),
    });
    const page = await createPickerSources().pickerSearch('user', {
      keyword: '张',
      currentPage: 2,
      pageSize: 1,
    });
    expect(page).toEqual({ list: [expect.objectContaining({ id: 'u7', type: 'user' })], total: 5 });
    const [sent] = callsTo(calls, 'POST /api/permission/Users/ImUser/Selector/0');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ keyword: '张', currentPage: 2, pageSize: 1 });
  });

  it('lists a custom user picker through UserCondition with the allowed ids', async () => {
    const { calls } = stubFetch({
      'POST /api/permission/Users/UserCondition': envelope({
        list: [userOption('u3')],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
    });
    const able = { depIds: ['d1'], posIds: [], userIds: ['u3'], roleIds: ['r1'], groupIds: [] };
    const page = await createPickerSources().pickerSearch('user', { ...PAGE, able });
    expect(page.list.map((node) => node.fullName)).toEqual(['u3/u3']);
    const [sent] = callsTo(calls, 'POST /api/permission/Users/UserCondition');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      departIds: ['d1'],
      positionIds: [],
      userIds: ['u3'],
      roleIds: ['r1'],
      groupIds: [],
      pagination: { keyword: '', currentPage: 1, pageSize: 20 },
    });
  });

  it('searches roles once each, and lists the global roles from the 全局 folder', async () => {
    stubFetch({ 'GET /api/permission/Role/Selector': envelope(ROLE_TREE) });
    const sources = createPickerSources();
    const found = await sources.pickerSearch('role', { ...PAGE, keyword: 'r' });
    expect(found.list.filter((node) => node.type === 'role').map((node) => node.id)).toEqual(['r1', 'r2']);
    const top = await sources.pickerNodes('role', null);
    expect(top.map((node) => node.type)).toEqual(['company', 'department', 'category']);
    const global = await sources.pickerSearch('globalRole', PAGE);
    expect(global).toEqual({ list: [expect.objectContaining({ id: 'r2', type: 'role' })], total: 1 });
  });

  it('limits a custom role picker to the allowed roles', async () => {
    stubFetch({ 'GET /api/permission/Role/Selector': envelope(ROLE_TREE) });
    const able = { depIds: [], posIds: [], userIds: [], roleIds: ['r2'], groupIds: [] };
    const page = await createPickerSources().pickerSearch('role', { ...PAGE, able });
    expect(page.list.map((node) => node.id)).toEqual(['r2']);
  });

  it('pages the users of the current organization on the client', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Users/getOrganization': envelope([
        userOption('u1'),
        userOption('u2'),
        userOption('u3'),
      ]),
    });
    const page = await createPickerSources().pickerSearch('currentOrganize', {
      keyword: 'u',
      currentPage: 2,
      pageSize: 2,
    });
    expect(page).toEqual({ list: [expect.objectContaining({ id: 'u3' })], total: 3 });
    expect(
      callsTo(calls, 'GET /api/permission/Users/getOrganization')[0]?.url.searchParams.get('keyword'),
    ).toBe('u');
  });

  it('looks names up with getSelectedList, typing each id with its kind', async () => {
    const { calls } = stubFetch({
      'POST /api/permission/Users/getSelectedList': envelope({
        list: [
          { id: 'r1--role', type: 'role', icon: '', fullName: '管理员', headIcon: null, organize: null },
        ],
      }),
    });
    const sources = createPickerSources();
    expect(await sources.lookupNames('role', ['r1', 'gone'])).toEqual({ r1: '管理员' });
    const [sent] = callsTo(calls, 'POST /api/permission/Users/getSelectedList');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ ids: ['r1--role', 'gone--role'] });
    expect(await sources.lookupNames('area', ['330000'])).toEqual({});
    expect(calls).toHaveLength(1);
  });
});
