import { type CommonWordsInfo, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import CommonWordsPage from './common-words.page.tsx';

const CODES = resourceCodes('commonWords');
const words = (id: string, commonWordsText: string, enabledMark = 1): CommonWordsInfo => ({
  id,
  commonWordsText,
  commonWordsType: 0,
  systemIds: ['sys-main'],
  systemNames: '主系统',
  sortCode: 0,
  enabledMark,
  creatorTime: 1_767_225_600_000,
});

function renderPage(buttons: string[], columns: Iterable<string> = CODES.columns) {
  const current = currentUserFixture();
  current.userInfo.systemIds = [{ id: 'sys-main', name: '主系统', icon: null, currentSystem: true }];
  return renderAdminPage(<CommonWordsPage />, {
    modelId: 'm-words',
    buttons,
    columns,
    forms: CODES.forms,
    current,
  });
}

const page = (...rows: CommonWordsInfo[]) => pageOf(rows);

describe('common words page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the words with their applications and creates new ones for the chosen application', async () => {
    const { calls } = stubFetch({
      'GET /api/system/CommonWords': page(words('w1', '同意')),
      'POST /api/system/CommonWords': envelope({ id: 'w2' }, '新建成功'),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('同意')).toBeInTheDocument();
    expect(screen.getByText('主系统')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('common-words-dialog');
    fireEvent.change(within(dialog).getByLabelText('常用语'), { target: { value: '已阅，同意' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}');
    expect(body).toEqual({ systemIds: [], commonWordsText: '已阅，同意', sortCode: 0, enabledMark: 1 });
  });

  it('refuses empty words in the dialog without calling the server', async () => {
    const { calls } = stubFetch({ 'GET /api/system/CommonWords': page() });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('common-words-dialog');
    fireEvent.change(within(dialog).getByLabelText('常用语'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入常用语')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('disables after asking, and offers only the buttons the caller holds', async () => {
    const { calls } = stubFetch({
      'GET /api/system/CommonWords': page(words('w1', '同意')),
      'PUT /api/system/CommonWords/w1/Actions/State': envelope({ enabledMark: 0 }, '更新成功'),
    });
    renderPage(['btn_state']);
    expect(await screen.findByText('同意')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '禁用' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  });

  it('says so when no column of the list is granted, and shows 暂无数据 for an empty list', async () => {
    stubFetch({ 'GET /api/system/CommonWords': page() });
    const { unmount } = renderPage([], []);
    expect(await screen.findByTestId('common-words-no-columns')).toBeInTheDocument();
    unmount();
    renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
