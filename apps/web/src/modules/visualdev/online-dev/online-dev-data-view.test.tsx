import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, stubFetch } from '../../../testing/fetch-stub.ts';
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

describe('the runtime page of a data view', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it("lists the interface's rows with its columns and search, without add, edit, delete or import", async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: onlineDevConfig({
        id: MODEL,
        webType: 4,
        formData: null,
        columnData: COLUMN_DATA,
      }),
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
    for (const value of ['add', 'download', 'upload', 'batchRemove', 'edit', 'detail', 'remove']) {
      expect(screen.queryByRole('button', { name: value })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
