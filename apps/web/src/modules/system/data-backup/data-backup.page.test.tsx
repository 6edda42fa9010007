import type { DataBackupInfo } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import DataBackupPage from './data-backup.page.tsx';
import { formatSize } from './data-backup-columns.tsx';

const backup = (
  id: string,
  state: DataBackupInfo['state'],
  extra: Partial<DataBackupInfo> = {},
): DataBackupInfo => ({
  id,
  fileName: `backup-${id}.jsonl.gz`,
  fileSize: state === 'done' ? 2_621_440 : 0,
  fileUrl: state === 'done' ? `/api/file/Download/export/f-${id}` : null,
  state,
  tablesDone: state === 'running' ? 10 : 50,
  tablesTotal: 50,
  rowCount: 1234,
  errorText: state === 'failed' ? 'disk full' : null,
  creatorUserId: 'admin',
  creatorTime: 1_767_225_600_000,
  finishedTime: state === 'running' ? null : 1_767_225_660_000,
  ...extra,
});

const renderPage = (buttons: string[]) =>
  renderAdminPage(<DataBackupPage />, { modelId: 'm-backup', buttons });

describe('data backup page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists backups with size, progress and state, and shows 暂无数据 when there are none', async () => {
    stubFetch({ 'GET /api/system/DataBackup': pageOf([backup('a', 'done'), backup('b', 'failed')]) });
    const view = renderPage([]);
    expect(await screen.findByText('backup-a.jsonl.gz')).toBeInTheDocument();
    expect(screen.getByText('2.5 MB')).toBeInTheDocument();
    expect(screen.getByText('50/50 张表，1234 行')).toBeInTheDocument();
    expect(screen.getByTestId('data-backup-state-b')).toHaveTextContent('失败');
    expect(screen.queryByRole('button', { name: '新建备份' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载' })).not.toBeInTheDocument();
    view.unmount();
    stubFetch({ 'GET /api/system/DataBackup': pageOf([]) });
    renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    stubFetch({ 'GET /api/system/DataBackup': envelope(null, '服务器错误', 500) });
    renderPage([]);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('starts a backup after asking and follows its progress until it is done', async () => {
    let isStarted = false;
    let reads = 0;
    const { calls } = stubFetch({
      'GET /api/system/DataBackup': () => {
        reads += 1;
        if (!isStarted) return pageOf([]);
        return pageOf([reads > 3 ? backup('n', 'done') : backup('n', 'running')]);
      },
      'POST /api/system/DataBackup': () => {
        isStarted = true;
        return envelope({ id: 'n' }, '已开始备份');
      },
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新建备份/ }));
    expect(await screen.findByText(/您确定要备份数据库吗/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(await screen.findByText('备份中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建备份/ })).toBeDisabled();
    expect(await screen.findByText('已完成', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('downloads through the signed link and deletes after asking', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubFetch({
      'GET /api/system/DataBackup': pageOf([backup('a', 'done')]),
      'GET /api/system/DataBackup/a/Actions/Download': envelope({
        name: 'backup-a.jsonl.gz',
        url: '/api/file/Download?encryption=x.y',
      }),
      'GET /api/file/Download': envelope(null),
      'DELETE /api/system/DataBackup/a': envelope(null, '删除成功'),
    });
    renderPage(['btn_download', 'btn_remove']);
    const row = (await screen.findByText('backup-a.jsonl.gz')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/Download')).toBe(true));
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(/永久删除该备份文件/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });

  it('formats sizes', () => {
    expect([formatSize(12), formatSize(2048), formatSize(1_572_864)]).toEqual(['12 B', '2 KB', '1.5 MB']);
  });
});
