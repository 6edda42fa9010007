import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { onlineDevConfig } from './online-dev-testing.ts';
import { OnlineDevView } from './online-dev-view.tsx';

const MODEL = 'design-1';
const MENU = 'menu-1';
/** The columns and form fields the signed-in user holds on the menu. */
const HELD = ['title', 'payment'];
const BASE = `/api/visualdev/OnlineDev/${MODEL}`;
const ALL_BUTTONS = ['btn_add', 'btn_batchRemove', 'btn_edit', 'btn_detail', 'btn_remove'];

const field = (jnpfKey: string, name: string, label: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, span: 24, showLabel: true },
  __vModel__: name,
  ...extra,
});
const PAYMENT_OPTIONS = [
  { fullName: '现金', id: '1' },
  { fullName: '转账', id: '2' },
];
const FORM_DATA = {
  labelWidth: 100,
  fields: [
    field('input', 'title', '标题'),
    field('select', 'payment', '支付方式', { options: PAYMENT_OPTIONS }),
  ],
};
const COLUMN_DATA = {
  columnList: [
    { prop: 'title', label: '标题', width: 200, align: 'left', sortable: true },
    { prop: 'payment', label: '支付方式', align: 'center' },
  ],
  searchList: [
    { ...field('input', 'title', '标题'), searchType: 2 },
    { ...field('select', 'payment', '支付方式', { options: PAYMENT_OPTIONS }), searchType: 1 },
  ],
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'detail', label: '详情' },
    { value: 'remove', label: '删除' },
  ],
  defaultSidx: '',
  sort: 'desc',
  pageSize: 20,
  hasPage: true,
};
const config = (over: { webType?: number; columnData?: unknown } = {}) =>
  onlineDevConfig({ id: MODEL, formData: FORM_DATA, columnData: COLUMN_DATA, ...over });
const ROWS = [
  { id: 'r1', title: '差旅报销', payment: '1' },
  { id: 'r2', title: '办公用品', payment: '2' },
];
const listOf = (rows = ROWS) => pageOf(rows);
/** The first render loads antd's table and the form engine, slow on a busy machine. */
const SLOW = { timeout: 5_000 };
const bodyOf = (call: StubCall | undefined) => JSON.parse(call?.body ?? '{}');

function page(buttons: string[] = ALL_BUTTONS) {
  return renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
    modelId: MENU,
    columns: HELD,
    forms: HELD,
    buttons,
  });
}

async function rowOf(title: string) {
  const cell = await screen.findByText(title, {}, SLOW);
  return cell.closest('tr') as HTMLElement;
}

describe('online development runtime page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the designed columns, sends the menu id, and searches by the search list', async () => {
    const { calls } = stubFetch({ [`GET ${BASE}/Config`]: config(), [`POST ${BASE}/List`]: listOf() });
    page();
    expect(await screen.findByText('差旅报销', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /标题/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /支付方式/ })).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, `POST ${BASE}/List`)[0])).toEqual({
      currentPage: 1,
      pageSize: 20,
      sort: 'desc',
      menuId: MENU,
    });

    const search = screen.getByTestId('online-dev-search');
    fireEvent.change(within(search).getByLabelText('标题'), { target: { value: '差旅' } });
    fireEvent.mouseDown(within(search).getByRole('combobox'));
    const options = await screen.findAllByTitle('转账');
    fireEvent.click(options.find((option) => option.closest('.ant-select-item-option')) ?? options[0]!);
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(2));
    const body = bodyOf(callsTo(calls, `POST ${BASE}/List`)[1]);
    expect(JSON.parse(body.queryJson)).toEqual({ title: '差旅', payment: '2' });
    expect(body.currentPage).toBe(1);
  });

  it('sends the advanced query as superQueryJson from the 高级查询 dialog', async () => {
    const { calls } = stubFetch({ [`GET ${BASE}/Config`]: config(), [`POST ${BASE}/List`]: listOf() });
    page();
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '高级查询' }));
    const dialog = await screen.findByTestId('online-dev-super-query');
    // A row without a field is named, not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('请选择查询字段', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(1);

    fireEvent.mouseDown(within(dialog).getByLabelText('查询字段'));
    const options = await screen.findAllByTitle('支付方式');
    fireEvent.click(options.find((option) => option.closest('.ant-select-item-option')) ?? options[0]!);
    fireEvent.mouseDown(await within(dialog).findByLabelText('查询值'));
    const values = await screen.findAllByTitle('转账');
    fireEvent.click(values.find((option) => option.closest('.ant-select-item-option')) ?? values[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(2));
    const body = bodyOf(callsTo(calls, `POST ${BASE}/List`)[1]);
    const query = JSON.parse(body.superQueryJson);
    expect(query.matchLogic).toBe('AND');
    expect(JSON.parse(query.conditionJson)).toEqual([
      { field: 'payment', symbol: '==', jnpfKey: 'select', fieldValue: '2' },
    ]);
    expect(await screen.findByRole('button', { name: '高级查询（1）' })).toBeInTheDocument();
  });

  it('shows 暂无数据 for an empty list', async () => {
    stubFetch({ [`GET ${BASE}/Config`]: config(), [`POST ${BASE}/List`]: listOf([]) });
    page();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('adds a record through the dialog, sending the form as JSON text', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(),
      [`POST ${BASE}/List`]: listOf(),
      [`POST ${BASE}`]: envelope({ id: 'r3' }, '新建成功'),
    });
    page();
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('online-dev-dialog');
    fireEvent.change(await within(dialog).findByLabelText('标题'), { target: { value: '会议费' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    const body = bodyOf(callsTo(calls, `POST ${BASE}`)[0]);
    expect(JSON.parse(body.data)).toEqual({ title: '会议费' });
    // The list is read again after the save.
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(2));
  });

  it('shows only the columns and form fields the user holds on the menu', async () => {
    stubFetch({ [`GET ${BASE}/Config`]: config(), [`POST ${BASE}/List`]: listOf() });
    renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
      modelId: MENU,
      columns: ['title'],
      forms: ['title'],
      buttons: ALL_BUTTONS,
    });
    await screen.findByText('差旅报销', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: /标题/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /支付方式/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('online-dev-dialog');
    expect(await within(dialog).findByLabelText('标题')).toBeInTheDocument();
    expect(within(dialog).queryByText('支付方式')).toBeNull();
  });

  it('keeps the dialog and its values when the server refuses a save', async () => {
    stubFetch({
      [`GET ${BASE}/Config`]: config(),
      [`POST ${BASE}/List`]: listOf(),
      [`POST ${BASE}`]: envelope(null, '标题不能重复', 400),
    });
    page();
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('online-dev-dialog');
    fireEvent.change(await within(dialog).findByLabelText('标题'), { target: { value: '会议费' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByTestId('online-dev-save-error')).toHaveTextContent('标题不能重复');
    expect(within(dialog).getByLabelText('标题')).toHaveValue('会议费');
  });

  it('edits a record read from the server and sends it back with PUT', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(),
      [`POST ${BASE}/List`]: listOf(),
      [`GET ${BASE}/r1`]: envelope({ id: 'r1', data: JSON.stringify({ title: '差旅报销', payment: '1' }) }),
      [`PUT ${BASE}/r1`]: envelope(null, '更新成功'),
    });
    page();
    fireEvent.click(within(await rowOf('差旅报销')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByTestId('online-dev-dialog');
    const title = await within(dialog).findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('差旅报销'));
    fireEvent.change(title, { target: { value: '差旅报销（改）' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(callsTo(calls, `PUT ${BASE}/r1`)).toHaveLength(1));
    const body = bodyOf(callsTo(calls, `PUT ${BASE}/r1`)[0]);
    expect(body.id).toBe('r1');
    expect(JSON.parse(body.data)).toEqual({ title: '差旅报销（改）', payment: '1' });
  });

  it('shows the detail in read mode, without a submit button', async () => {
    stubFetch({
      [`GET ${BASE}/Config`]: config(),
      [`POST ${BASE}/List`]: listOf(),
      [`GET ${BASE}/r2`]: envelope({ id: 'r2', data: JSON.stringify({ title: '办公用品', payment: '2' }) }),
    });
    page();
    fireEvent.click(within(await rowOf('办公用品')).getByRole('button', { name: /详\s*情/ }));
    const dialog = await screen.findByTestId('online-dev-dialog');
    expect(await within(dialog).findByText('办公用品')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /提\s*交/ })).toBeNull();
  });

  it('deletes a row and several rows after a confirmation', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(),
      [`POST ${BASE}/List`]: listOf(),
      [`DELETE ${BASE}/r1`]: envelope(null, '删除成功'),
      [`POST /api/visualdev/OnlineDev/batchDelete/${MODEL}`]: envelope(null, '删除成功'),
    });
    page();
    fireEvent.click(within(await rowOf('差旅报销')).getByRole('button', { name: /删\s*除/ }));
    expect(callsTo(calls, `DELETE ${BASE}/r1`)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }, SLOW));
    await waitFor(() => expect(callsTo(calls, `DELETE ${BASE}/r1`)).toHaveLength(1));

    const checkboxes = await screen.findAllByRole('checkbox');
    // The first box selects the page; the next two are the rows.
    fireEvent.click(checkboxes[1]!);
    fireEvent.click(checkboxes[2]!);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    const batch = `POST /api/visualdev/OnlineDev/batchDelete/${MODEL}`;
    await waitFor(() => expect(callsTo(calls, batch)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, batch)[0])).toEqual({ ids: ['r1', 'r2'] });
  });

  it('hides the buttons the user does not hold', async () => {
    stubFetch({ [`GET ${BASE}/Config`]: config(), [`POST ${BASE}/List`]: listOf() });
    page(['btn_detail']);
    const row = await rowOf('差旅报销');
    expect(within(row).getByRole('button', { name: /详\s*情/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the refusal of a design bound to tables on a MySQL/MariaDB data connection', async () => {
    const refusal = '关联 MySQL/MariaDB 数据连接中数据表的功能暂不支持在线录入数据';
    stubFetch({ [`GET ${BASE}/Config`]: config(), [`POST ${BASE}/List`]: envelope(null, refusal, 400) });
    page();
    const error = await screen.findByTestId('online-dev-list-error', {}, SLOW);
    expect(error).toHaveTextContent(refusal);
  });

  it('shows a config that cannot be read as an error', async () => {
    stubFetch({ [`GET ${BASE}/Config`]: envelope(null, '该功能未发布或已删除', 404) });
    page();
    expect(await screen.findByTestId('online-dev-config-error')).toHaveTextContent('该功能未发布或已删除');
  });

  it('shows the form alone for a form-only design and creates a record on submit', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config({ webType: 1, columnData: null }),
      [`POST ${BASE}`]: envelope({ id: 'r3' }, '新建成功'),
    });
    page([]);
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '培训费' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    expect(JSON.parse(bodyOf(callsTo(calls, `POST ${BASE}`)[0]).data)).toEqual({ title: '培训费' });
    expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(0);
    // A fresh form for the next record.
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue(''));
  });
});
