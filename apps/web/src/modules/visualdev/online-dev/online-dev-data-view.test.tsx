import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { onlineDevConfig } from './online-dev-testing.ts';
import { OnlineDevView } from './online-dev-view.tsx';

const MODEL = 'view-1';
const MENU = 'menu-view';
const BASE = `/api/visualdev/OnlineDev/${MODEL}`;
const BUTTONS = [
  'btn_add',
  'btn_download',
  'btn_upload',
  'btn_batchRemove',
  'btn_edit',
  'btn_detail',
  'btn_remove',
];

/** A data view's list: its interface's fields as columns, and every button a list may name. */
const COLUMN_DATA = {
  columnList: [
    { prop: 'fullName', label: '城市' },
    { prop: 'code', label: '代码' },
  ],
  searchList: [
    { prop: 'fullName', label: '城市', searchType: 2, __config__: { jnpfKey: 'comInput', label: '城市' } },
  ],
  btnsList: ['add', 'download', 'upload', 'batchRemove'].map((value) => ({ value, label: value })),
  columnBtnsList: ['edit', 'detail', 'remove'].map((value) => ({ value, label: value })),
  pageSize: 20,
  hasPage: true,
};
const SLOW = { timeout: 5_000 };
/** The data view's released design, as Config answers it. */
const CONFIG = {
  [`GET ${BASE}/Config`]: onlineDevConfig({ id: MODEL, webType: 4, formData: null, columnData: COLUMN_DATA }),
};

describe('the runtime page of a data view', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it("lists the interface's rows with its columns, search and export, without add, edit, delete or import", async () => {
    const { calls } = stubFetch({
      ...CONFIG,
      [`POST ${BASE}/List`]: pageOf([
        { id: '1', fullName: '北京', code: 'BJ' },
        { id: '2', fullName: '上海', code: 'SH' },
      ]),
    });
    renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
      modelId: MENU,
      columns: ['fullName', 'code'],
      forms: [],
      buttons: BUTTONS,
    });
    expect(await screen.findByText('北京', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('SH')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /代码/ })).toBeInTheDocument();
    expect(screen.getByTestId('online-dev-search')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'download' })).toBeInTheDocument();
    for (const value of ['add', 'upload', 'batchRemove', 'edit', 'detail', 'remove']) {
      expect(screen.queryByRole('button', { name: value })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('exports the rows with the chosen columns and the list query', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    const { calls } = stubFetch({
      ...CONFIG,
      [`POST ${BASE}/List`]: pageOf([{ id: '1', fullName: '北京', code: 'BJ' }]),
      [`POST ${BASE}/Actions/Export`]: envelope({ name: '城市.xlsx', url: '/api/file/Download/export/v1' }),
      'GET /api/file/Download/*': envelope(null),
    });
    renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
      modelId: MENU,
      columns: ['fullName', 'code'],
      forms: [],
      buttons: ['btn_download'],
    });
    await screen.findByText('北京', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'download' }));
    const dialog = await screen.findByTestId('online-dev-export-dialog');
    fireEvent.click(within(dialog).getByLabelText('代码'));
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(callsTo(calls, 'GET /api/file/Download/export/v1')).toHaveLength(1));
    const [exported] = callsTo(calls, `POST ${BASE}/Actions/Export`);
    expect(JSON.parse(exported?.body ?? '{}')).toMatchObject({
      menuId: MENU,
      dataType: 0,
      selectKey: ['fullName'],
    });
  });
});
