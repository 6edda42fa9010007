import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { orgNode, orgTree } from '../permission-testing.ts';
import {
  LIST,
  listCalls,
  menuEntries,
  openRowMenu,
  PICKER_TREE,
  renderPage,
  TREE,
  user,
} from './user-page-testing.tsx';

/*
 * How the user page lays itself out (e2e findings): the row actions fit a narrow fixed column (the
 * rest go to 更多), every column keeps its width, a caller without any granted column gets a clear
 * message instead of empty rows, and the tree holds only the organizations the caller may see.
 */

const ALL_BUTTONS = ['btn_edit', 'btn_remove', 'btn_state', 'btn_unlock', 'btn_resetPassword'];

describe('user page layout', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps 编辑 and 删除 inline and puts the account actions in 更多, each behind its button code', async () => {
    stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([
        user('1', '张三'),
        user('2', '李四', { enabledMark: 0 }),
        user('3', '王五', { enabledMark: 2 }),
      ]),
    });
    const view = renderPage(ALL_BUTTONS);
    const table = await screen.findByTestId('user-table');
    const row = (await within(table).findByText('张三')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['编辑', '删除', '更多']);
    expect(menuEntries(await openRowMenu(table, '张三'))).toEqual(['禁用', '重置密码', '工作交接']);
    view.unmount();

    renderPage(ALL_BUTTONS);
    const again = await screen.findByTestId('user-table');
    expect(menuEntries(await openRowMenu(again, '李四'))).toEqual(['启用', '重置密码', '工作交接']);
  });

  it('shows the locked user’s 解锁 in 更多, and no 更多 when none of its actions is granted', async () => {
    stubFetch({ [TREE]: orgTree, [LIST]: pageOf([user('3', '王五', { enabledMark: 2 })]) });
    const view = renderPage(ALL_BUTTONS);
    const table = await screen.findByTestId('user-table');
    expect(menuEntries(await openRowMenu(table, '王五'))).toEqual(['禁用', '解锁', '重置密码', '工作交接']);
    view.unmount();

    renderPage(['btn_remove']);
    const plain = await screen.findByTestId('user-table');
    await within(plain).findByText('王五');
    expect(within(plain).queryByRole('button', { name: /更多/ })).not.toBeInTheDocument();
  });

  it('gives every column a width, cuts long text with the full text on hover, and keeps 操作 narrow', async () => {
    const longOrg = '示范科技有限公司 / 技术研发部 / 平台组 / 基础设施小组';
    stubFetch({ [TREE]: orgTree, [LIST]: pageOf([user('1', '张三', { organizeName: longOrg })]) });
    renderPage(ALL_BUTTONS);
    const table = await screen.findByTestId('user-table');
    await within(table).findByText('张三');
    const cols = [...(table.querySelectorAll('colgroup')[0]?.querySelectorAll('col') ?? [])];
    const widths = cols.map((col) => Number.parseFloat(col.style.width));
    // One col per column (data columns + 操作), none left to be squeezed by the fixed column.
    expect(widths).toHaveLength(10);
    expect(widths.every((w) => w > 0)).toBe(true);
    expect(widths.at(-1)).toBeLessThanOrEqual(200);
    // The table is as wide as its columns: it scrolls sideways only when they do not fit.
    const sum = widths.reduce((a, b) => a + b, 0);
    expect(table.querySelector('table')?.style.width).toBe(`${sum}px`);
    expect(within(table).getByTitle(longOrg).className).toContain('ant-table-cell-ellipsis');
  });

  it('tells a caller who may see no column of the list so, without rows or pager', async () => {
    const { calls } = stubFetch({ [TREE]: orgTree, [LIST]: pageOf([user('1', '张三')]) });
    renderPage(['btn_add'], []);
    expect(await screen.findByText('您没有查看此列表任何列的权限，请联系管理员')).toBeInTheDocument();
    expect(screen.queryByTestId('user-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-pager')).not.toBeInTheDocument();
    expect(screen.queryByText(/共 \d+ 条/)).not.toBeInTheDocument();
    // The toolbar stays: what the caller may do does not depend on the columns.
    expect(screen.getByRole('button', { name: /新\s?建/ })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('lists only the organizations the caller may see in the tree (SelectorByAuth)', async () => {
    const own = envelope({ list: [orgNode('c1', '-1', '示范公司', [orgNode('d1', 'c1', '研发部')])] });
    const every = envelope({
      list: [
        orgNode('c1', '-1', '示范公司', [orgNode('d1', 'c1', '研发部')]),
        orgNode('c2', '-1', '别家公司'),
      ],
    });
    const { calls } = stubFetch({ [TREE]: own, [PICKER_TREE]: every, [LIST]: pageOf([user('1', '张三')]) });
    renderPage();
    const tree = screen.getByTestId('user-organize-tree');
    expect(await within(tree).findByText('研发部')).toBeInTheDocument();
    expect(within(tree).queryByText('别家公司')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/permission/Organize/Department/SelectorByAuth/0')).toBe(true),
    );
    expect(calls.some((c) => c.path === '/api/permission/Organize/Tree')).toBe(false);
  });
});
