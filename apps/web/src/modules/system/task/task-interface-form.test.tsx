import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import TaskPage from './task.page.tsx';

const BASE = '/api/system/System/ScheduleTask';
const SELECTOR = [
  {
    id: 'cat1',
    fullName: '基础数据',
    parentId: '0',
    category: '0',
    hasChildren: true,
    children: [
      {
        id: 'if1',
        fullName: '城市列表',
        enCode: 'cities',
        parentId: 'cat1',
        category: '1',
        hasChildren: false,
      },
    ],
  },
];
const PARAMS = [
  { field: 'level', fieldName: '级别', dataType: 'int', required: 1, defaultValue: '' },
  { field: 'name', fieldName: null, dataType: 'varchar', required: 0, defaultValue: '北' },
];

describe('scheduled job dialog: data interface jobs', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('picks an interface, fills its parameters and sends them in executeContent as the original does', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}`]: pageOf([]),
      [`GET ${BASE}/Tasks`]: envelope({ list: [] }),
      [`GET ${BASE}/Actions/NextRuns`]: envelope({ list: [1_767_225_600_000] }),
      'GET /api/system/DataInterface/Selector': envelope(SELECTOR),
      'GET /api/system/DataInterface/GetParam/if1': envelope(PARAMS),
      [`POST ${BASE}`]: envelope({ id: 'j9' }, '新建成功'),
    });
    renderAdminPage(<TaskPage />, { modelId: 'm-task', buttons: ['btn_add'] });
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('task-dialog');
    fireEvent.change(within(dialog).getByLabelText('任务名称'), { target: { value: '同步城市' } });
    fireEvent.change(within(dialog).getByLabelText('任务编码'), { target: { value: 'sync.cities' } });
    fireEvent.click(within(dialog).getByLabelText('数据接口'));
    await waitFor(() => expect(callsTo(calls, 'GET /api/system/DataInterface/Selector')).toHaveLength(1));
    fireEvent.mouseDown(await within(dialog).findByRole('combobox'));
    fireEvent.click(await screen.findByText('城市列表'));
    await waitFor(() => expect(callsTo(calls, 'GET /api/system/DataInterface/GetParam/if1')).toHaveLength(1));
    const level = await within(dialog).findByLabelText('level(级别)');
    expect(within(dialog).getByLabelText('name')).toBeInTheDocument();

    // A required parameter left empty (and without a default) is refused before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('level的参数值为必填')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(0);

    fireEvent.change(level, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, `POST ${BASE}`)[0]?.body ?? '{}');
    expect(body).toMatchObject({ fullName: '同步城市', enCode: 'sync.cities', executeType: '1' });
    expect(JSON.parse(body.executeContent)).toEqual({
      cron: '0 0 3 * * ?',
      interfaceId: 'if1',
      interfaceName: '城市列表',
      parameter: [
        { ...PARAMS[0], value: '2' },
        { ...PARAMS[1], value: '' },
      ],
    });
  });
});
