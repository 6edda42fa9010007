import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { PageModelContext } from '../../../shared/permission/page-context.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { grantItems } from '../grant-testing.ts';
import DepartmentPage from './department.page.tsx';

const orgNode = (
  id: string,
  parentId: string,
  fullName: string,
  category: string,
  children: unknown[] = [],
) => ({
  id,
  parentId,
  fullName,
  enCode: id,
  category,
  icon: '',
  organize: fullName,
  organizeIds: [id],
  disabled: false,
  hasChildren: children.length > 0,
  children,
});

function renderPage() {
  const current = currentUserFixture();
  current.permissionList = [
    {
      modelId: 'm-dept',
      moduleName: '部门管理',
      button: [],
      column: grantItems(ORGANIZE_CODES.columns),
      form: grantItems(ORGANIZE_CODES.forms),
      resource: [],
    },
  ];
  useSession.getState().setCurrent(current);
  return renderWithApp(
    <PageModelContext.Provider value="m-dept">
      <DepartmentPage />
    </PageModelContext.Provider>,
  );
}

const listCalls = (calls: StubCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/permission/Organize/Department');

describe('department page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows only companies on the left and lists the chosen company’s departments', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': envelope({
        list: [orgNode('c1', '-1', '示范公司', 'company', [orgNode('d1', 'c1', '树上的部门', 'department')])],
      }),
      'GET /api/permission/Organize/Department': envelope({ list: [] }),
    });
    renderPage();
    const tree = await screen.findByTestId('department-company-tree');
    fireEvent.click(await within(tree).findByText('示范公司'));
    expect(within(tree).queryByText('树上的部门')).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('organizeId')).toBe('c1'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
