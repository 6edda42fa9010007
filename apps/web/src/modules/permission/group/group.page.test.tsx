import type { GroupInfo } from '@platform/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { GROUP_CODES } from '../grant-codes.ts';
import { namedRow } from '../permission-testing.ts';
import GroupPage from './group.page.tsx';

const group = (id: string, fullName: string): GroupInfo => ({ ...namedRow(id, fullName), userCount: 0 });

const renderPage = (buttons: string[]) =>
  renderAdminPage(<GroupPage />, {
    modelId: 'm-group',
    buttons,
    columns: GROUP_CODES.columns,
    forms: GROUP_CODES.forms,
  });

describe('group page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('creates a group and keeps the dialog open with the server refusal', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Group': pageOf([group('g1', '项目协作组')]),
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
