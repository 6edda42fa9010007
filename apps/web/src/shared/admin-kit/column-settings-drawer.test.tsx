import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { applyColumnSettings, ColumnSettingsDrawer, mergeColumnSettings } from './column-settings-drawer.tsx';

const COLUMNS = [
  { prop: 'account', label: '账号' },
  { prop: 'realName', label: '姓名' },
  { prop: 'mobilePhone', label: '手机' },
];
const ROUTE = 'GET /api/permission/Authority/GetColumnsByModuleId/m-user';

describe('column settings helpers', () => {
  it('keeps the saved order, drops columns the page no longer offers and shows new ones', () => {
    const saved = [
      { prop: 'mobilePhone', visible: false },
      { prop: 'gone', visible: true },
      { prop: 'account', visible: true },
    ];
    expect(mergeColumnSettings(COLUMNS, saved)).toEqual([
      { prop: 'mobilePhone', label: '手机', visible: false },
      { prop: 'account', label: '账号', visible: true },
      { prop: 'realName', label: '姓名', visible: true },
    ]);
    const tableColumns = COLUMNS.map((c) => ({ key: c.prop }));
    expect(applyColumnSettings(tableColumns, saved, (c) => c.key).map((c) => c.key)).toEqual([
      'account',
      'realName',
    ]);
    expect(applyColumnSettings(tableColumns, undefined, (c) => c.key)).toEqual(tableColumns);
  });
});

describe('ColumnSettingsDrawer', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved choice, lets the user hide and reorder, and saves it for the menu', async () => {
    const { calls } = stubFetch({
      [ROUTE]: envelope({
        moduleId: 'm-user',
        columnJson: JSON.stringify([{ prop: 'realName', visible: true }]),
      }),
      'PUT /api/permission/Authority/SetColumnsByModuleId': envelope(null, '保存成功'),
    });
    const onClose = vi.fn();
    renderWithApp(<ColumnSettingsDrawer open moduleId="m-user" columns={COLUMNS} onClose={onClose} />);
    const list = await screen.findByTestId('column-settings');
    await waitFor(() => expect(list.textContent?.startsWith('姓名')).toBe(true));
    fireEvent.click(within(list).getByRole('checkbox', { name: '手机' }));
    fireEvent.click(within(list).getByRole('button', { name: '上移 账号' }));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    const body = JSON.parse(put?.body ?? '{}');
    expect(body.moduleId).toBe('m-user');
    expect(JSON.parse(body.columnJson)).toEqual([
      { prop: 'account', label: '账号', visible: true },
      { prop: 'realName', label: '姓名', visible: true },
      { prop: 'mobilePhone', label: '手机', visible: false },
    ]);
  });

  it('shows every column in page order when nothing was saved, and restores the defaults', async () => {
    stubFetch({ [ROUTE]: envelope({ moduleId: 'm-user', columnJson: null }) });
    renderWithApp(<ColumnSettingsDrawer open moduleId="m-user" columns={COLUMNS} onClose={() => {}} />);
    const list = await screen.findByTestId('column-settings');
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(3));
    fireEvent.click(within(list).getByRole('checkbox', { name: '账号' }));
    expect(within(list).getByRole('checkbox', { name: '账号' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(within(list).getByRole('checkbox', { name: '账号' })).toBeChecked();
  });
});
