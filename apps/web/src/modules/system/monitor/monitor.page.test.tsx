import type { SystemMonitor } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import MonitorPage from './monitor.page.tsx';

const GB = 1024 ** 3;
const snapshot: SystemMonitor = {
  system: {
    os: 'Linux 6.1 x64',
    ip: '10.0.0.5',
    uptime: 90_000,
    processUptime: 3_700,
    nodeVersion: 'v20.20.0',
  },
  cpu: { name: 'cpu', coreNumber: 2, used: 37.5, idle: 62.5, loadAverage: [0.5, 0.4, 0.3] },
  memory: { total: 8 * GB, used: 2 * GB, available: 6 * GB, usageRate: 25 },
  process: { rss: 200 * 1024 ** 2, heapUsed: 1, heapTotal: 2 },
  disk: { total: 100 * GB, used: 40 * GB, available: 60 * GB, usageRate: 40 },
  database: { kind: 'postgres', size: 64 * 1024 ** 2, connections: 7, version: '15.4' },
  time: 1_767_225_600_000,
};

describe('server monitor page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows usage, uptime and the database figures of the snapshot', async () => {
    stubFetch({ 'GET /api/System/Monitor': envelope(snapshot) });
    renderAdminPage(<MonitorPage />, { modelId: 'm-monitor' });
    const memory = await screen.findByTestId('monitor-memory');
    expect(memory).toHaveTextContent('2.0 GB / 8.0 GB');
    expect(screen.getByTestId('monitor-cpu')).toHaveTextContent('2 核心');
    expect(screen.getByTestId('monitor-disk')).toHaveTextContent('40.0 GB / 100.0 GB');
    expect(screen.getByTestId('monitor-server')).toHaveTextContent('1天1小时0分');
    const database = screen.getByTestId('monitor-database');
    expect(within(database).getByText('64.0 MB')).toBeInTheDocument();
    expect(within(database).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '使用率(%)' })).toBeInTheDocument();
  });
});
