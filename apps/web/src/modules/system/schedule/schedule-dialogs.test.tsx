import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { scheduleLocales } from './schedule.locales.ts';
import { ScheduleFormDialog } from './schedule-form-dialog.tsx';
import { ScheduleScopeDialog } from './schedule-scope-dialog.tsx';

registerLocales(scheduleLocales);

const CATEGORIES = [
  { id: 'c-work', parentId: '0', enCode: 'work', fullName: '工作', hasChildren: false },
  { id: 'c-trip', parentId: '0', enCode: 'trip', fullName: '出差', hasChildren: false },
];

describe('schedule dialogs', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().setCurrent(currentUserFixture()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().reset();
  });

  it('opens the scope choice with 此日程 chosen and focused; Enter confirms the choice', async () => {
    stubFetch({});
    const onConfirm = vi.fn();
    renderWithApp(
      <ScheduleScopeDialog
        open
        title="删除确认"
        text="此为重复日程，将删除应用于"
        scopes={['1', '2', '3']}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByTestId('schedule-scope-dialog');
    const first = within(dialog).getByLabelText('此日程');
    expect(first).toBeChecked();
    await waitFor(() => expect(first).toHaveFocus());
    expect(
      within(dialog).getByRole('radiogroup', { name: '此为重复日程，将删除应用于' }),
    ).toBeInTheDocument();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(onConfirm).toHaveBeenLastCalledWith('1');

    const following = within(dialog).getByLabelText('此日程及后续');
    fireEvent.click(following);
    fireEvent.keyDown(following, { key: 'Enter' });
    expect(onConfirm).toHaveBeenLastCalledWith('2');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('picks the category from 日程类型, starting with its first entry', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Users/All': envelope({ list: [] }),
      'GET /api/system/DictionaryData/scheduleType/Data/Selector': envelope({ list: CATEGORIES }),
      'POST /api/system/Schedule': envelope(null, '新建成功'),
    });
    const onSaved = vi.fn();
    renderWithApp(
      <ScheduleFormDialog target={{ start: dayjs().startOf('day') }} onClose={() => {}} onSaved={onSaved} />,
    );
    const form = await screen.findByTestId('schedule-form-dialog');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getByTitle('工作')).toBeInTheDocument());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '类型' }));
    fireEvent.click(await screen.findByTitle('出差'));
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '去上海' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/Schedule')).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, 'POST /api/system/Schedule')[0]?.body ?? '{}');
    expect(body).toMatchObject({ title: '去上海', category: 'c-trip' });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('asks for a category when the dictionary has entries and none is chosen', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Users/All': envelope({ list: [] }),
      'GET /api/system/DictionaryData/scheduleType/Data/Selector': envelope({ list: CATEGORIES }),
    });
    renderWithApp(
      <ScheduleFormDialog target={{ start: dayjs().startOf('day') }} onClose={() => {}} onSaved={() => {}} />,
    );
    const form = await screen.findByTestId('schedule-form-dialog');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getByTitle('工作')).toBeInTheDocument());
    const clear = dialog.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '无类型' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(await within(dialog).findByText('请选择类型')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/system/Schedule')).toHaveLength(0);
  });

  it('reminds through a chosen send configuration, picked from the configurations any user may list', async () => {
    const picker = 'GET /api/message/SendMessageConfig/getSendConfigList';
    const { calls } = stubFetch({
      'GET /api/permission/Users/All': envelope({ list: [] }),
      'GET /api/system/DictionaryData/scheduleType/Data/Selector': envelope({ list: [] }),
      [picker]: envelope({
        list: [{ id: 'sc1', fullName: '短信提醒', enCode: 'sms', templateJson: [] }],
        pagination: { currentPage: 1, pageSize: 50, total: 1 },
      }),
      'POST /api/system/Schedule': envelope(null, '新建成功'),
    });
    renderWithApp(
      <ScheduleFormDialog target={{ start: dayjs().startOf('day') }} onClose={() => {}} onSaved={() => {}} />,
    );
    const dialog = (await screen.findByTestId('schedule-form-dialog')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByTestId('schedule-reminderType')).toBeNull();
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByTitle(option));
    };
    await choose('提醒时间', '提前15分钟');
    await choose('提醒方式', '自定义');
    expect(await within(dialog).findByTestId('schedule-send')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '周会' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    expect(await within(dialog).findByText('请选择发送配置')).toBeInTheDocument();
    await choose('发送配置', '短信提醒');
    expect(callsTo(calls, picker)[0]?.url.searchParams.get('messageSource')).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/Schedule')).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, 'POST /api/system/Schedule')[0]?.body ?? '{}');
    expect(body).toMatchObject({ reminderTime: 15, reminderType: 2, send: 'sc1', sendName: '短信提醒' });
  });
});
