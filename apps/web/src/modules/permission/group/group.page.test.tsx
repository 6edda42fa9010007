import type { GroupInfo } from '@platform/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { PageModelContext } from '../../../shared/permission/page-context.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { GROUP_CODES } from '../grant-codes.ts';
import { grantItems } from '../grant-testing.ts';
import GroupPage from './group.page.tsx';

const group = (id: string, fullName: string): GroupInfo => ({
  id,
  fullName,
  enCode: `code${id}`,
  type: null,
  description: null,
  sortCode: 0,
  enabledMark: 1,
  userCount: 0,
  creatorTime: 1_767_225_600_000,
});

function renderPage(buttons: string[]) {
  const current = currentUserFixture();
  current.permissionList = [
    {
      modelId: 'm-group',
      moduleName: '分组管理',
      button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
      column: grantItems(GROUP_CODES.columns),
      form: grantItems(GROUP_CODES.forms),
      resource: [],
    },
  ];
  useSession.getState().setCurrent(current);
  return renderWithApp(
    <PageModelContext.Provider value="m-group">
      <GroupPage />
    </PageModelContext.Provider>,
  );
}

describe('group page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('creates a group and keeps the dialog open with the server refusal', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Group': envelope({
        list: [group('g1', '项目协作组')],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
      'POST /api/permission/Group': envelope(null, '分组编码已存在：projectGroup', 400),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('项目协作组')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('group-dialog');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '重复组' } });
    fireEvent.change(within(dialog).getByLabelText('分组编码'), { target: { value: 'projectGroup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('分组编码已存在：projectGroup')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(within(dialog).getByDisplayValue('重复组')).toBeInTheDocument();
  });
});
