import type { DataSyncCheck, DataSyncDryRun, DataSyncJob } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import DataSyncPage from './data-sync.page.tsx';

const SOURCES = envelope({
  list: [
    {
      id: 'PostgreSQL',
      fullName: 'PostgreSQL',
      children: [{ id: '0', fullName: '默认数据库', dbType: 'PostgreSQL' }],
    },
    { id: 'MariaDB', fullName: 'MariaDB', children: [{ id: 'm1', fullName: '报表库', dbType: 'MariaDB' }] },
  ],
});
const CHECK: DataSyncCheck = {
  checkDbFlag: true,
  convertRuleMap: {},
  tableList: [
    {
      table: 'orders',
      tableName: '订单',
      sum: 12,
      hasPrimaryKey: true,
      targetExists: false,
      targetSum: null,
    },
    { table: 'logs', tableName: null, sum: 3, hasPrimaryKey: false, targetExists: true, targetSum: 3 },
  ],
};
const DRY: DataSyncDryRun = {
  table: 'orders',
  toTable: 'orders',
  total: 12,
  targetExists: false,
  targetSum: null,
  willDelete: 0,
  keyColumn: 'id',
  fields: [
    { from: 'id', to: 'id', fromType: 'int', toType: 'int' },
    { from: 'title', to: 'title', fromType: 'varchar', toType: 'varchar' },
    { from: 'secret', to: 'secret', fromType: 'text', toType: 'text' },
  ],
};
const JOB: DataSyncJob = {
  id: 'j1',
  batchId: null,
  dbConnectionFrom: '0',
  dbConnectionTo: 'm1',
  fromName: '默认数据库',
  toName: '报表库',
  table: 'orders',
  toTable: 'orders',
  mode: 'replace',
  state: 'failed',
  total: 2500,
  copied: 2000,
  lastKey: '2000',
  keyColumn: 'id',
  isTargetCreated: true,
  errorText: 'value too long',
  fieldMap: { id: 'id' },
  startTime: 1_700_000_000_000,
  endTime: 1_700_000_001_000,
  creatorUser: '管理员',
};

async function pick(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    // The newest drop-down is the last in the document (an earlier one may still be closing).
    const found = [...document.querySelectorAll('.ant-select-item-option')]
      .filter((o) => o.textContent === label)
      .at(-1);
    if (!found) throw new Error('options not open');
    return found;
  });
  fireEvent.click(option);
}

const renderPage = (buttons: string[]) => renderAdminPage(<DataSyncPage />, { modelId: 'm-sync', buttons });

describe('data sync page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('checks two sources, dry-runs a table, maps its fields and runs the sync', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource/Selector': SOURCES,
      'GET /api/system/DataSync/Jobs': pageOf([JOB]),
      'POST /api/system/DataSync/Actions/checkDbLink': envelope(CHECK),
      'POST /api/system/DataSync/Actions/DryRun': envelope(DRY),
      'POST /api/system/DataSync/Actions/Execute': envelope({ ...JOB, state: 'succeeded' }, '同步成功'),
    });
    renderPage(['btn_execute', 'btn_detail']);
    expect(await screen.findByText(/请选择两个不同的连接/)).toBeInTheDocument();
    expect(await screen.findByText('2000/2500')).toBeInTheDocument();
    await pick('data-sync-from', '默认数据库');
    await pick('data-sync-to', '报表库');
    await waitFor(() => expect(screen.getByRole('button', { name: /验证连接/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /验证连接/ }));
    const tables = await screen.findByTestId('data-sync-tables');
    expect(await within(tables).findByText('订单')).toBeInTheDocument();
    expect(within(tables).getByText('不存在（将创建）')).toBeInTheDocument();
    expect(within(tables).getByText('无主键，不能同步')).toBeInTheDocument();
    expect(
      JSON.parse(callsTo(calls, 'POST /api/system/DataSync/Actions/checkDbLink')[0]?.body ?? '{}'),
    ).toEqual({
      dbConnectionFrom: '0',
      dbConnectionTo: 'm1',
    });

    fireEvent.click(within(tables).getByRole('button', { name: '同步' }));
    const dialog = await screen.findByTestId('data-sync-dialog');
    expect(await within(dialog).findByTestId('data-sync-dry-run')).toHaveTextContent('将复制 12 行');
    fireEvent.click(within(dialog).getByLabelText('复制 secret'));
    fireEvent.change(within(dialog).getByLabelText('目标字段 title'), { target: { value: 'name' } });
    fireEvent.click(screen.getByRole('button', { name: /执行同步/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/DataSync/Actions/Execute')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/system/DataSync/Actions/Execute')[0]?.body ?? '{}')).toEqual({
      dbConnectionFrom: '0',
      dbConnectionTo: 'm1',
      dbTable: 'orders',
      toTable: 'orders',
      mode: 'replace',
      fieldMap: { id: 'id', title: 'name' },
    });
    expect(await screen.findByText('同步成功')).toBeInTheDocument();
  });

  it('shows a failed job’s detail and resumes it', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource/Selector': SOURCES,
      'GET /api/system/DataSync/Jobs': pageOf([JOB]),
      'GET /api/system/DataSync/Jobs/j1': envelope(JOB),
      'POST /api/system/DataSync/Jobs/j1/Actions/Resume': envelope(
        { ...JOB, state: 'succeeded' },
        '同步成功',
      ),
    });
    renderPage(['btn_execute', 'btn_detail']);
    fireEvent.click(await screen.findByRole('button', { name: /详\s?情/ }));
    const detail = await screen.findByTestId('data-sync-job-detail');
    expect(within(detail).getByText('value too long')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /续\s?传/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /api/system/DataSync/Jobs/j1/Actions/Resume')).toHaveLength(1),
    );
  });

  it('hides sync and resume without the execute button, and shows the empty history', async () => {
    stubFetch({
      'GET /api/system/DataSource/Selector': SOURCES,
      'GET /api/system/DataSync/Jobs': pageOf([]),
    });
    renderPage([]);
    expect(await screen.findByText(/暂无数据/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量同步/ })).not.toBeInTheDocument();
  });
});
