import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import CachePage from './cache.page.tsx';

const caches = envelope({
  list: [
    { name: 'permission', entries: 3, overdueTime: null, version: 12 },
    { name: 'sysConfig', entries: 1, overdueTime: 1_767_225_600_000, version: null },
  ],
});

describe('system cache page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the caches by name and clears one after asking', async () => {
    const { calls } = stubFetch({
      'GET /api/PlatForm/CacheManage': caches,
      'DELETE /api/PlatForm/CacheManage/sysConfig': envelope(null, '缓存已清空'),
    });
    renderAdminPage(<CachePage />, { modelId: 'm-cache', buttons: ['btn_remove'] });
    expect(await screen.findByText('菜单与权限')).toBeInTheDocument();
    expect(screen.getByText('变更时失效')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: /^清\s?空$/ })[1]!);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/PlatForm/CacheManage/sysConfig')).toHaveLength(1));
  });

  it('clears every cache from the top button, shown only with the remove button', async () => {
    const { calls } = stubFetch({
      'GET /api/PlatForm/CacheManage': caches,
      'POST /api/PlatForm/CacheManage/Actions/ClearAll': envelope(null, '缓存已清空'),
    });
    const { unmount } = renderAdminPage(<CachePage />, { modelId: 'm-cache' });
    expect(await screen.findByText('系统配置')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空所有' })).not.toBeInTheDocument();
    unmount();
    renderAdminPage(<CachePage />, { modelId: 'm-cache', buttons: ['btn_remove'] });
    fireEvent.click(await screen.findByRole('button', { name: '清空所有' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /api/PlatForm/CacheManage/Actions/ClearAll')).toHaveLength(1),
    );
  });
});
