import type { OrganizeTreeNode } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { orgNode } from '../permission-testing.ts';
import OrganizePage from './organize.page.tsx';

const node = (
  id: string,
  parentId: string,
  fullName: string,
  category: 'company' | 'department',
  children: OrganizeTreeNode[] = [],
): OrganizeTreeNode => ({
  id,
  parentId,
  category,
  fullName,
  enCode: `code${id}`,
  managerId: null,
  managerName: null,
  description: null,
  sortCode: 0,
  enabledMark: 1,
  organize: fullName,
  organizeIds: [id],
  creatorTime: 1_767_225_600_000,
  hasChildren: children.length > 0,
  children,
});

const tree = () => [node('c1', '-1', '示范公司', 'company', [node('d1', 'c1', '研发部', 'department')])];
const selector = envelope({
  list: [orgNode('-1', '0', '顶级节点', [], { enCode: '', category: 'company', organizeIds: [] })],
});
const LIST = 'GET /api/permission/Organize';

const renderPage = (buttons: string[] = []) =>
  renderAdminPage(<OrganizePage />, {
    modelId: 'm-organize',
    buttons,
    columns: ORGANIZE_CODES.columns,
    forms: ORGANIZE_CODES.forms,
  });

const listCalls = (calls: StubCall[]) => callsTo(calls, LIST);

describe('organize page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the organization tree opened, and searches by keyword on the server', async () => {
    const { calls } = stubFetch({ [LIST]: envelope({ list: tree() }) });
    renderPage();
    expect(await screen.findByText('示范公司')).toBeInTheDocument();
    expect(await screen.findByText('研发部')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('organize-search-keyword'), { target: { value: '研发' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('keyword')).toBe('研发'));
  });

  it('shows 暂无数据 without organizations, and hides buttons that are not granted', async () => {
    stubFetch({ [LIST]: envelope({ list: [] }) });
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建组织/ })).not.toBeInTheDocument();
  });

  it('validates the code with the shared code pattern before saving, then creates at the top node', async () => {
    const { calls } = stubFetch({
      [LIST]: envelope({ list: tree() }),
      'GET /api/permission/Organize/Selector/0': selector,
      'GET /api/permission/Users/All': envelope({ list: [] }),
      'POST /api/permission/Organize': envelope({ id: 'new' }, '新建成功'),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新建组织/ }));
    const dialog = await screen.findByTestId('organize-dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '新公司' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: '.bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(dialog).findByText('编码只能输入英文、数字和小数点且小数点不能放在首尾'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'newCo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      parentId: '-1',
      fullName: '新公司',
      enCode: 'newCo',
      managerId: null,
      description: null,
      sortCode: 0,
      enabledMark: 1,
    });
  });

  it('asks before deleting and shows the server refusal', async () => {
    const { calls } = stubFetch({
      [LIST]: envelope({ list: tree() }),
      'DELETE /api/permission/Organize/c1': envelope(null, '该组织下还有下级组织或部门，不能删除', 400),
    });
    renderPage(['btn_remove']);
    await screen.findByText('研发部');
    const row = screen.getByText('示范公司').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    expect(await screen.findByText('该组织下还有下级组织或部门，不能删除')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
