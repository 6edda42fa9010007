import type { RoleInfo } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { ROLE_CODES } from '../grant-codes.ts';
import { namedRow } from '../permission-testing.ts';
import RolePage from './role.page.tsx';

const role = (id: string, fullName: string, overrides: Partial<RoleInfo> = {}): RoleInfo => ({
  ...namedRow(id, fullName),
  globalMark: 1,
  organizeIds: [],
  organizeNames: '',
  userCount: 3,
  ...overrides,
});
const renderPage = (
  buttons: string[],
  columns: Iterable<string> = ROLE_CODES.columns,
  forms: Iterable<string> = ROLE_CODES.forms,
) => renderAdminPage(<RolePage />, { modelId: 'm-role', buttons, columns, forms });

describe('role page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists roles with their kind and organizations, and toggles the state after confirmation', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': envelope({ list: [] }),
      'GET /api/permission/Role': pageOf([
        role('1', '财务角色', { globalMark: 0, organizeIds: ['d1'], organizeNames: '财务部' }),
        role('2', '访客', { enabledMark: 0 }),
      ]),
      'PUT /api/permission/Role/2/Actions/State': envelope({ enabledMark: 1 }, '已启用'),
    });
    renderPage(['btn_state']);
    const table = await screen.findByTestId('role-table');
    expect(await within(table).findByText('财务部')).toBeInTheDocument();
    expect(within(table).getByText('全局')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: /启\s?用/ }));
    expect(await screen.findByText('您确定要启用当前数据吗, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('已启用')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('asks for organizations when the role is not global', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': envelope({ list: [] }),
      'GET /api/permission/Role': pageOf([]),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('role-dialog');
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '采购' } });
    fireEvent.change(within(dialog).getByLabelText('角色编码'), { target: { value: 'buyer' } });
    fireEvent.click(within(dialog).getByLabelText('组织'));
    expect(await within(dialog).findByText('所属组织')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => {
      const errors = [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
      expect(errors).toContain('请选择所属组织');
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows only the granted columns and dialog fields, and sends only those', async () => {
    const granted = role('1', '财务角色', { globalMark: 0, organizeIds: ['d1'], organizeNames: '财务部' });
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': envelope({ list: [] }),
      'GET /api/permission/Role': pageOf([granted]),
      // The detail keeps what the granted fields need (ADR 0009); the sort is hidden from this caller.
      'GET /api/permission/Role/1': envelope({ ...granted, sortCode: undefined }),
      'PUT /api/permission/Role/1': envelope(null, '更新成功'),
    });
    const columns = [...ROLE_CODES.columns].filter((c) => c !== 'sortCode' && c !== 'creatorTime');
    const forms = [...ROLE_CODES.forms].filter((c) => c !== 'sortCode' && c !== 'description');
    renderPage(['btn_edit'], columns, forms);
    const table = await screen.findByTestId('role-table');
    await within(table).findByText('财务角色');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    // Ungoverned columns (所属组织, 人数) always show.
    expect(headers).toEqual(['角色名称', '角色编码', '角色类型', '所属组织', '人数', '状态', '操作']);
    fireEvent.click(within(table).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByTestId('role-dialog');
    expect(await within(dialog).findByDisplayValue('财务角色')).toBeInTheDocument();
    expect(within(dialog).getByText('所属组织')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('排序')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('说明')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      fullName: '财务角色',
      enCode: 'code1',
      globalMark: 0,
      organizeIds: ['d1'],
      type: null,
      enabledMark: 1,
    });
  });
});
