import type { ScheduleDetail, ScheduleListItem } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import SchedulePage from './schedule.page.tsx';

const today = dayjs().startOf('day');
const item = (changes: Partial<ScheduleListItem> = {}): ScheduleListItem => ({
  id: 's1',
  groupId: 'g1',
  category: 'c1',
  urgent: '2',
  title: '周会',
  content: '带上周报',
  allDay: 0,
  startDay: today.hour(9).valueOf(),
  startTime: '09:00',
  endDay: today.hour(10).valueOf(),
  endTime: '10:00',
  duration: 60,
  color: '#188ae2',
  reminderTime: -2,
  reminderType: 1,
  send: null,
  sendName: null,
  repetition: 1,
  repeatTime: null,
  creatorUserId: 'u-admin',
  ...changes,
});
const detail = (changes: Partial<ScheduleDetail> = {}): ScheduleDetail => ({
  ...item(),
  category: '会议',
  type: '会议',
  urgent: '重要',
  creatorUserId: '管理员/admin',
  toUserIds: '张三/zhangsan,李四/lisi',
  files: null,
  isCreator: true,
  ...changes,
});

const CATEGORIES = [
  { id: 'c0', parentId: '0', enCode: 'work', fullName: '工作', hasChildren: false },
  { id: 'c1', parentId: '0', enCode: 'meeting', fullName: '会议', hasChildren: false },
];

function renderPage(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({
    'GET /api/system/Schedule': envelope({ list: [item()] }),
    'GET /api/system/Schedule/detail': envelope(detail()),
    'GET /api/permission/Users/All': envelope({ list: [] }),
    'GET /api/system/DictionaryData/scheduleType/Data/Selector': envelope({ list: CATEGORIES }),
    ...routes,
  });
  useSession.getState().setCurrent(currentUserFixture());
  renderWithApp(<SchedulePage />);
  return stub;
}

async function openView() {
  fireEvent.click(await screen.findByRole('button', { name: /09:00\s*(会议\s*)?周会/ }, { timeout: 5000 }));
  return screen.findByTestId('schedule-view-dialog', undefined, { timeout: 5000 });
}

describe('schedule page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the month's six weeks and shows a schedule's view dialog with names", async () => {
    const { calls } = renderPage({});
    const view = await openView();
    for (const text of ['会议', '重要', '周会', '带上周报', '管理员/admin', '张三/zhangsan,李四/lisi']) {
      expect(within(view).getByText(text)).toBeInTheDocument();
    }
    expect(within(view).getByText(today.hour(9).format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    const list = callsTo(calls, 'GET /api/system/Schedule')[0];
    // Weeks start as the app's locale says (dayjs's locale is set when the app renders).
    const start = dayjs(today.valueOf()).startOf('month').startOf('week');
    expect(list?.url.searchParams.get('startTime')).toBe(start.format('YYYY-MM-DD HH:mm'));
    expect(list?.url.searchParams.get('endTime')).toBe(start.add(42, 'day').format('YYYY-MM-DD HH:mm'));
    const asked = callsTo(calls, 'GET /api/system/Schedule/detail')[0];
    expect(asked?.url.searchParams.get('id')).toBe('s1');
  });

  it('deletes a single schedule after 此操作将删除日程，是否继续？ with scope 3', async () => {
    const { calls } = renderPage({ 'DELETE /api/system/Schedule/s1/3': envelope(null, '删除成功') });
    const view = await openView();
    fireEvent.click(
      within(view.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /删\s?除/ }),
    );
    expect(await screen.findByText('此操作将删除日程，是否继续？')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/system/Schedule/s1/3')).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it("shows each schedule's category name in the calendar", async () => {
    renderPage({});
    const chip = await screen.findByRole('button', { name: /09:00\s*(会议\s*)?周会/ }, { timeout: 5000 });
    await waitFor(() => expect(within(chip).getByText('会议')).toBeInTheDocument());
    expect(chip).toHaveAttribute('title', '周会（会议）');
  });

  it('asks for the scope of a repeating schedule, starting with 此日程 chosen', async () => {
    const { calls } = renderPage({
      'GET /api/system/Schedule/detail': envelope(detail({ repetition: 3 })),
      'DELETE /api/system/Schedule/s1/2': envelope(null, '删除成功'),
    });
    const view = await openView();
    fireEvent.click(
      within(view.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /删\s?除/ }),
    );
    const scope = (await screen.findByTestId('schedule-scope-dialog')).closest('.ant-modal') as HTMLElement;
    expect(within(scope).getByText('此为重复日程，将删除应用于')).toBeInTheDocument();
    expect(within(scope).getByLabelText('此日程')).toBeChecked();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(scope).getByLabelText('此日程及后续'));
    fireEvent.click(within(scope).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/system/Schedule/s1/2')).toHaveLength(1));
    // Both dialogs close (the scope dialog is not left behind by the closing view dialog).
    await waitFor(() => expect(screen.queryByTestId('schedule-scope-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByTestId('schedule-view-dialog')).not.toBeVisible());
  });

  it('creates a schedule from the dialog, refusing an empty title first', async () => {
    const { calls } = renderPage({ 'POST /api/system/Schedule': envelope(null, '新建成功') });
    await screen.findByRole('button', { name: /09:00\s*(会议\s*)?周会/ }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /^新\s?建$/ }));
    const form = await screen.findByTestId('schedule-form-dialog');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(await within(dialog).findByText('请输入标题')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/system/Schedule')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: ' 评审会 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/Schedule')).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, 'POST /api/system/Schedule')[0]?.body ?? '{}');
    expect(body).toMatchObject({
      title: '评审会',
      urgent: '1',
      allDay: 0,
      startDay: today.valueOf(),
      duration: 60,
      toUserIds: [],
      reminderTime: -2,
      repetition: 1,
      repeatTime: null,
      // A new schedule starts with the first 日程类型.
      category: 'c0',
    });
    expect(body.startTime).toMatch(/^\d{2}:00$/);
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
  });

  it('edits a repeating schedule for this one or the following ones, as the creator chooses', async () => {
    const info = {
      ...item({ repetition: 2, repeatTime: today.add(9, 'day').valueOf() }),
      toUserIds: [],
      files: null,
    };
    const { calls } = renderPage({
      'GET /api/system/Schedule/detail': envelope(detail({ repetition: 2 })),
      'GET /api/system/Schedule/s1': envelope(info),
      'PUT /api/system/Schedule/s1/2': envelope(null, '更新成功'),
    });
    const view = await openView();
    fireEvent.click(
      within(view.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /编\s?辑/ }),
    );
    const form = await screen.findByTestId('schedule-form-dialog');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getByLabelText('标题')).toHaveValue('周会'));
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '周会（改）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    const scope = (await screen.findByTestId('schedule-scope-dialog')).closest('.ant-modal') as HTMLElement;
    expect(within(scope).getByText('此为重复日程，将修改应用于')).toBeInTheDocument();
    expect(within(scope).queryByLabelText('所有日程')).not.toBeInTheDocument();
    fireEvent.click(within(scope).getByLabelText('此日程及后续'));
    fireEvent.click(within(scope).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/Schedule/s1/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('schedule-scope-dialog')).not.toBeInTheDocument());
    const body = JSON.parse(callsTo(calls, 'PUT /api/system/Schedule/s1/2')[0]?.body ?? '{}');
    expect(body).toMatchObject({
      title: '周会（改）',
      category: 'c1',
      startTime: '09:00',
      duration: 60,
      repetition: 2,
      repeatTime: today.add(9, 'day').valueOf(),
    });
  });

  it('shows the week as a list of days with their schedules', async () => {
    const { calls } = renderPage({});
    await screen.findByRole('button', { name: /09:00\s*(会议\s*)?周会/ }, { timeout: 5000 });
    fireEvent.click(screen.getByText('周'));
    const agenda = await screen.findByTestId('schedule-agenda');
    expect(within(agenda).getByRole('button', { name: /09:00\s*(会议\s*)?周会/ })).toBeInTheDocument();
    await waitFor(() => {
      const last = callsTo(calls, 'GET /api/system/Schedule').at(-1);
      expect(last?.url.searchParams.get('startTime')).toBe(
        dayjs(today.valueOf()).startOf('week').format('YYYY-MM-DD HH:mm'),
      );
    });
  });
});
