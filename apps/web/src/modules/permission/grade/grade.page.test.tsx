import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { PageModelContext } from '../../../shared/permission/page-context.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import GradePage from './grade.page.tsx';

const flags = {
  thisLayerSelect: 1,
  thisLayerAdd: 0,
  thisLayerEdit: 0,
  thisLayerDelete: 0,
  subLayerSelect: 0,
  subLayerAdd: 0,
  subLayerEdit: 0,
  subLayerDelete: 0,
};
const admin = {
  userId: 'u1',
  account: 'wangwu',
  realName: '王五',
  enabledMark: 1,
  organizations: [{ organizeId: 'd1', fullName: '研发部', organizeName: '示范公司/研发部', ...flags }],
};
const orgNode = (id: string, fullName: string, organize: string, children: unknown[] = []) => ({
  id,
  parentId: '-1',
  fullName,
  enCode: id,
  category: 'department',
  icon: '',
  organize,
  organizeIds: [id],
  disabled: false,
  hasChildren: children.length > 0,
  children,
});

function renderPage() {
  const current = currentUserFixture();
  current.permissionList = [
    {
      modelId: 'm-grade',
      moduleName: '分级管理',
      button: ['btn_edit', 'btn_remove'].map((enCode) => ({ fullName: enCode, enCode })),
      column: [],
      form: [],
      resource: [],
    },
  ];
  useSession.getState().setCurrent(current);
  return renderWithApp(
    <PageModelContext.Provider value="m-grade">
      <GradePage />
    </PageModelContext.Provider>,
  );
}

describe('grade page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists delegations and edits one: a manage right implies view, and the whole set is saved', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Grade': envelope({
        list: [admin],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
      'GET /api/permission/Grade/u1': envelope(admin),
      'GET /api/permission/Organize/Tree': envelope({
        list: [orgNode('c1', '示范公司', '示范公司', [orgNode('d1', '研发部', '示范公司/研发部')])],
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
      organizations: [{ organizeId: 'd1', ...flags, subLayerSelect: 1, subLayerEdit: 1 }],
    });
  });
});
