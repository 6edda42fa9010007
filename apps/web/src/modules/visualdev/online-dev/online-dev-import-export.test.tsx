import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { OnlineDevView } from './online-dev-view.tsx';

/*
 * The runtime list's 导出 and 导入 buttons: shown only when the list design has them and the user holds
 * their grants (btn_download / btn_upload); 导出 sends the list's query with the range and the chosen
 * columns and downloads the file; 导入 opens the shared import dialog on the design's import paths.
 */

const MODEL = 'design-1';
const MENU = 'menu-1';
/** The columns and form fields the signed-in user holds on the menu. */
const HELD = ['title', 'amount', 'items', 'items-name'];
const BASE = `/api/visualdev/OnlineDev/${MODEL}`;
const field = (jnpfKey: string, name: string, label: string) => ({
  __config__: { jnpfKey, label, span: 24, showLabel: true },
  __vModel__: name,
});
const columnData = (buttons: string[]) => ({
  columnList: [
    { prop: 'title', label: '标题' },
    { prop: 'amount', label: '金额' },
    { prop: 'items-name', label: '明细名称' },
  ],
  searchList: [],
  btnsList: buttons.map((value) => ({ value, label: value === 'download' ? '导出' : '导入' })),
  columnBtnsList: [],
  sort: 'desc',
  pageSize: 20,
  hasPage: true,
});
const config = (buttons: string[]) =>
  envelope({
    id: MODEL,
    fullName: '报销登记',
    webType: 2,
    enableFlow: 0,
    formData: JSON.stringify({
      fields: [field('input', 'title', '标题'), field('inputNumber', 'amount', '金额')],
    }),
    columnData: JSON.stringify(columnData(buttons)),
    appColumnData: null,
    flowTemplateJson: null,
    flowEnCode: null,
    flowId: null,
  });
const LIST = envelope({
  list: [{ id: 'r1', title: '差旅报销', amount: 12 }],
  pagination: { currentPage: 1, pageSize: 20, total: 1 },
});
const FILE = envelope({ name: '报销登记.xlsx', url: '/api/file/Download/export/abc' });
const SLOW = { timeout: 5_000 };

function page(design: string[], grants: string[]) {
  const routes = {
    [`GET ${BASE}/Config`]: config(design),
    [`POST ${BASE}/List`]: LIST,
    [`POST ${BASE}/Actions/Export`]: FILE,
    [`GET ${BASE}/TemplateDownload`]: FILE,
    'GET /api/file/Download/*': envelope(null),
  };
  const stub = stubFetch(routes);
  renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
    modelId: MENU,
    columns: HELD,
    forms: HELD,
    buttons: grants,
  });
  return stub;
}

describe('online development list export and import', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSession.getState().reset();
    URL.createObjectURL = vi.fn(() => 'blob:file');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows 导出 and 导入 only when the design has them and the user holds their grants', async () => {
    page(['download', 'upload'], ['btn_download']);
    await screen.findByText('差旅报销', {}, SLOW);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).not.toBeInTheDocument();
  });

  it('hides a granted button the list design does not have', async () => {
    page(['upload'], ['btn_download', 'btn_upload']);
    await screen.findByText('差旅报销', {}, SLOW);
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
  });

  it('exports all pages of the chosen columns with the list query and downloads the file', async () => {
    const { calls } = page(['download'], ['btn_download']);
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    const dialog = await screen.findByTestId('online-dev-export-dialog');
    // Sub-table columns are not offered.
    expect(within(dialog).queryByText('明细名称')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('金额'));
    fireEvent.click(within(dialog).getByLabelText('全部页面数据'));
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*出/ }));

    await waitFor(() => expect(callsTo(calls, 'GET /api/file/Download/export/abc')).toHaveLength(1));
    const [exported] = callsTo(calls, `POST ${BASE}/Actions/Export`);
    expect(JSON.parse(exported?.body ?? '{}')).toMatchObject({
      currentPage: 1,
      pageSize: 20,
      menuId: MENU,
      dataType: 1,
      selectKey: ['title'],
    });
    await waitFor(() => expect(screen.queryByTestId('online-dev-export-dialog')).not.toBeInTheDocument());
  });

  it('asks for a column before exporting none', async () => {
    const { calls } = page(['download'], ['btn_download']);
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    const dialog = await screen.findByTestId('online-dev-export-dialog');
    fireEvent.click(within(dialog).getByLabelText('全选'));
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('请至少选择一个导出字段')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/Actions/Export`)).toHaveLength(0);
  });

  it('opens the import dialog on the design import paths', async () => {
    const { calls } = page(['upload'], ['btn_upload']);
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByTestId('import-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(callsTo(calls, `GET ${BASE}/TemplateDownload`)).toHaveLength(1));
  });
});
