import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { onlineDevConfig } from './online-dev-testing.ts';
import { OnlineDevView } from './online-dev-view.tsx';

const MODEL = 'design-inline';
const MENU = 'menu-inline';
const BASE = `/api/visualdev/OnlineDev/${MODEL}`;
/** Columns held on the menu; `secret` is a column the form grants do not cover. */
const COLUMNS = ['title', 'amount', 'creator', 'secret'];
const FORMS = ['title', 'amount', 'note', 'creator'];
const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove'];
const SLOW = { timeout: 5_000 };

const FORM_DATA = {
  fields: [
    { __vModel__: 'title', __config__: { jnpfKey: 'comInput', label: '标题', required: true } },
    { __vModel__: 'amount', __config__: { jnpfKey: 'numInput', label: '金额' } },
    { __vModel__: 'note', __config__: { jnpfKey: 'textarea', label: '备注' } },
    { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
    { __vModel__: 'secret', __config__: { jnpfKey: 'comInput', label: '内部编号' } },
  ],
};
const COLUMN_DATA = {
  type: 4,
  columnList: ['title', 'amount', 'creator', 'secret'].map((prop) => ({ prop, label: prop })),
  searchList: [],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
};
const ROW = { id: 'r1', title: '差旅报销', amount: 10, creator: '管理员', secret: 'S-1' };
/** The stored record: the form read holds fields the list does not show (`note`). */
const STORED = { title: '差旅报销', amount: 10, note: '三天', creator: 'u1', secret: 'S-1' };
const bodyOf = (call: StubCall | undefined) => JSON.parse(call?.body ?? '{}');

function page(routes: Parameters<typeof stubFetch>[0] = {}, buttons = ALL_BUTTONS) {
  const stub = stubFetch({
    [`GET ${BASE}/Config`]: onlineDevConfig({ id: MODEL, formData: FORM_DATA, columnData: COLUMN_DATA }),
    [`POST ${BASE}/List`]: pageOf([ROW]),
    [`GET ${BASE}/r1`]: envelope({ id: 'r1', data: JSON.stringify(STORED) }),
    ...routes,
  });
  renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
    modelId: MENU,
    columns: COLUMNS,
    forms: FORMS,
    buttons,
  });
  return stub;
}

/** Opens the stored row in edit mode and answers its title box once the record is read. */
async function editRow() {
  const row = (await screen.findByText('差旅报销', {}, SLOW)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const title = await within(row).findByDisplayValue('差旅报销', {}, SLOW);
  return { row, title };
}

const firstRow = () => document.querySelector('tbody tr.ant-table-row') as HTMLElement;

describe('an inline-edit list (type 4) edits rows in their cells', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('puts the editable fields in form widgets, keeps the others as text and sends the edit with PUT', async () => {
    const { calls } = page({ [`PUT ${BASE}/r1`]: envelope(null, '更新成功') });
    const { row, title } = await editRow();
    // A system field and a field without a form grant stay text; 编辑 became 保存 and 取消.
    expect(within(row).getByText('管理员')).toBeInTheDocument();
    expect(within(row).getByText('S-1')).toBeInTheDocument();
    expect(within(row).getAllByRole('textbox')).toHaveLength(1);
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /取\s*消/ })).toBeInTheDocument();

    fireEvent.change(title, { target: { value: '差旅报销（改）' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(calls, `PUT ${BASE}/r1`)).toHaveLength(1), SLOW);
    const body = bodyOf(callsTo(calls, `PUT ${BASE}/r1`)[0]);
    expect(body.id).toBe('r1');
    // Every field the form read gave, not only the list's columns, with the edited one; as from the
    // dialog, the system field is the server's to fill.
    const { creator: _creator, ...written } = STORED;
    expect(JSON.parse(body.data)).toEqual({ ...written, title: '差旅报销（改）' });
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(2), SLOW);
    await waitFor(() => expect(within(row).queryByRole('textbox')).toBeNull(), SLOW);
  });

  it('adds a blank row at the top and sends it with POST', async () => {
    const { calls } = page({ [`POST ${BASE}`]: envelope({ id: 'r2' }, '新建成功') });
    await screen.findByText('差旅报销', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const row = await waitFor(() => {
      const top = firstRow();
      expect(within(top).getAllByRole('textbox')).toHaveLength(1);
      return top;
    }, SLOW);
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: '会议费' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1), SLOW);
    expect(JSON.parse(bodyOf(callsTo(calls, `POST ${BASE}`)[0]).data)).toMatchObject({ title: '会议费' });
  });

  it('checks the row before sending: a required cell left empty is named under it', async () => {
    const { calls } = page();
    const { row, title } = await editRow();
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await within(row).findByText('标题不能为空', {}, SLOW)).toBeInTheDocument();
    expect(callsTo(calls, `PUT ${BASE}/r1`)).toHaveLength(0);
  });

  it('shows the server refusal under the row and keeps what was typed', async () => {
    page({ [`PUT ${BASE}/r1`]: envelope(null, '标题不能重复', 400) });
    const { row, title } = await editRow();
    fireEvent.change(title, { target: { value: '重复的标题' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByTestId('online-dev-inline-error', {}, SLOW)).toHaveTextContent('标题不能重复');
    expect(within(row).getByRole('textbox')).toHaveValue('重复的标题');
  });

  it('restores the stored row on 取消 and drops a new row', async () => {
    const { calls } = page();
    const { row, title } = await editRow();
    fireEvent.change(title, { target: { value: '改了一半' } });
    fireEvent.click(within(row).getByRole('button', { name: /取\s*消/ }));
    expect(await within(row).findByText('差旅报销', {}, SLOW)).toBeInTheDocument();
    expect(within(row).queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2), SLOW);
    fireEvent.click(within(firstRow()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1), SLOW);
    expect(callsTo(calls, `PUT ${BASE}/r1`)).toHaveLength(0);
  });

  it('numbers the rows and opens a stored row in the full form dialog from its 序号 cell', async () => {
    const { calls } = page();
    const row = (await screen.findByText('差旅报销', {}, SLOW)).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: '序号' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('1');

    // A new row has no record to open yet.
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2), SLOW);
    expect(within(firstRow()).queryByRole('button', { name: '在表单中打开' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: '在表单中打开' }));
    const dialog = await screen.findByTestId('online-dev-dialog', {}, SLOW);
    // The form shows the fields the list does not (备注), read from the record.
    expect(await within(dialog).findByDisplayValue('三天', {}, SLOW)).toBeInTheDocument();
    expect(callsTo(calls, `GET ${BASE}/r1`).length).toBeGreaterThan(0);
  });

  it('offers neither 新增 nor 编辑 without their button grants', async () => {
    page({}, ['btn_remove']);
    const row = (await screen.findByText('差旅报销', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /删\s*除/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: '在表单中打开' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });
});
