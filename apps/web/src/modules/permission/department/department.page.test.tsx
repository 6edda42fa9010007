import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { orgNode } from '../permission-testing.ts';
import DepartmentPage from './department.page.tsx';

const LIST = 'GET /api/permission/Organize/Department';

const renderPage = () =>
  renderAdminPage(<DepartmentPage />, {
    modelId: 'm-dept',
    columns: ORGANIZE_CODES.columns,
    forms: ORGANIZE_CODES.forms,
  });

describe('department page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows only companies on the left and lists the chosen company’s departments', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': envelope({
        list: [orgNode('c1', '-1', '示范公司', [orgNode('d1', 'c1', '树上的部门')])],
      }),
      [LIST]: envelope({ list: [] }),
    });
    renderPage();
    const tree = await screen.findByTestId('department-company-tree');
    fireEvent.click(await within(tree).findByText('示范公司'));
    expect(within(tree).queryByText('树上的部门')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.url.searchParams.get('organizeId')).toBe('c1'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
