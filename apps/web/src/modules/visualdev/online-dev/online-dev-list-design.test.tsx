import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { callsTo, stubFetch } from '../../../testing/fetch-stub.ts';
import { onlineDevConfig } from './online-dev-testing.ts';
import { OnlineDevView } from './online-dev-view.tsx';

const MODEL = 'design-2';
const MENU = 'menu-2';
/** The columns and form fields the signed-in user holds on the menu. */
const HELD = ['title', 'amount'];
const BASE = `/api/visualdev/OnlineDev/${MODEL}`;

const FORM_DATA = {
  fields: [
    { __vModel__: 'title', __config__: { jnpfKey: 'comInput', label: '标题' } },
    { __vModel__: 'amount', __config__: { jnpfKey: 'numInput', label: '金额' } },
  ],
};
/** What the list designer writes: a frozen column, a summed one, a default order, no pager, a link button. */
const COLUMN_DATA = {
  columnList: [
    { prop: 'title', label: '标题', width: 200, fixed: 'left', align: 'left', sortable: false },
    { prop: 'amount', label: '金额', align: 'right', fixed: 'none', sortable: true },
  ],
  searchList: [],
  btnsList: [],
  columnBtnsList: [{ value: 'detail', label: '' }],
  customBtnsList: [
    { value: 'btn_k1', label: '打开', event: { btnType: 'link', url: 'https://example.com/r/{id}' } },
    { value: 'btn_k2', label: '脚本', event: { btnType: 2, func: 'alert(1)' } },
  ],
  defaultSidx: 'amount',
  sort: 'asc',
  hasPage: false,
  pageSize: 50,
  showSummary: true,
  summaryField: ['amount'],
};
const config = onlineDevConfig({ id: MODEL, formData: FORM_DATA, columnData: COLUMN_DATA });
const ROWS = [
  { id: 'r 1', title: '差旅报销', amount: 10.2 },
  { id: 'r2', title: '办公用品', amount: '20.1' },
];
const list = pageOf(ROWS, ROWS.length, 10_000);

describe('the runtime list follows the list design', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('asks in the default order without a pager, sums the page, and opens link buttons with the row id', async () => {
    const { calls } = stubFetch({ [`GET ${BASE}/Config`]: config, [`POST ${BASE}/List`]: list });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
      modelId: MENU,
      columns: HELD,
      forms: HELD,
      buttons: ['btn_detail', 'btn_btn_k1', 'btn_btn_k2'],
    });
    const cell = await screen.findByText('差旅报销', {}, { timeout: 5_000 });
    const body = JSON.parse(callsTo(calls, `POST ${BASE}/List`)[0]?.body ?? '{}');
    expect(body).toMatchObject({ currentPage: 1, pageSize: 10_000, sidx: 'amount', sort: 'asc' });
    expect(document.querySelector('.ant-pagination')).toBeNull();

    const summary = screen.getByTestId('online-dev-summary');
    expect(within(summary).getByText('合计')).toBeInTheDocument();
    expect(within(summary).getByText('30.3')).toBeInTheDocument();

    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: '脚本' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '打开' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://example.com/r/r%201', '_blank', 'noopener'),
    );
  });

  it("shows dates in the system's time zone, as the server's names and the export do", async () => {
    const dated = onlineDevConfig({
      id: MODEL,
      formData: {
        fields: [
          { __vModel__: 'signed', __config__: { jnpfKey: 'date', label: '签订日期' }, format: 'yyyy-MM-dd' },
        ],
      },
      columnData: { ...COLUMN_DATA, columnList: [{ prop: 'signed', label: '签订日期' }], customBtnsList: [] },
    });
    // Midnight of 30 October in China is still 29 October in UTC.
    const rows = pageOf([{ id: 'd1', signed: Date.parse('2026-10-30T00:00:00+08:00') }], 1, 10_000);
    for (const [timeZone, shown] of [
      ['Asia/Shanghai', '2026-10-30'],
      ['UTC', '2026-10-29'],
    ]) {
      useSession.getState().reset();
      stubFetch({ [`GET ${BASE}/Config`]: dated, [`POST ${BASE}/List`]: rows });
      const { unmount } = renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
        modelId: MENU,
        columns: ['signed'],
        forms: ['signed'],
        current: currentUserFixture({ sysConfigInfo: { timeZone } }),
      });
      expect(await screen.findByText(shown, {}, { timeout: 5_000 })).toBeInTheDocument();
      unmount();
    }
  });
});
