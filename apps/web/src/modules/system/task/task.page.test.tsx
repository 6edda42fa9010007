import type { ScheduleTaskInfo } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import TaskPage from './task.page.tsx';

const SWEEP = 'file.sweepStaleUploads';
const job = (id: string, fullName: string, enabledMark = 1): ScheduleTaskInfo => ({
  id,
  fullName,
  enCode: `job.${id}`,
  executeType: '3',
  executeContent: JSON.stringify({ cron: '0 0 3 * * ?', taskCode: SWEEP }),
  cron: '0 0 3 * * ?',
  description: null,
  sortCode: 0,
  enabledMark,
  runCount: 2,
  lastRunTime: null,
  nextRunTime: 1_767_225_600_000,
  lastRunResult: 0,
  creatorTime: 1_767_225_600_000,
});

const BASE = '/api/system/System/ScheduleTask';
const renderPage = (buttons: string[]) => renderAdminPage(<TaskPage />, { modelId: 'm-task', buttons });

describe('scheduled jobs page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists jobs with their task, and creates one with the cron preview and the task chosen', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}`]: pageOf([job('j1', '每日清理')]),
      [`GET ${BASE}/Tasks`]: envelope({ list: [{ taskCode: SWEEP }] }),
      [`GET ${BASE}/Actions/NextRuns`]: envelope({ list: [1_767_225_600_000, 1_767_312_000_000] }),
      [`POST ${BASE}`]: envelope({ id: 'j2' }, '新建成功'),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('每日清理')).toBeInTheDocument();
    expect(screen.getByText('清理过期的上传分片')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('task-dialog');
    fireEvent.change(within(dialog).getByLabelText('任务名称'), { target: { value: '夜间清理' } });
    fireEvent.change(within(dialog).getByLabelText('任务编码'), { target: { value: 'nightly' } });
    expect(await within(dialog).findByText('接下来的运行时间')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(callsTo(calls, `GET ${BASE}/Actions/NextRuns`)[0]?.url.searchParams.get('cron')).toBe(
      '0 0 3 * * ?',
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const options = await screen.findAllByTitle('清理过期的上传分片');
    fireEvent.click(options.find((option) => option.closest('.ant-select-item-option')) ?? options[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, `POST ${BASE}`)[0]?.body ?? '{}')).toEqual({
      fullName: '夜间清理',
      enCode: 'nightly',
      executeType: '3',
      executeContent: JSON.stringify({ cron: '0 0 3 * * ?', taskCode: SWEEP }),
      sortCode: 0,
      enabledMark: 1,
      description: '',
    });
  });

  it('shows the server refusal of a cron that never fires under the field', async () => {
    stubFetch({
      [`GET ${BASE}`]: pageOf([]),
      [`GET ${BASE}/Tasks`]: envelope({ list: [] }),
      [`GET ${BASE}/Actions/NextRuns`]: envelope(null, 'Cron表达式永远不会触发：0 0 30 2 *', 400),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('task-dialog');
    fireEvent.change(within(dialog).getByLabelText('Cron表达式'), { target: { value: '0 0 30 2 *' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cron表达式永远不会触发');
  });

  it('runs a job now after asking, only with the execute button', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}`]: pageOf([job('j1', '每日清理')]),
      [`POST ${BASE}/j1/Actions/Run`]: envelope(
        {
          id: 'l1',
          runTime: 1,
          endTime: 2,
          duration: 1,
          runResult: 0,
          description: 'removed 0',
          trigger: 'manual',
        },
        '任务已执行',
      ),
    });
    const { unmount } = renderPage([]);
    expect(await screen.findByText('每日清理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即执行' })).not.toBeInTheDocument();
    unmount();
    renderPage(['btn_execute']);
    fireEvent.click(await screen.findByRole('button', { name: '立即执行' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/j1/Actions/Run`)).toHaveLength(1));
  });
});
