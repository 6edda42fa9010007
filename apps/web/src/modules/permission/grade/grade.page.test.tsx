import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { orgNode } from '../permission-testing.ts';
import GradePage from './grade.page.tsx';
import { newGradeOrganization } from './grade-organizations-field.tsx';

const admin = {
  userId: 'u1',
  account: 'wangwu',
  realName: '王五',
  enabledMark: 1,
  organizations: [{ ...newGradeOrganization('d1'), fullName: '研发部', organizeName: '示范公司/研发部' }],
};

const renderPage = () =>
  renderAdminPage(<GradePage />, { modelId: 'm-grade', buttons: ['btn_edit', 'btn_remove'] });

describe('grade page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists delegations and edits one: a manage right implies view, and the whole set is saved', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Grade': pageOf([admin]),
      'GET /api/permission/Grade/u1': envelope(admin),
      'GET /api/permission/Organize/Tree': envelope({
        list: [
          orgNode('c1', '-1', '示范公司', [
            orgNode('d1', 'c1', '研发部', [], { organize: '示范公司/研发部' }),
          ]),
        ],
      }),
      'PUT /api/permission/Grade/u1': envelope(null, '保存成功'),
    });
    renderPage();
    const table = await screen.findByTestId('grade-table');
    expect(await within(table).findByText('示范公司/研发部')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: /编\s?辑/ }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('grade-organizations')).getByText('示范公司/研发部'),
      ).toBeInTheDocument(),
    );
    const rights = screen.getByTestId('grade-organizations');
    fireEvent.click(within(rights).getByRole('checkbox', { name: '示范公司/研发部 子层级 编辑' }));
    expect(within(rights).getByRole('checkbox', { name: '示范公司/研发部 子层级 查看' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}');
    expect(body).toEqual({
      organizations: [{ ...newGradeOrganization('d1'), subLayerSelect: 1, subLayerEdit: 1 }],
    });
  });
});
